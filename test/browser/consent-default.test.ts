import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorBatch } from '../../demo/server/state/monitor-sink';
import type { ReportDeliveries } from '../../demo/server/state/report-sink';
import { issuedCalls, recordIssuedCalls } from './support/issued-calls';
import { startDemoSession, type DemoSession } from './support/demo';
import { cookieBanner } from './support/cookie-banner';

// consent() listed beside tracking() and monitoring(), no gates named (the page drives `window.kit`).
const FIXTURE = fileURLToPath(new URL('./fixtures/consent-default', import.meta.url));

/** What the test reads of the page's kit. */
interface PageKit {
  readonly tracking: { track(event: string): Promise<boolean> };
  readonly monitoring: { captureError(error: unknown): void; flush(): void; readonly stats: { captured: number; sent: number; batches: number; dropped: number } };
}
declare global {
  interface Window {
    kit: PageKit;
    held: Promise<boolean>;
  }
}

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession({ devPageRoot: FIXTURE });
});

afterAll(async () => {
  await session?.close();
});


/** A fresh visitor on the page, once its start-up effects have run: act_H5_open made (its session id stored) and the page view captured. */
async function visit(name: string): Promise<Page> {
  const { context, page } = await session.visitor();
  await recordIssuedCalls(context);
  await page.goto(`${session.server.url}/?visit=${name}`);
  await cookieBanner(page).getByRole('button', { name: '全部接受' }).waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => sessionStorage.getItem('campaign-kit:session_id') !== null && window.kit.monitoring.stats.captured > 0);
  return page;
}

/** The report and collect calls the page has made, read after every send already queued has had its turn. */
async function gatedCalls(page: Page): Promise<string[]> {
  // A task boundary, not a wait: the kit starts a send within microtasks, and they all run before it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return [...(await issuedCalls(page, '/shark_report')), ...(await issuedCalls(page, '/monitor_browser/'))];
}

/** The events of the reports that reached the server from the visit `name`. */
const reportsOf = async (name: string) =>
  (await session.dev<ReportDeliveries[]>('reports'))
    .map((report) => report.body as { url?: string; shark_params: { params: { event: string } } })
    .filter((body) => body.url?.includes(`visit=${name}`))
    .map((body) => body.shark_params.params.event);

/** The monitoring events (an error's message, else its kind) that reached the server from the visit `name`. */
const monitoredOf = async (name: string) =>
  (await session.dev<MonitorBatch[]>('monitor'))
    .flatMap((batch) => batch.events)
    .filter((event) => String(event.url).includes(`visit=${name}`))
    .map((event) => String(event.message ?? event.ev_type));

describe('consent() listed without gates in Chromium (issue 26, finding 7)', () => {
  it('sends no report and no monitoring batch before Accept All; what was held arrives once accepted', async () => {
    const page = await visit('accept');
    await page.evaluate(() => {
      window.held = window.kit.tracking.track('act_share_success');
      window.kit.monitoring.captureError(new Error('held until accepted'));
      window.kit.monitoring.flush();
    });
    expect(await gatedCalls(page)).toEqual([]);
    expect(await reportsOf('accept')).toEqual([]);
    expect(await monitoredOf('accept')).toEqual([]);

    await cookieBanner(page).getByRole('button', { name: '全部接受' }).click();
    expect(await page.evaluate(() => window.held)).toBe(true);
    await expect.poll(() => reportsOf('accept')).toEqual(expect.arrayContaining(['act_H5_open', 'act_share_success']));
    await expect.poll(() => monitoredOf('accept')).toEqual(expect.arrayContaining(['pageview', 'held until accepted']));
  });

  it('in a fresh visitor, sends none after Reject All: the kit refuses each report and drops each event', async () => {
    const page = await visit('reject');
    await cookieBanner(page).getByRole('button', { name: '全部拒绝' }).click();
    expect(await page.evaluate(() => window.kit.tracking.track('act_share_success'))).toBe(false);
    await page.evaluate(() => {
      window.kit.monitoring.captureError(new Error('after the refusal'));
      window.kit.monitoring.flush();
    });
    // The monitor had its chance: every event it captured (the page view, the error) it dropped.
    await page.waitForFunction(() => {
      const { captured, dropped } = window.kit.monitoring.stats;
      return captured >= 2 && dropped === captured;
    });
    expect(await page.evaluate(() => window.kit.monitoring.stats)).toMatchObject({ sent: 0, batches: 0 });
    expect(await gatedCalls(page)).toEqual([]);
    expect(await reportsOf('reject')).toEqual([]);
    expect(await monitoredOf('reject')).toEqual([]);
  });
});
