import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorBatch } from '../../demo/server/state/monitor-sink';
import { startDemoSession, type DemoSession } from './support/demo';
import { cookieBanner } from './support/cookie-banner';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

const LOOPED = 'thrown 100 times in a loop';
const DIFFERENT = 'a different error';

/** The js_error events of the visit whose address carries `?visit={visit}`, with one message. */
async function errorEvents(visit: string, message: string): Promise<Record<string, unknown>[]> {
  const batches = await session.dev<MonitorBatch[]>('monitor');
  return batches
    .flatMap((batch) => batch.events)
    .filter((event) => String(event.url).includes(`visit=${visit}`) && event.ev_type === 'js_error' && event.message === message);
}

/** How many occurrences the events stand for: an event without `count` stands for one. */
const occurrences = (events: readonly Record<string, unknown>[]) => events.reduce((sum, event) => sum + (typeof event.count === 'number' ? event.count : 1), 0);

describe('repeated errors in Chromium are counted, not resent (issue 26)', () => {
  it('a page loop that throws the same error 100 times sends a handful of js_error events whose counts add up to 100; a different error still goes out', async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/?visit=dedupe`);
    await cookieBanner(page).getByRole('button', { name: '全部接受' }).click();

    await page.evaluate(
      ([looped, different]) => {
        for (let index = 0; index < 100; index++) {
          window.setTimeout(() => {
            throw new Error(looped);
          }, 0);
        }
        window.setTimeout(() => {
          throw new Error(different);
        }, 0);
      },
      [LOOPED, DIFFERENT],
    );

    await expect.poll(async () => occurrences(await errorEvents('dedupe', LOOPED)), { timeout: 30_000 }).toBe(100);
    const looped = await errorEvents('dedupe', LOOPED);
    expect(looped.length).toBeGreaterThanOrEqual(1);
    expect(looped.length).toBeLessThanOrEqual(10);
    expect(looped.every((event) => event.source === 'error' && event.name === 'Error')).toBe(true);

    await expect.poll(async () => occurrences(await errorEvents('dedupe', DIFFERENT))).toBe(1);
    await page.close();
  });
});
