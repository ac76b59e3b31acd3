import { describe, expect, it } from 'vitest';
import { WindowPageVisitAdapter } from '../../adapters/browser/window-page-visit.adapter';
import { FakeBeacon, FakeClock, FakePageHealth, FakeRandom } from '../../adapters/fake/index';
import { MonitoringService } from '../../domain/monitoring/monitoring.service';
import type { HttpPort } from '../../ports/http.port';
import { createJsdomWindow, type JsdomWindow } from '../contracts/support/jsdom-window';

const VISIT = {
  url: 'https://campaign.example.com/event/?activity_id=a1&code=xyz#top',
  referrer: 'https://search.example.org/q?x=1',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
};

function setVisibility(window: JsdomWindow, visible: boolean): void {
  Object.defineProperty(window.document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
  window.document.dispatchEvent(new window.Event('visibilitychange'));
}

describe('WindowPageVisitAdapter over jsdom: the part of the page a monitor reads', () => {
  it('reports the address, user agent and referrer the window started with', async () => {
    const page = new WindowPageVisitAdapter(await createJsdomWindow(VISIT));
    expect(page.url()).toBe(VISIT.url);
    expect(page.userAgent()).toBe(VISIT.userAgent);
    expect(page.referrer()).toBe(VISIT.referrer);
  });

  it('tells listeners the page is being left (pagehide) until they stop listening', async () => {
    const window = await createJsdomWindow(VISIT);
    const page = new WindowPageVisitAdapter(window);
    let first = 0;
    let second = 0;
    const stopFirst = page.onPageHide(() => (first += 1));
    page.onPageHide(() => (second += 1));
    window.dispatchEvent(new window.Event('pagehide'));
    stopFirst();
    stopFirst();
    window.dispatchEvent(new window.Event('pagehide'));
    expect([first, second]).toEqual([1, 2]);
  });
});

describe('a monitor on the visit adapter (the by-hand page composition)', () => {
  async function monitoredWindow() {
    const window = await createJsdomWindow(VISIT);
    const requests: string[] = [];
    const http: HttpPort = {
      request: async (request) => {
        requests.push(request.url);
        return { status: 200, headers: {}, data: {} } as never;
      },
    };
    const beacon = new FakeBeacon();
    const pageHealth = new FakePageHealth();
    const clock = new FakeClock();
    const monitor = new MonitoringService({ http, page: new WindowPageVisitAdapter(window), pageHealth, random: new FakeRandom(5), clock, beacon }, { appId: 'demo-app', aid: 1128, collectOrigin: 'https://collect.test', sampleRates: { pageview: 1 } });
    monitor.start();
    return { window, monitor, pageHealth, beacon, requests, clock };
  }

  it('sends the page view with the window address and referrer redacted and its user agent in common', async () => {
    const { beacon, window } = await monitoredWindow();
    window.dispatchEvent(new window.Event('pagehide'));
    expect(beacon.sent).toHaveLength(1);
    const body = JSON.parse(beacon.sent[0]!.body) as { common: Record<string, unknown>; list: Record<string, unknown>[] };
    expect(body.common.user_agent).toBe(VISIT.userAgent);
    expect(body.list).toEqual([
      { ev_type: 'pageview', seq: 1, ts: expect.any(Number), url: 'https://campaign.example.com/event/?activity_id=a1&code=%5Bredacted%5D#top', referrer: VISIT.referrer },
    ]);
  });

  it('beacons what waits when the window is hidden, and goes back to requests once it is shown', async () => {
    const { window, pageHealth, beacon, requests, clock } = await monitoredWindow();
    pageHealth.throw(new Error('while visible'));
    setVisibility(window, false);
    expect(beacon.sent).toHaveLength(1);
    expect((JSON.parse(beacon.sent[0]!.body) as { list: unknown[] }).list).toHaveLength(2);
    setVisibility(window, true);
    pageHealth.throw(new Error('back'));
    clock.advance(1000);
    expect(beacon.sent).toHaveLength(1);
    expect(requests).toEqual(['https://collect.test/monitor_browser/collect/batch/?aid=1128&app_id=demo-app']);
  });
});
