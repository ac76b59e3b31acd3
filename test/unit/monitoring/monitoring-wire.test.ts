import { describe, expect, it } from 'vitest';
import { FetchHttpAdapter } from '../../../adapters/browser/fetch-http.adapter';
import type { HttpPort, HttpRequest } from '../../../ports/http.port';
import { collector, COLLECT_ORIGIN, eventsOf, monitoredPage, settle, type WireCall } from './monitor-harness';

const REDACTED = encodeURIComponent('[redacted]');
const PAGE_REDACTED = `https://campaign.test/spring?token=${REDACTED}&role_id=r1#/home?code=${REDACTED}`;

/** The one collect request every test expects: method, path, query and the batch's common fields. */
function expectCollectCall(call: WireCall | undefined, viewId: string) {
  expect(call?.method).toBe('POST');
  expect(call?.url.origin).toBe(COLLECT_ORIGIN);
  expect(call?.url.pathname).toBe('/monitor_browser/collect/batch/');
  expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ aid: '1128', app_id: 'demo-app' });
  expect(call?.contentType).toBe('application/json');
  expect(call?.json.common).toEqual({ aid: 1128, app_id: 'demo-app', activity_id: 'demo-activity', view_id: viewId, user_agent: expect.stringContaining('Mozilla/5.0'), sdk: 'campaign-kit' });
  expect(call?.status).toBe(200);
}

describe('monitoring on the wire, answered by the contract server (issue 11)', () => {
  it('reports an uncaught error with its stack and the page (credentials redacted), after 1000 ms, and the collector shows it', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { sampleRates: { overall: 1, pageview: 0 } } });
    monitor.start();
    const error = new TypeError('player is undefined');
    pageHealth.throw(error, { file: 'https://campaign.test/app.js?ticket=t1', line: 12, column: 7 });
    clock.advance(999);
    await settle();
    expect(server.wire).toEqual([]);
    clock.advance(1);
    await settle();

    expect(server.wire).toHaveLength(1);
    expectCollectCall(server.wire[0], monitor.viewId);
    expect(server.wire[0]!.json.list).toEqual([
      {
        ev_type: 'js_error',
        seq: 1,
        ts: Date.UTC(2026, 0, 1),
        url: PAGE_REDACTED,
        source: 'error',
        message: 'player is undefined',
        name: 'TypeError',
        stack: error.stack,
        file: `https://campaign.test/app.js?ticket=${REDACTED}`,
        line: 12,
        column: 7,
      },
    ]);
    const shown = await server.shown();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ via: 'request', query: { aid: '1128', app_id: 'demo-app' }, common: { view_id: monitor.viewId }, repeated: 0 });
    expect(shown[0]!.events.map((event) => event.message)).toEqual(['player is undefined']);
  });

  it('hears an error thrown after listen() and before start(), sends nothing until start(), then reports it', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.listen();
    pageHealth.throw(new Error('thrown while the page renders'));
    clock.advance(5000);
    await settle();
    expect(server.wire).toEqual([]);
    monitor.start();
    clock.advance(1000);
    await settle();
    expect(eventsOf(server.wire).map(({ ev_type, message }) => ({ ev_type, message }))).toEqual([{ ev_type: 'js_error', message: 'thrown while the page renders' }]);
  });

  it('reports unhandled rejections and errors the page passes to captureError, each with its source', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    pageHealth.reject(new RangeError('quota'));
    pageHealth.reject('plain reason');
    monitor.captureError(new Error('caught by the page'));
    monitor.captureError({ weird: true });
    clock.advance(1000);
    await settle();
    expect(eventsOf(server.wire).map(({ ev_type, source, message, name }) => ({ ev_type, source, message, name }))).toEqual([
      { ev_type: 'js_error', source: 'rejection', message: 'quota', name: 'RangeError' },
      { ev_type: 'js_error', source: 'rejection', message: 'plain reason', name: undefined },
      { ev_type: 'js_error', source: 'captured', message: 'caught by the page', name: 'Error' },
      { ev_type: 'js_error', source: 'captured', message: '[object Object]', name: undefined },
    ]);
    expectCollectCall(server.wire[0], monitor.viewId);
  });

  it('reports a resource that failed to load: its tag and address, redacted', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    pageHealth.failResource('img', 'https://cdn.test/missing.png?sign_token=abc&w=2');
    clock.advance(1000);
    await settle();
    expectCollectCall(server.wire[0], monitor.viewId);
    expect(server.wire[0]!.json.list).toEqual([{ ev_type: 'resource_error', seq: 1, ts: expect.any(Number), url: PAGE_REDACTED, tag: 'img', resource_url: `https://cdn.test/missing.png?sign_token=${REDACTED}&w=2` }]);
  });

  it('reports the page view with its referrer redacted, once, at start', async () => {
    const server = collector();
    const { monitor, clock } = monitoredPage(server);
    monitor.start();
    monitor.start();
    clock.advance(1000);
    await settle();
    expect(eventsOf(server.wire)).toEqual([{ ev_type: 'pageview', seq: 1, ts: expect.any(Number), url: PAGE_REDACTED, referrer: `https://ref.test/landing?access_token=${REDACTED}&from=ad` }]);
    expectCollectCall(server.wire[0], monitor.viewId);
  });

  it('reports the web vitals and a sample of resource timings, never its own collect calls', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    expect(pageHealth.vitalRequests).toBe(1);
    pageHealth.measure({ name: 'LCP', value: 1234.5678, rating: 'good', id: 'v5-1', navigationType: 'navigate' });
    pageHealth.measure({ name: 'CLS', value: 0.0123456, rating: 'good', id: 'v5-2', navigationType: 'navigate' });
    pageHealth.loadResource({ url: 'https://cdn.test/hero.webp?token=x', initiator: 'img', durationMs: 87, transferSize: 5120 });
    pageHealth.loadResource({ url: `${COLLECT_ORIGIN}/monitor_browser/collect/batch/?aid=1128&app_id=demo-app`, initiator: 'fetch', durationMs: 3, transferSize: 300 });
    clock.advance(1000);
    await settle();
    expect(eventsOf(server.wire).map(({ ts: _ts, url: _url, seq: _seq, ...event }) => event)).toEqual([
      { ev_type: 'vitals', name: 'LCP', value: 1234.568, rating: 'good', metric_id: 'v5-1', navigation_type: 'navigate' },
      { ev_type: 'vitals', name: 'CLS', value: 0.012, rating: 'good', metric_id: 'v5-2', navigation_type: 'navigate' },
      { ev_type: 'resource', resource_url: `https://cdn.test/hero.webp?token=${REDACTED}`, initiator: 'img', duration: 87, transfer_size: 5120 },
    ]);
    expectCollectCall(server.wire[0], monitor.viewId);
  });

  it('sends a batch as soon as it holds 20 events, the rest after 1000 ms', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    for (let index = 1; index <= 45; index++) pageHealth.throw(new Error(`error ${index}`));
    await settle();
    expect(server.wire.map((call) => call.json.list.length)).toEqual([20, 20]);
    clock.advance(1000);
    await settle();
    expect(server.wire.map((call) => call.json.list.length)).toEqual([20, 20, 5]);
    expect(eventsOf(server.wire).map((event) => event.seq)).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));
    expect(monitor.stats).toEqual({ captured: 45, sent: 45, batches: 3, dropped: 0 });
    expect((await server.shown()).flatMap((batch) => batch.events)).toHaveLength(45);
  });

  it('takes the batch size and wait from its options', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { batchSize: 2, batchWaitMs: 300, sampleRates: { pageview: 0 } } });
    monitor.start();
    for (let index = 0; index < 3; index++) pageHealth.throw(new Error(`x${index}`));
    await settle();
    expect(server.wire.map((call) => call.json.list.length)).toEqual([2]);
    clock.advance(300);
    await settle();
    expect(server.wire.map((call) => call.json.list.length)).toEqual([2, 1]);
  });

  it('samples each kind at SPEC §9 rates by default: every error, about 1 % of page views, failed resources, failed calls and resource timings', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { sampleRates: undefined } });
    monitor.start();
    const watched = monitor.watchHttp({ request: async () => ({ status: 500, headers: {}, data: '' }) as never });
    for (let index = 0; index < 1500; index++) {
      pageHealth.failResource('img', 'https://cdn.test/x.png');
      pageHealth.loadResource({ url: 'https://cdn.test/y.png', initiator: 'img', durationMs: 1, transferSize: 1 });
      await watched.request({ method: 'GET', url: '/z' });
    }
    for (let index = 0; index < 30; index++) pageHealth.throw(new Error(`e${index}`));
    clock.advance(1000);
    await settle();
    const count = (type: string) => eventsOf(server.wire).filter((event) => event.ev_type === type).length;
    expect(count('js_error')).toBe(30);
    for (const type of ['resource_error', 'resource', 'http']) {
      expect(count(type), type).toBeGreaterThan(3);
      expect(count(type), type).toBeLessThan(35);
    }
    expect(count('pageview')).toBeLessThanOrEqual(1);
    expect(monitor.stats.dropped).toBe(0);
  });

  it('takes other sample rates from its options', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { sampleRates: { pageview: 0, jsError: 0, resourceError: 1 } } });
    monitor.start();
    pageHealth.throw(new Error('not sent'));
    pageHealth.failResource('script', 'https://cdn.test/a.js');
    clock.advance(1000);
    await settle();
    expect(eventsOf(server.wire).map((event) => event.ev_type)).toEqual(['resource_error']);
  });

  it('refuses a sample rate outside 0..1, a batch size below 1 and a collect origin that is not http(s)', async () => {
    const server = collector();
    expect(() => monitoredPage(server, { init: { sampleRates: { http: 2 } } })).toThrow('monitoring: sampleRates.http must be in 0..1');
    expect(() => monitoredPage(server, { init: { batchSize: 0 } })).toThrow('monitoring: batchSize must be a whole number from 1');
    expect(() => monitoredPage(server, { init: { collectOrigin: 'ftp://x' } })).toThrow('collectOrigin must be an http(s) origin');
  });

  it('sends nothing and listens to nothing on a page the overall rate leaves out', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { init: { sampleRates: { overall: 0 } } });
    monitor.start();
    pageHealth.throw(new Error('x'));
    monitor.captureError(new Error('y'));
    clock.advance(5000);
    await settle();
    expect(server.wire).toEqual([]);
    expect(pageHealth.listeners).toBe(0);
    expect(pageHealth.vitalRequests).toBe(0);
  });

  it('skips what a rate of 0 turns off: no resource observer, no web-vitals load', () => {
    const server = collector();
    const { monitor, pageHealth } = monitoredPage(server, { init: { sampleRates: { resource: 0, vitals: 0 } } });
    monitor.start();
    expect(pageHealth.vitalRequests).toBe(0);
    expect(pageHealth.listeners).toBe(2);
  });

  it('flushes by beacon when the page is hidden or closed: the same body as text/plain to the same address, counted once', async () => {
    const server = collector();
    const { monitor, pageHealth, page, beacon } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    pageHealth.throw(new Error('before leaving'));
    page.leave();
    await settle();
    expect(beacon.sent).toHaveLength(1);
    const call = server.wire[0]!;
    expect(call.method).toBe('POST');
    expect(call.url.pathname + call.url.search).toBe('/monitor_browser/collect/batch/?aid=1128&app_id=demo-app');
    expect(call.contentType).toBe('text/plain;charset=UTF-8');
    expect(call.json.list.map((event) => event.message)).toEqual(['before leaving']);
    expect(call.status).toBe(200);
    // Hidden, a new event goes by beacon at once; shown again, by request after the wait.
    pageHealth.throw(new Error('while hidden'));
    monitor.flush();
    expect(beacon.sent).toHaveLength(2);
    page.setVisible(true);
    pageHealth.throw(new Error('back'));
    monitor.flush();
    await settle();
    expect(server.wire.map((sent) => sent.contentType)).toEqual(['text/plain;charset=UTF-8', 'text/plain;charset=UTF-8', 'application/json']);
    expect((await server.shown()).map((batch) => batch.via)).toEqual(['beacon', 'beacon', 'request']);
  });

  it('beacons a batch whose request is still on its way when the page goes; the collector counts its events once', async () => {
    const server = collector();
    const real = new FetchHttpAdapter({ fetch: server.fetch });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow: HttpPort = {
      request: async <T,>(request: HttpRequest) => {
        await held;
        return real.request<T>(request);
      },
    };
    const { monitor, pageHealth, page } = monitoredPage(server, { http: slow, init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    pageHealth.throw(new Error('in flight'));
    monitor.flush();
    page.leave();
    release();
    await settle();
    const shown = await server.shown();
    expect(shown.map((batch) => [batch.via, batch.events.length, batch.repeated])).toEqual([
      ['beacon', 1, 0],
      ['request', 0, 1],
    ]);
    expect(monitor.stats).toMatchObject({ sent: 1, batches: 1 });
  });
});

describe('failed calls, as an HttpPort decorator (issue 11)', () => {
  it('reports a call answered outside 200-299: method, address with its query (credentials redacted), status, duration, logId, the SPEC §8 message, and no body', async () => {
    const server = collector();
    const { monitor, clock } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    const watched = monitor.watchHttp({
      request: async () => {
        clock.advance(42);
        return { status: 503, headers: { 'x-tt-logid': '20260101000000ABC' }, data: { secret: 'body' } } as never;
      },
    });
    const response = await watched.request({ method: 'POST', url: 'https://api.test/act/demo-app/process/exec/v2?sessionid=s1', query: { activity_id: 'a', access_token: 'tok' }, body: { mobile: '13800000000' } });
    expect(response.status).toBe(503);
    clock.advance(1000);
    await settle();
    expect(eventsOf(server.wire)).toEqual([
      {
        ev_type: 'http',
        seq: 1,
        ts: expect.any(Number),
        url: PAGE_REDACTED,
        method: 'POST',
        request_url: `https://api.test/act/demo-app/process/exec/v2?sessionid=${REDACTED}&activity_id=a&access_token=${REDACTED}`,
        status: 503,
        duration: 42,
        log_id: '20260101000000ABC',
        message: 'Network request failed, status: 503',
      },
    ]);
    expect(server.wire[0]!.body).not.toContain('13800000000');
    expect(server.wire[0]!.body).not.toContain('secret');
  });

  it('reports calls with no answer (status 0, occur error) and timeouts (status 0, timeout), rethrowing them unchanged; successes are not reported', async () => {
    const { CampaignKitError } = await import('../../../ports/errors');
    const server = collector();
    const { monitor, clock } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    const network = new CampaignKitError('NETWORK', '网络请求失败，请重试', { errorCode: -1 });
    const timeout = new CampaignKitError('TIMEOUT', 'Request Timeout');
    const answers: unknown[] = [network, timeout, { status: 200, headers: {}, data: {} }, { status: 204, headers: {}, data: '' }];
    const watched = monitor.watchHttp({
      request: async () => {
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return answer as never;
      },
    });
    await expect(watched.request({ method: 'GET', url: '/site/api/v2/news/search' })).rejects.toBe(network);
    await expect(watched.request({ method: 'GET', url: '/site/api/v2/news/detail' })).rejects.toBe(timeout);
    await watched.request({ method: 'GET', url: '/ok' });
    await watched.request({ method: 'GET', url: '/no-content' });
    clock.advance(1000);
    await settle();
    expect(eventsOf(server.wire).map(({ request_url, status, message }) => ({ request_url, status, message }))).toEqual([
      { request_url: '/site/api/v2/news/search', status: 0, message: 'Network request failed, occur error' },
      { request_url: '/site/api/v2/news/detail', status: 0, message: 'Network request failed, timeout' },
    ]);
  });
});

describe('delivery failures (issue 11)', () => {
  it('retries a batch after a 5xx or no answer with the backoff, at most 3 tries, and tells the listeners with the SPEC §8 messages; none becomes an event', async () => {
    const server = collector((call) => (call === 1 ? new Response('', { status: 503 }) : call === 2 ? 'network' : call === 3 ? new Response('', { status: 500 }) : undefined));
    const { monitor, pageHealth, clock, failures } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    pageHealth.throw(new Error('one'));
    clock.advance(1000);
    await settle();
    expect(failures.map(({ error, events, retryInMs }) => [(error as Error).message, events, typeof retryInMs])).toEqual([['Network request failed, status: 503', 1, 'number']]);
    clock.advance(failures[0]!.retryInMs!);
    await settle();
    expect((failures[1]!.error as Error).message).toBe('Network request failed, occur error');
    clock.advance(failures[1]!.retryInMs!);
    await settle();
    // The third try failed too: given up, counted as dropped.
    expect(failures.map((failure) => failure.retryInMs === undefined)).toEqual([false, false, true]);
    expect(monitor.stats).toMatchObject({ captured: 1, sent: 0, dropped: 1 });
    expect(server.wire).toHaveLength(3);
    expect(eventsOf(server.wire).every((event) => event.message === 'one')).toBe(true);
    clock.advance(60_000);
    await settle();
    expect(server.wire).toHaveLength(3);
  });

  it('gives a batch up at once on another status (a 400), and honours Retry-After', async () => {
    const server = collector((call) => (call === 1 ? new Response('', { status: 400 }) : call === 2 ? new Response('', { status: 429, headers: { 'retry-after': '7' } }) : undefined));
    const { monitor, pageHealth, clock, failures } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    pageHealth.throw(new Error('refused'));
    clock.advance(1000);
    await settle();
    expect(failures).toEqual([{ error: expect.objectContaining({ code: 'HTTP_STATUS', status: 400, message: 'Network request failed, status: 400' }), events: 1 }]);
    pageHealth.throw(new Error('limited'));
    clock.advance(1000);
    await settle();
    expect(failures[1]).toEqual({ error: expect.objectContaining({ status: 429 }), events: 1, retryInMs: 7000 });
    clock.advance(6999);
    await settle();
    expect(server.wire).toHaveLength(2);
    clock.advance(1);
    await settle();
    expect(server.wire).toHaveLength(3);
    expect(server.wire[2]!.status).toBe(200);
  });

  it('times a request out as a "timeout" failure', async () => {
    const server = collector();
    const { CampaignKitError } = await import('../../../ports/errors');
    const { monitor, pageHealth, clock, failures } = monitoredPage(server, {
      http: { request: async () => Promise.reject(new CampaignKitError('TIMEOUT', 'Request Timeout')) },
      init: { sampleRates: { pageview: 0 } },
    });
    monitor.start();
    pageHealth.throw(new Error('slow'));
    clock.advance(1000);
    await settle();
    expect(failures[0]!.error).toEqual(expect.objectContaining({ code: 'TIMEOUT', message: 'Network request failed, timeout' }));
  });

  it('never throws into the page: a failure listener that throws, a page address that cannot be read, capture before init', async () => {
    const server = collector(() => new Response('', { status: 503 }));
    const { monitor, pageHealth, clock, page, failures } = monitoredPage(server, { init: { sampleRates: { pageview: 0 } } });
    monitor.onFailure(() => {
      throw new Error('listener trouble');
    });
    monitor.start();
    pageHealth.throw(new Error('sent'));
    clock.advance(1000);
    await settle();
    expect(failures).toHaveLength(1);
    page.url = () => {
      throw new Error('no address');
    };
    expect(() => pageHealth.throw(new Error('lost'))).not.toThrow();
    expect(monitor.stats.captured).toBe(1);
  });
});

function real503(): HttpPort {
  return { request: async () => ({ status: 503, headers: {}, data: '' }) as never };
}
