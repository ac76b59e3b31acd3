import { describe, expect, it } from 'vitest';
import { NavigatorBeaconAdapter } from '../../../adapters/browser/navigator-beacon.adapter';

describe('NavigatorBeaconAdapter without sendBeacon (issue 11: sendBeacon or keepalive fetch)', () => {
  it('sends by keepalive fetch: POST, the text body, text/plain, the cookies, no preflight', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 200 });
    }) as unknown as typeof globalThis.fetch;
    const beacon = new NavigatorBeaconAdapter({}, fetch);
    expect(beacon.send('https://collect.test/monitor_browser/collect/batch/?aid=1', '{"list":[]}')).toBe(true);
    expect(calls).toEqual([
      {
        url: 'https://collect.test/monitor_browser/collect/batch/?aid=1',
        init: { method: 'POST', body: '{"list":[]}', keepalive: true, mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain;charset=UTF-8' } },
      },
    ]);
  });

  it('prefers sendBeacon, and says false (never throws) where fetch throws or rejects', async () => {
    const fetched: string[] = [];
    const beacon = new NavigatorBeaconAdapter({ sendBeacon: () => true }, (async (url: string) => void fetched.push(url)) as unknown as typeof globalThis.fetch);
    expect(beacon.send('https://collect.test/a', '{}')).toBe(true);
    expect(fetched).toEqual([]);
    const throwing = new NavigatorBeaconAdapter({}, (() => {
      throw new TypeError('bad url');
    }) as unknown as typeof globalThis.fetch);
    expect(throwing.send('nope', '{}')).toBe(false);
    const rejecting = new NavigatorBeaconAdapter({}, (() => Promise.reject(new TypeError('over the keepalive budget'))) as unknown as typeof globalThis.fetch);
    expect(rejecting.send('https://collect.test/a', '{}')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('falls back to fetch by default only over the page\'s own navigator', () => {
    expect(new NavigatorBeaconAdapter({}).send('https://collect.test/a', '{}')).toBe(false);
  });
});
