import { describe, expect, it } from 'vitest';
import { createContractApp } from '../../demo/server/app';
import { summariseMonitor } from '../../demo/server/dev-page/monitor-summary';
import type { DevSnapshot } from '../../demo/server/dev-page/snapshot';
import { ACTIVITY_ID, APP_ID, createTestApp } from './helpers';
import { passportOverContract } from './passport-support';

const TOKEN = 'c'.repeat(32);
/** What @hono/node-server hands the app for a request that came over a socket from `address`. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
/** A server other machines can reach: its dev doors want the token from them. */
const reachable = () => createContractApp({ captchaRate: 0, log: () => {}, devHosts: ['0.0.0.0'], devToken: TOKEN }).app;

const state = async (t: { get: (path: string) => Response | Promise<Response> }) => (await (await t.get('/__dev/state')).json()) as DevSnapshot;

describe('GET /__dev/: the dev page (issue 27, item 12)', () => {
  it('answers a caller on this machine with the page: 200 text/html under a Content-Security-Policy without inline script', async () => {
    const answer = await reachable().request('http://localhost/__dev/', {}, from('127.0.0.1'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html\b/);
    const policy = answer.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain('unsafe');
    const html = await answer.text();
    expect(html).toContain('<script src="/__dev/page.js" defer></script>');
    // Every other script element is data (the texts), which runs nothing.
    expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g)).toEqual(['<script type="application/json" id="dev-page-texts">']);
  });

  it('gives a caller on another machine without the token no page, no script and no state', async () => {
    const app = reachable();
    for (const path of ['/__dev/', '/__dev', '/__dev/page.js', '/__dev/state']) {
      const answer = await app.request(`http://localhost${path}`, {}, from('192.0.2.7'));
      expect(answer.status, path).toBe(403);
      expect(answer.headers.get('content-type'), path).toMatch(/^application\/json\b/);
    }
  });

  it('gives a caller on another machine with the token the page, whose own files and calls carry the token', async () => {
    const answer = await reachable().request(`http://localhost/__dev/?dev_token=${TOKEN}`, {}, from('192.0.2.7'));
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain(`<script src="/__dev/page.js?dev_token=${TOKEN}" defer></script>`);
    expect(html).toContain(`href="/__dev/page.css?dev_token=${TOKEN}"`);
    expect(html).toContain(`href="?lang=en&#38;dev_token=${TOKEN}"`);
  });

  it('refuses a page on another site and a request naming another host, as every dev door does', async () => {
    const t = createTestApp();
    expect((await t.app.request('http://localhost/__dev/', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await t.app.request('http://evil.test/__dev/')).status).toBe(403);
  });

  it('speaks zh-CN by default and English when asked or when the browser prefers it; an unknown language is not echoed', async () => {
    const t = createTestApp();
    const page = async (path: string, headers: Record<string, string> = {}) => (await t.app.request(path, { headers })).text();
    expect(await page('/__dev/')).toContain('<html lang="zh-CN">');
    expect(await page('/__dev/?lang=en')).toMatch(/<html lang="en">[\s\S]*<h1>Dev page · campaign-kit contract server<\/h1>/);
    expect(await page('/__dev/', { 'accept-language': 'en-US,en;q=0.9' })).toContain('<html lang="en">');
    const odd = await page('/__dev/?lang=%22%3E%3Cb%3E');
    expect(odd).toContain('<html lang="zh-CN">');
    expect(odd).not.toContain('<b>');
  });

  it('serves its script and style sheet as files of their own', async () => {
    const t = createTestApp();
    const script = await t.get('/__dev/page.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript\b/);
    expect(await script.text()).toContain("fetch('/__dev/state'");
    expect((await t.get('/__dev/page.css')).headers.get('content-type')).toMatch(/^text\/css\b/);
  });
});

describe('GET /__dev/state: what the dev page shows', () => {
  it('lists the codes sent, newest first, each valid until used', async () => {
    const t = createTestApp();
    await t.sendCode('13512340101');
    t.advance(1000);
    await t.sendCode('13512340102');
    const sent = await t.smsCode('13512340102');
    expect((await state(t)).codes).toEqual([
      expect.objectContaining({ channel: 'sms', service: 'sso', to: '13512340102', code: sent, state: 'valid' }),
      expect.objectContaining({ to: '13512340101', state: 'valid' }),
    ]);
    await t.quickLogin('13512340102', sent);
    expect((await state(t)).codes[0]).toMatchObject({ to: '13512340102', state: 'used' });
  });

  it('lists the passport codes too, an email one as email', async () => {
    const t = passportOverContract();
    await t.passport.code.sendEmailCode({ email: 'player@example.com', type: 13 });
    const { code } = await t.dev<{ code: string }>('code/player@example.com');
    expect((await state(t)).codes).toEqual([expect.objectContaining({ channel: 'email', service: 'passport', to: 'player@example.com', code, state: 'valid' })]);
  });

  it('shows sessions, reservations with their invite counts, reports with their deliveries, and what waits to be forced', async () => {
    const t = createTestApp();
    const inviter = await t.login('13512340111');
    await t.exec('reserve', inviter);
    const shareCode = ((await (await t.exec('share_code', inviter)).json()) as { data: { at_data_source_output: { value: string } } }).data.at_data_source_output.value;
    const invitee = await t.login('13512340112');
    await t.exec('reserve', invitee, { share_code: shareCode });
    const report = { activity_id: ACTIVITY_ID, shark_params: { params: { event: 'act_H5_open', event_id: 'e'.repeat(32) } } };
    await t.post(`/act/${APP_ID}/shark_report`, report);
    await t.post(`/act/${APP_ID}/shark_report`, report);
    await t.post('/__dev/next-response', { path: '/quick_login/v2/', status: 500 });

    const shown = await state(t);
    expect(shown.sessions.map((session) => session.mobile).sort()).toEqual(['13512340111', '13512340112']);
    expect(shown.sessions[0]!.session).toMatch(/^[0-9a-f]{8}$/);
    const reserved = (mobile: string) => shown.reservations.users.find((user) => user.mobile === mobile);
    expect(reserved('13512340111')).toMatchObject({ invitedBy: null, invites: 1 });
    expect(reserved('13512340112')).toMatchObject({ invitedBy: reserved('13512340111')!.userId, invites: 0 });
    expect(shown.reservations.total).toBe(shown.reservations.users.length);
    expect(shown.reports).toEqual([{ receivedAt: expect.any(Number), event: 'act_H5_open', eventId: 'e'.repeat(32), deliveries: 2 }]);
    expect(shown.forced).toEqual([{ path: '/quick_login/v2/', status: 500 }]);
    expect(shown.calls[0]).toMatchObject({ method: 'POST', path: '/__dev/next-response', status: 200 });
    expect(shown.calls).toContainEqual(expect.objectContaining({ method: 'GET', path: '/send_activation_code/v2/', status: 200 }));
  });

  it('groups the monitoring errors, summing the count a deduplicated error carries', async () => {
    const t = createTestApp();
    const error = { ev_type: 'js_error', url: 'http://127.0.0.1/', source: 'error', name: 'TypeError', message: 'x is undefined' };
    const batch = (viewId: string, list: Record<string, unknown>[]) =>
      t.post(`/monitor_browser/collect/batch/?aid=1128&app_id=${APP_ID}`, { common: { view_id: viewId }, list: list.map((event, index) => ({ ts: 1, seq: index + 1, ...event })) });
    await batch('view-1', [error, { ...error, count: 99 }, { ev_type: 'pageview', url: 'http://127.0.0.1/' }]);
    await batch('view-2', [error, { ev_type: 'http', method: 'GET', request_url: 'http://127.0.0.1/api', status: 500 }]);
    await batch('view-2', [error]); // the same event again: counted once

    const { monitor } = await state(t);
    expect(monitor).toMatchObject({ batches: 3, events: 5, repeated: 1 });
    expect(monitor.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'js_error', what: 'TypeError: x is undefined', count: 101 }),
        expect.objectContaining({ kind: 'http', what: 'GET http://127.0.0.1/api 500', count: 1 }),
      ]),
    );
    expect(monitor.errors).toHaveLength(2);
    expect(monitor.recent[0]).toMatchObject({ via: 'request', events: {}, repeated: 1 });
    expect(monitor.recent[2]).toMatchObject({ events: { js_error: 2, pageview: 1 } });
  });

  it('is read without a line in the call log or on the console: the page reads it every second', async () => {
    const t = createTestApp();
    await t.get('/__dev/state');
    await t.get('/__dev/events');
    expect(t.logs.filter((line) => line.includes('/__dev/'))).toEqual([expect.stringMatching(/^GET \/__dev\/events 200/)]);
    expect((await state(t)).calls.map((call) => call.path)).toEqual(['/__dev/events']);
  });
});

describe('summariseMonitor', () => {
  it('counts an error with no count once, and a resource error by its tag and address', () => {
    const summary = summariseMonitor([
      { receivedAt: 5, via: 'beacon', query: {}, common: {}, repeated: 0, events: [{ ev_type: 'resource_error', seq: 1, tag: 'img', resource_url: 'http://127.0.0.1/a.png' }, { ev_type: 'js_error', seq: 2, message: 'boom', count: 0 }] },
    ]);
    expect(summary.errors).toEqual([
      { kind: 'resource_error', what: 'img http://127.0.0.1/a.png', count: 1, lastAt: 5 },
      { kind: 'js_error', what: 'boom', count: 1, lastAt: 5 },
    ]);
  });
});
