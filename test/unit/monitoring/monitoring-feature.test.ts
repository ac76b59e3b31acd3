import { describe, expect, it } from 'vitest';
import { account, consent, content, monitoring } from '../../../composition/features/index';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { activity, wireCalls, type WireCall } from '../support/routes';
import { CONFIG } from '../consent/fixtures';

const COLLECT = 'path:/monitor_browser/collect/batch/';
const flush = async () => {
  for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const EVERY: Parameters<typeof monitoring>[0] = { sampleRates: { pageview: 0, http: 1, resourceError: 1 } };

/** The collect calls the kit made, in order. */
const collectCalls = (kit: Parameters<typeof wireCalls>[0]): WireCall[] => wireCalls(kit).filter((call) => call.path === '/monitor_browser/collect/batch/');
const events = (kit: Parameters<typeof wireCalls>[0]) => collectCalls(kit).flatMap((call) => (call.body as { list: Record<string, unknown>[] }).list);

describe('monitoring() in the kit (issue 11)', () => {
  it('adds kit.monitoring; a kit without it says which feature to add', () => {
    const kit = createTestKit({ features: withFeatures(monitoring()) });
    expect(kit.features).toContain('monitoring');
    expect(typeof kit.monitoring.captureError).toBe('function');
    const without = createTestKit({ features: [content()] });
    expect(() => (without as unknown as { monitoring: unknown }).monitoring).toThrow("kit.monitoring needs the monitoring() feature: add monitoring() to createCampaignKit's features");
  });

  it('starts with kit.start(): the page errors go to {apiOrigin}/monitor_browser/collect/batch/ with the aid and app id', async () => {
    const kit = createTestKit({ features: withFeatures(monitoring(EVERY)), routes: (fetchMock) => fetchMock.route(COLLECT, activity({})) });
    await kit.start();
    kit.pageHealth.throw(new Error('boom'));
    kit.pageHealth.failResource('img', 'https://campaign.test/missing.png');
    kit.clock.advance(1000);
    await flush();
    const [call] = collectCalls(kit);
    expect(call).toMatchObject({ method: 'POST', path: '/monitor_browser/collect/batch/', query: { aid: '1128', app_id: 'test-app' } });
    expect((call!.body as { common: unknown }).common).toMatchObject({ aid: 1128, app_id: 'test-app', activity_id: 'test-activity', view_id: kit.monitoring.viewId });
    expect(events(kit).map((event) => event.ev_type)).toEqual(['js_error', 'resource_error']);
    expect(kit.fetchMock.callHistory.calls()[0]!.url).toBe('https://campaign.test/monitor_browser/collect/batch/?aid=1128&app_id=test-app');
  });

  it('watches every HttpPort call of every listed feature: a failed content call and a failed login check are reported, successes are not, and its own failed batches never are', async () => {
    const kit = createTestKit({
      features: withFeatures(content({ origin: 'https://content.test' }), monitoring(EVERY)),
      routes: (fetchMock) =>
        fetchMock
          .route('path:/site/api/v2/news/search', { status: 503, headers: { 'x-tt-logid': 'log-503' } })
          .route('path:/site/api/v2/news/detail', activity({ id: '1', title: 't', content: 'c' }))
          .route('path:/act/test-app/passport/login_check', { status: 500, headers: { 'x-tt-logid': 'log-500' } })
          .route(COLLECT, { status: 502 }),
    });
    await kit.start();
    await expect(kit.content.searchNews()).rejects.toBeDefined();
    await kit.content.newsDetail('1');
    await expect(kit.account.check()).rejects.toBeDefined();
    kit.clock.advance(1000);
    await flush();
    const sent = events(kit);
    expect(sent.map(({ method, request_url, status, log_id, message }) => ({ method, request_url, status, log_id, message }))).toEqual([
      { method: 'GET', request_url: 'https://content.test/site/api/v2/news/search?app_id=test-app&language=zh-CN&top_flag=false&page_index=1&page_size=10', status: 503, log_id: 'log-503', message: 'Network request failed, status: 503' },
      { method: 'GET', request_url: expect.stringMatching(/^https:\/\/campaign\.test\/act\/test-app\/passport\/login_check\?activity_id=test-activity/), status: 500, log_id: 'log-500', message: 'Network request failed, status: 500' },
    ]);
    // The collector answered 502: retried with the backoff, never reported as an event.
    kit.clock.advance(120_000);
    await flush();
    expect(collectCalls(kit).length).toBeGreaterThan(1);
    expect(events(kit).some((event) => String(event.request_url).includes('/monitor_browser/'))).toBe(false);
  });

  it('waits for consent({ gates: { monitoring } }): nothing before the decision, what was held on acceptance', async () => {
    const kit = createTestKit({ features: withFeatures(consent({ ...CONFIG, gates: { monitoring: ['analytics'] } }), monitoring(EVERY)), routes: (fetchMock) => fetchMock.route(COLLECT, activity({})) });
    await kit.start();
    kit.pageHealth.throw(new Error('held'));
    kit.clock.advance(5000);
    await flush();
    expect(collectCalls(kit)).toEqual([]);
    kit.consent.acceptAll();
    await flush();
    expect(events(kit).map((event) => event.message)).toEqual(['held']);
  });

  it('drops everything on rejection', async () => {
    const kit = createTestKit({ features: withFeatures(consent({ ...CONFIG, gates: { monitoring: ['analytics'] } }), monitoring(EVERY)), routes: (fetchMock) => fetchMock.route(COLLECT, activity({})) });
    await kit.start();
    kit.pageHealth.throw(new Error('held'));
    kit.consent.rejectAll();
    kit.clock.advance(1000);
    kit.pageHealth.throw(new Error('later'));
    kit.clock.advance(1000);
    kit.page.leave();
    await flush();
    expect(collectCalls(kit)).toEqual([]);
    expect(kit.beacon.sent).toEqual([]);
  });

  it('a kit on the server (start() never runs there) captures nothing it would send', async () => {
    const kit = createTestKit({ features: withFeatures(monitoring(EVERY)), routes: (fetchMock) => fetchMock.route(COLLECT, activity({})).route('path:/act/test-app/passport/login_check', { status: 500 }) });
    await expect(kit.account.check()).rejects.toBeDefined();
    kit.clock.advance(10_000);
    await flush();
    expect(collectCalls(kit)).toEqual([]);
    // ...and sends it once the page starts.
    await kit.start();
    kit.clock.advance(1000);
    await flush();
    expect(events(kit).map((event) => event.status)).toEqual([500]);
  });
});

describe('monitoring() with bad options', () => {
  it('says so at kit.start() and on kit.monitoring, and leaves every other call working', async () => {
    const kit = createTestKit({ features: withFeatures(content({ origin: 'https://content.test' }), monitoring({ sampleRates: { http: 7 } })), routes: (fetchMock) => fetchMock.route('path:/site/api/v2/news/detail', activity({ id: '1', title: 't', content: 'c' })) });
    await expect(kit.content.newsDetail('1')).resolves.toMatchObject({ id: '1' });
    await expect(kit.start()).rejects.toThrow('monitoring: sampleRates.http must be in 0..1');
    expect(() => kit.monitoring).toThrow('monitoring: sampleRates.http must be in 0..1');
  });
});

describe('kit.destroy() with monitoring()', () => {
  it('stops listening to the page and sends what was waiting', async () => {
    const kit = createTestKit({ features: withFeatures(monitoring(EVERY)), routes: (fetchMock) => fetchMock.route(COLLECT, activity({})) });
    await kit.start();
    expect(kit.pageHealth.listeners).toBeGreaterThan(0);
    kit.pageHealth.throw(new Error('last words'));
    kit.destroy();
    expect(kit.pageHealth.listeners).toBe(0);
    await flush();
    expect(events(kit).map((event) => event.message)).toEqual(['last words']);
  });
});

describe('account() and monitoring() listed together', () => {
  it('builds without either needing the other', () => {
    const kit = createTestKit({ features: [account(), monitoring()] });
    expect(kit.features).toEqual(['account', 'monitoring']);
  });
});
