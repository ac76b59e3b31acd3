import { describe, expect, it } from 'vitest';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { obfuscateFields } from '../../../domain/passport/sensitive-fields';
import type { HttpRequest } from '../../../ports/http.port';
import { REDACTED_IN_QUERY as R, SECRETS, leaksIn } from '../support/secret-forms';
import { collector, eventsOf, monitoredPage, settle } from './monitor-harness';

const E = encodeURIComponent;
const { token: TOKEN, openId: OPEN_ID, mobile: MOBILE, email: EMAIL } = SECRETS;
const CODE = '4821';
const PAGE = `https://campaign.test/spring?token=${TOKEN}&open_id=${OPEN_ID}&role_id=r1#/home?code=${CODE}`;
const PAGE_REDACTED = `https://campaign.test/spring?token=${R}&open_id=${R}&role_id=r1#/home?code=${R}`;

/** The calls the kit makes with the visitor's mobile, email and page address, as the SSO and passport APIs build them. */
const CALLS: HttpRequest[] = [
  { method: 'GET', url: 'https://sso.test/send_activation_code/v2/', query: obfuscateFields({ mobile: MOBILE, type: 24, fp: 'fp-1', aid: 1128 }) },
  { method: 'GET', url: 'https://sso.test/quick_login/v2/', query: obfuscateFields({ mobile: MOBILE, code: CODE, service: PAGE, aid: 1128 }) },
  { method: 'GET', url: 'https://sso.test/passport/web/get_qrcode/', query: { next: PAGE, aid: 1128 } },
  { method: 'GET', url: `https://sso.test/passport/web/user/check_email_registered/?email=${obfuscate(EMAIL)}&mix_mode=1` },
];

describe('nothing personal reaches monitoring (issue 26, findings 1 and 2)', () => {
  it('sends no token, open_id, mobile, email or code, in any form, from failed calls, resources, errors and the page address', async () => {
    const server = collector();
    const { monitor, pageHealth, clock } = monitoredPage(server, { url: PAGE });
    monitor.start();
    const watched = monitor.watchHttp({ request: async () => ({ status: 500, headers: {}, data: {} }) as never });
    for (const call of CALLS) await watched.request(call);
    pageHealth.loadResource({ url: `https://sso.test/quick_login/v2/?mobile=${obfuscate(MOBILE)}&service=${E(PAGE)}&aid=1128`, initiator: 'fetch', durationMs: 5, transferSize: 100 });
    pageHealth.failResource('img', `https://cdn.test/a.png?%74oken=${TOKEN}&back=${E(E(PAGE))}`);
    const error = new Error(`the poster picture failed to load: ${PAGE}`);
    error.stack = `Error: boom\n    at f (https://campaign.test/app.js?token=${TOKEN}:1:2)`;
    pageHealth.throw(error, { file: `https://campaign.test/app.js?open_id=${OPEN_ID}` });
    monitor.captureError(new Error(`login failed for mobile=${MOBILE} email=${EMAIL}`));
    clock.advance(1000);
    await settle();

    const events = eventsOf(server.wire);
    expect(events.map((event) => event.ev_type)).toEqual(expect.arrayContaining(['http', 'resource', 'resource_error', 'js_error', 'pageview']));
    expect(leaksIn(server.wire.map((call) => call.body).join('\n'), [TOKEN, OPEN_ID, MOBILE, EMAIL, CODE])).toEqual([]);
  });

  it('keeps what helps: the page, the called paths and the other parameters, with the page address inside a value redacted in place', async () => {
    const server = collector();
    const { monitor, clock } = monitoredPage(server, { url: PAGE, init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    const watched = monitor.watchHttp({ request: async () => ({ status: 500, headers: {}, data: {} }) as never });
    for (const call of CALLS.slice(0, 2)) await watched.request(call);
    clock.advance(1000);
    await settle();

    const events = eventsOf(server.wire);
    expect(events.every((event) => event.url === PAGE_REDACTED)).toBe(true);
    const sent = events.map((event) => new URL(String(event.request_url)));
    const sendCode = sent.find((url) => url.pathname === '/send_activation_code/v2/')!;
    expect(Object.fromEntries(sendCode.searchParams)).toEqual({ mobile: '[redacted]', type: '[redacted]', fp: 'fp-1', aid: '1128', mix_mode: '1' });
    const login = sent.find((url) => url.pathname === '/quick_login/v2/')!;
    expect(Object.fromEntries(login.searchParams)).toEqual({ mobile: '[redacted]', code: '[redacted]', service: PAGE_REDACTED, aid: '1128', mix_mode: '1' });
  });
});

describe('monitoring sends no value past a ) and no name[...] value (issue 35, finding 5)', () => {
  it('redacts ?token=ab)SECRET-TAIL&token[]=ARRAYSECRET whole in the page address, a call address and an error message', async () => {
    const page = 'https://campaign.test/?token=ab)SECRET-TAIL&token[]=ARRAYSECRET&role_id=r1';
    const server = collector();
    const { monitor, clock } = monitoredPage(server, { url: page, init: { sampleRates: { pageview: 0 } } });
    monitor.start();
    const watched = monitor.watchHttp({ request: async () => ({ status: 500, headers: {}, data: {} }) as never });
    await watched.request({ method: 'GET', url: 'https://sso.test/passport/web/get_qrcode/', query: { next: page, aid: 1128 } });
    monitor.captureError(new Error(`the page failed: ${page}`));
    clock.advance(1000);
    await settle();

    expect(leaksIn(server.wire.map((call) => call.body).join('\n'), ['SECRET-TAIL', 'ARRAYSECRET'])).toEqual([]);
    const events = eventsOf(server.wire);
    expect(events.map((event) => event.ev_type)).toEqual(expect.arrayContaining(['http', 'js_error']));
    expect(events.every((event) => event.url === `https://campaign.test/?token=${R}&token[]=${R}&role_id=r1`)).toBe(true);
  });
});
