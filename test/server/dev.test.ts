import { describe, expect, it } from 'vitest';
import { ACTIVITY_ID, APP_ID, createTestApp } from './helpers';

const LOGIN_CHECK = `/act/${APP_ID}/passport/login_check`;

describe('/__dev/config', () => {
  it('changes the captcha share and the code lifetime, and answers the whole config', async () => {
    const t = createTestApp();
    const answer = await t.post('/__dev/config', { captchaRate: 1, codeTtlMs: 2_000 });
    expect(await answer.json()).toEqual({ captchaRate: 1, codeTtlMs: 2_000 });
    expect(await (await t.sendCode('13512345678')).json()).toMatchObject({ error_code: 1105 });
  });

  it('refuses values out of range with 400', async () => {
    const t = createTestApp();
    expect((await t.post('/__dev/config', { captchaRate: 2 })).status).toBe(400);
    expect((await t.post('/__dev/config', { codeTtlMs: -1 })).status).toBe(400);
    expect((await t.post('/__dev/config', [])).status).toBe(400);
  });
});

describe('/__dev/next-response', () => {
  it('forces the next call to the path once, with status and body', async () => {
    const t = createTestApp();
    await t.post('/__dev/next-response', { path: LOGIN_CHECK, status: 500, body: { code: 1, message: 'boom' } });
    await t.get('/__dev/events');
    expect((await t.get('/passport/account/info/v2/')).status).toBe(200);

    const forced = await t.get(`${LOGIN_CHECK}?activity_id=${ACTIVITY_ID}`);
    expect(forced.status).toBe(500);
    expect(await forced.json()).toEqual({ code: 1, message: 'boom' });
    expect(forced.headers.get('x-tt-logid')).toBeTruthy();
    expect((await t.get(LOGIN_CHECK)).status).toBe(200);
  });

  it('without a path, forces whatever API call comes next; a status alone gives an empty body', async () => {
    const t = createTestApp();
    expect(await (await t.post('/__dev/next-response', { status: 503 })).json()).toEqual({ queued: 1 });
    const forced = await t.get('/passport/account/info/v2/');
    expect(forced.status).toBe(503);
    expect(await forced.text()).toBe('');
  });

  it('with only a delay, answers as usual but later', async () => {
    const t = createTestApp();
    await t.post('/__dev/next-response', { delayMs: 50 });
    const started = performance.now();
    const answer = await t.get(LOGIN_CHECK);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
    expect(await answer.json()).toMatchObject({ code: 0, data: { has_login: false } });
  });

  it('refuses a malformed request with 400', async () => {
    const t = createTestApp();
    expect((await t.post('/__dev/next-response', { status: 99 })).status).toBe(400);
    expect((await t.post('/__dev/next-response', { path: 3 })).status).toBe(400);
  });
});

describe('/__dev/reset', () => {
  it('goes back to the seed: sessions, reservations, codes, events and config', async () => {
    const t = createTestApp();
    const cookie = await t.login('13512345678');
    await t.exec('reserve', cookie);
    await t.post(`/act/${APP_ID}/shark_report`, { event: 'x' });
    await t.post('/__dev/config', { captchaRate: 1 });

    expect(await (await t.post('/__dev/reset', {})).json()).toEqual({ reset: true });

    expect(await (await t.get(LOGIN_CHECK, cookie)).json()).toMatchObject({ data: { has_login: false } });
    expect((await (await t.exec('reserve_count')).json()).data.at_data_source_output.value).toBe('1');
    expect((await t.get('/__dev/sms/13512345678')).status).toBe(404);
    expect(await (await t.get('/__dev/events')).json()).toEqual([]);
    expect(await (await t.post('/__dev/config', {})).json()).toEqual({ captchaRate: 0, codeTtlMs: 300_000 });
  });
});

describe('unknown doors', () => {
  it('answer 404 JSON', async () => {
    const t = createTestApp();
    expect((await t.get('/__dev/nope')).status).toBe(404);
    expect((await t.get('/__dev/captcha/13512345678')).status).toBe(404);
  });
});

describe('the dev doors answer only the demo itself (issue 9, finding 8)', () => {
  const DEMO = 'http://127.0.0.1:5173';
  const door = (t: ReturnType<typeof createTestApp>, path: string, init: RequestInit = {}) => t.app.request(`${DEMO}/__dev/${path}`, init);

  it('answer same-origin calls from the demo page, and calls from Node (tests, scripts) that carry no Origin', async () => {
    const t = createTestApp();
    await t.sendCode('13512345678');
    expect((await door(t, 'sms/13512345678', { headers: { origin: DEMO, 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    expect((await door(t, 'sms/13512345678')).status).toBe(200);
    expect((await door(t, 'reset', { method: 'POST', headers: { origin: DEMO, 'content-type': 'application/json' }, body: '{}' })).status).toBe(200);
  });

  it('refuse another site: its Origin, a cross-site fetch without one, and a text/plain JSON post', async () => {
    const t = createTestApp();
    await t.sendCode('13512345678');
    const refused = [
      await door(t, 'sms/13512345678', { headers: { origin: 'https://evil.example' } }),
      await door(t, 'sms/13512345678', { headers: { origin: 'null' } }),
      await door(t, 'sms/13512345678', { headers: { 'sec-fetch-site': 'cross-site' } }),
      await door(t, 'config', { method: 'POST', headers: { origin: 'https://evil.example', 'content-type': 'text/plain' }, body: '{"captchaRate":1}' }),
      await door(t, 'config', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"captchaRate":1}' }),
    ];
    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    expect(await (await t.post('/__dev/config', {})).json()).toEqual({ captchaRate: 0, codeTtlMs: 300_000 });
  });

  it('refuse a host name that is not this machine (a DNS-rebound one), unless the server is bound to it', async () => {
    const rebound = createTestApp();
    expect((await rebound.app.request('http://evil.example:5173/__dev/events', { headers: { origin: 'http://evil.example:5173' } })).status).toBe(403);
    const bound = createTestApp({ devHosts: ['demo.lan'] });
    expect((await bound.app.request('http://demo.lan:5173/__dev/events')).status).toBe(200);
  });
});
