import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonitorBatch } from '../../demo/server/state/monitor-sink';
import { startDemoSession, type DemoSession } from './support/demo';
import { issuedCalls, recordIssuedCalls } from './support/issued-calls';
import { hidePage, showPage } from './support/page-visibility';
import { cookieBanner } from './support/cookie-banner';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

const BUTTONS = ['抛出一个错误', '加载一张不存在的图片', '发起一个失败的请求'];
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

/** Clicks the three page-health buttons in one task. */
const clickAllThree = (page: Page) =>
  page.evaluate((names) => {
    for (const name of names) [...document.querySelectorAll('button')].find((button) => button.textContent === name)!.click();
  }, BUTTONS);

/** Clicks the three buttons and waits until the page has met its three failures: the throw, the image that fails, the call answered 503. */
async function failThree(page: Page): Promise<void> {
  const thrown = page.waitForEvent('pageerror', (error) => error.message === 'page health demo: the button threw');
  await clickAllThree(page);
  await thrown;
  await expect.poll(() => health(page).getByRole('status').textContent()).toBe('请求失败（503）');
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('img[src*="/page-health/missing.png"]');
    return image !== null && image.complete && image.naturalWidth === 0;
  });
}

const LEAVE_RECORD = 'monitoring-test:issued-at-leave';

/**
 * As the page leaves, after every leave listener of the kit has run (these are added later), keeps
 * what the page had issued to the collector in local storage: a page opened afterwards reads it.
 */
function recordIssuedAtLeave(page: Page): Promise<void> {
  return page.evaluate((key) => {
    const keep = () => localStorage.setItem(key, JSON.stringify(((window as { __issuedCalls?: string[] }).__issuedCalls ?? []).filter((url) => url.includes('/monitor_browser/'))));
    window.addEventListener('pagehide', keep);
    document.addEventListener('visibilitychange', keep);
  }, LEAVE_RECORD);
}

/** What {@link recordIssuedAtLeave} kept, read from a blank page of the same origin in `context`; null if the record was never made. */
async function issuedAtLeave(context: BrowserContext): Promise<string[] | null> {
  await context.route(`${session.server.url}/blank`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  const page = await context.newPage();
  await page.goto(`${session.server.url}/blank`);
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as string[] | null, LEAVE_RECORD);
}

describe('page monitoring in Chromium (issue 11)', () => {
  it('sends nothing before consent; once accepted, what was held and then the throw, the missing image and the failed call arrive at the collector', async () => {
    const { context, page } = await session.visitor();
    await recordIssuedCalls(context);
    const requests = collectRequests(context);
    await page.goto(`${session.server.url}/?visit=accept`);
    await health(page).getByRole('button', { name: BUTTONS[0] }).waitFor();

    // Before the visitor decides: the page fails, then goes out of view, where the monitor sends
    // what waits at once. Nothing has left.
    await failThree(page);
    await hidePage(page);
    expect(await issuedCalls(page, '/monitor_browser/')).toEqual([]);
    await showPage(page);
    expect(await batches('accept')).toEqual([]);

    // Accepting sends what was held: the page view and the three, with the page's view id.
    await cookieBanner(page).getByRole('button', { name: '全部接受' }).click();
    await expect.poll(async () => (await batches('accept')).flatMap((batch) => batch.events.map((event) => event.ev_type))).toEqual(expect.arrayContaining(['pageview', 'js_error', 'resource_error', 'http']));

    // The next three, on an address that tells them apart from the held ones.
    await page.evaluate(() => history.replaceState(history.state, '', '/?visit=accept&round=2'));
    await failThree(page);
    const roundTwo = async () =>
      (await batches('accept')).flatMap((batch) => batch.events.filter((event) => String(event.url).endsWith('round=2')).map((event) => ({ batch, event })));
    await expect.poll(async () => (await roundTwo()).map(({ event }) => event.ev_type)).toEqual(expect.arrayContaining(['js_error', 'resource_error', 'http']));
    const sent = await roundTwo();
    for (const { batch } of sent) {
      expect(batch.via).toBe('request');
      expect(batch.query).toEqual({ aid: '1128', app_id: 'demo-app' });
      expect(batch.common).toMatchObject({ aid: 1128, app_id: 'demo-app', activity_id: 'demo-activity', sdk: 'campaign-kit', view_id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    }
    const byType = (type: string) => sent.find(({ event }) => event.ev_type === type)!.event;
    expect(byType('js_error')).toMatchObject({ source: 'error', message: 'page health demo: the button threw', name: 'Error', stack: expect.stringContaining('page health demo'), url: `${session.server.url}/?visit=accept&round=2` });
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
  });

  it('sends nothing after the visitor rejects the analytics cookies, not even as the page closes', async () => {
    const { context, page } = await session.visitor();
    await recordIssuedCalls(context);
    await page.goto(`${session.server.url}/?visit=reject`);
    await cookieBanner(page).getByRole('button', { name: '全部拒绝' }).click();
    await failThree(page);
    await recordIssuedAtLeave(page);
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    expect(await issuedAtLeave(context)).toEqual([]);
    expect(await batches('reject')).toEqual([]);
  });

  it('flushes by beacon as the page closes, once accepted', async () => {
    const { context, page } = await session.visitor();
    await page.goto(`${session.server.url}/?visit=close`);
    await cookieBanner(page).getByRole('button', { name: '全部接受' }).click();
    await expect.poll(async () => (await batches('close')).length).toBeGreaterThan(0);
    // The page's timers stop (Chromium's virtual time), so the error below still waits for its
    // batch when the page closes, however slow the machine.
    await (await context.newCDPSession(page)).send('Emulation.setVirtualTimePolicy', { policy: 'pause' });
    const thrown = page.waitForEvent('pageerror');
    await page.evaluate(() => {
      queueMicrotask(() => {
        throw new Error('thrown just before closing');
      });
    });
    await thrown;
    await page.close({ runBeforeUnload: true });
    await expect
      .poll(async () => (await batches('close')).filter((batch) => batch.via === 'beacon').flatMap((batch) => batch.events.map((event) => event.message)))
      .toContain('thrown just before closing');
  });
});
