import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorBatch } from '../../demo/server/state/monitor-sink';
import { startDemoSession, type DemoSession } from './support/demo';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

const BUTTONS = ['抛出一个错误', '加载一张不存在的图片', '发起一个失败的请求'];
const banner = (page: Page) => page.getByRole('region', { name: 'Cookie 提示' });
const health = (page: Page) => page.getByRole('region', { name: '页面健康' });
/** The batches of the visit whose address carries `?visit={visit}` (other tests' pages may still send theirs). */
const batches = async (visit: string) =>
  (await session.dev<MonitorBatch[]>('monitor')).filter((batch) => batch.events.some((event) => String(event.url).includes(`visit=${visit}`)));

/** Every request the visitor's pages make to the collector, by request or beacon. */
function collectRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('/monitor_browser/')) seen.push(`${request.method()} ${request.url()}`);
  });
  return seen;
}

/** Clicks the three page-health buttons in one task, so their events are captured within the same second. */
const clickAllThree = (page: Page) =>
  page.evaluate((names) => {
    for (const name of names) [...document.querySelectorAll('button')].find((button) => button.textContent === name)!.click();
  }, BUTTONS);

/** Waits until no batch has arrived for 1.5 s (no batch of the page's is waiting for its second). */
async function quiet(visit: string): Promise<number> {
  let count = -1;
  for (;;) {
    const now = (await batches(visit)).length;
    if (now === count) return count;
    count = now;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
}

describe('page monitoring in Chromium (issue 11)', () => {
  it('sends nothing before consent; once accepted, the throw, the missing image and the failed call arrive in one batch at the collector', async () => {
    const { context, page } = await session.visitor();
    const requests = collectRequests(context);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${session.server.url}/?visit=accept`);
    await health(page).getByRole('button', { name: BUTTONS[0] }).waitFor();

    // Before the visitor decides: the page fails, nothing leaves.
    await clickAllThree(page);
    await expect.poll(() => health(page).getByRole('status').textContent()).toBe('请求失败（503）');
    await page.waitForTimeout(2000);
    expect(requests).toEqual([]);
    expect(await batches('accept')).toEqual([]);
    expect(errors).toContain('page health demo: the button threw');

    // Accepting sends what was held: the page view and the three, with the page's view id.
    await banner(page).getByRole('button', { name: '全部接受' }).click();
    await expect.poll(async () => (await batches('accept')).flatMap((batch) => batch.events.map((event) => event.ev_type))).toEqual(expect.arrayContaining(['pageview', 'js_error', 'resource_error', 'http']));
    const before = await quiet('accept');

    await clickAllThree(page);
    const isTheThree = (batch: MonitorBatch) =>
      ['js_error', 'resource_error', 'http'].every((type) => batch.events.some((event) => event.ev_type === type));
    await expect.poll(async () => (await batches('accept')).slice(before).some(isTheThree)).toBe(true);
    const batch = (await batches('accept')).slice(before).find(isTheThree)!;
    expect(batch.via).toBe('request');
    expect(batch.query).toEqual({ aid: '1128', app_id: 'demo-app' });
    expect(batch.common).toMatchObject({ aid: 1128, app_id: 'demo-app', activity_id: 'demo-activity', sdk: 'campaign-kit', view_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const byType = (type: string) => batch.events.find((event) => event.ev_type === type)!;
    expect(byType('js_error')).toMatchObject({ source: 'error', message: 'page health demo: the button threw', name: 'Error', stack: expect.stringContaining('page health demo'), url: `${session.server.url}/?visit=accept` });
    expect(byType('resource_error')).toMatchObject({ tag: 'img', resource_url: expect.stringMatching(/\/site\/static\/page-health\/missing\.png\?attempt=\d+$/) });
    expect(byType('http')).toMatchObject({
      method: 'GET',
      request_url: expect.stringContaining('/site/api/v2/news/detail?'),
      status: 503,
      duration: expect.any(Number),
      log_id: expect.stringMatching(/^\d{14}[0-9A-F]{20}$/),
      message: 'Network request failed, status: 503',
    });
    expect(requests.every((request) => request.startsWith(`POST ${session.server.url}/monitor_browser/collect/batch/?aid=1128&app_id=demo-app`))).toBe(true);
    await page.close();
  });

  it('sends nothing after the visitor rejects the analytics cookies, not even as the page closes', async () => {
    const { context, page } = await session.visitor();
    const requests = collectRequests(context);
    await page.goto(`${session.server.url}/?visit=reject`);
    await banner(page).getByRole('button', { name: '全部拒绝' }).click();
    await clickAllThree(page);
    await expect.poll(() => health(page).getByRole('status').textContent()).toBe('请求失败（503）');
    await page.waitForTimeout(2000);
    await page.close({ runBeforeUnload: true });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(requests).toEqual([]);
    expect(await batches('reject')).toEqual([]);
  });

  it('flushes by beacon as the page closes, once accepted', async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/?visit=close`);
    await banner(page).getByRole('button', { name: '全部接受' }).click();
    await quiet('close');
    await page.evaluate(() => {
      window.setTimeout(() => {
        throw new Error('thrown just before closing');
      }, 0);
    });
    await page.waitForTimeout(100);
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(async () => (await batches('close')).filter((batch) => batch.via === 'beacon').flatMap((batch) => batch.events.map((event) => event.message)))
      .toContain('thrown just before closing');
  });
});
