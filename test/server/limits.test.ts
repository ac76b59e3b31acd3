import { describe, expect, it } from 'vitest';
import { createContractApp } from '../../demo/server/app';
import { phoneAddresses } from '../../demo/server/dev-page/network';
import { BODY_LIMIT_BYTES, COLLECTION_CAPS } from '../../demo/server/state/limits';
import { MonitorSink } from '../../demo/server/state/monitor-sink';
import { OAuthGrants } from '../../demo/server/state/oauth-grants';
import { PassportDirectory } from '../../demo/server/state/passport-directory';
import { ReportSink } from '../../demo/server/state/report-sink';
import { APP_ID, createTestApp } from './helpers';

const report = (eventId: string) => ({ shark_params: { params: { event: 'act_click', event_id: eventId } } });

describe('the contract server keeps a bounded amount (issue 35, item 4)', () => {
  it(`refuses a body over ${BODY_LIMIT_BYTES} bytes with 413 and keeps nothing of it, with or without content-length`, async () => {
    const t = createTestApp();
    const big = JSON.stringify({ ...report('big'), padding: 'x'.repeat(BODY_LIMIT_BYTES) });
    const sized = await t.app.request(`/act/${APP_ID}/shark_report`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(big.length) }, body: big });
    expect(sized.status).toBe(413);
    expect(await sized.json()).toEqual({ message: `the body is over ${BODY_LIMIT_BYTES} bytes (the contract server's limit)` });
    const stream = new Blob([big]).stream();
    const streamed = await t.app.request(`/act/${APP_ID}/shark_report`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(t.store.reports.reports).toEqual([]);
    // A body just under the limit is read as before.
    const fits = JSON.stringify({ ...report('fits'), padding: 'x'.repeat(BODY_LIMIT_BYTES - 200) });
    expect((await t.app.request(`/act/${APP_ID}/shark_report`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: fits })).status).toBe(200);
    expect(t.store.reports.reports.map((kept) => kept.eventId)).toEqual(['fits']);
  });

  it(`keeps the newest ${COLLECTION_CAPS.reports} reports; a dropped event_id counts again when it comes back`, () => {
    const sink = new ReportSink();
    for (let n = 0; n <= COLLECTION_CAPS.reports; n++) sink.record(report(`e${n}`), n);
    expect(sink.reports).toHaveLength(COLLECTION_CAPS.reports);
    expect(sink.reports[0]!.eventId).toBe('e1');
    expect(sink.reports.at(-1)!.eventId).toBe(`e${COLLECTION_CAPS.reports}`);
    expect(sink.record(report('e0'), 0)).toBe(true);
    expect(sink.record(report(`e${COLLECTION_CAPS.reports}`), 0)).toBe(false);
  });

  it(`keeps the newest ${COLLECTION_CAPS.monitorBatches} monitoring batches`, () => {
    const sink = new MonitorSink();
    for (let n = 0; n <= COLLECTION_CAPS.monitorBatches; n++) sink.record({ app_id: APP_ID }, { common: { view_id: `v${n}` }, list: [{ ev_type: 'pv', seq: 1 }] }, 'request', n);
    expect(sink.batches).toHaveLength(COLLECTION_CAPS.monitorBatches);
    expect(sink.batches[0]!.common.view_id).toBe('v1');
  });

  it(`keeps the newest ${COLLECTION_CAPS.shortLinks} short links: the oldest one no longer redirects`, async () => {
    const t = createTestApp();
    const links: string[] = [];
    for (let n = 0; n <= COLLECTION_CAPS.shortLinks; n++) {
      links.push(((await (await t.post('/api/share-link', { url: `http://localhost/?share_code=c${n}` })).json()) as { data: string }).data);
    }
    expect((await t.app.request(new URL(links[0]!).pathname)).status).toBe(404);
    expect((await t.app.request(new URL(links[1]!).pathname)).status).toBe(302);
    expect((await t.app.request(new URL(links.at(-1)!).pathname)).status).toBe(302);
  });

  it(`keeps the newest ${COLLECTION_CAPS.oauthGrants} OAuth grants and request tokens`, () => {
    const grants = new OAuthGrants();
    const codes = Array.from({ length: COLLECTION_CAPS.oauthGrants + 1 }, () => grants.issue('google'));
    const tokens = Array.from({ length: COLLECTION_CAPS.oauthGrants + 1 }, () => grants.requestToken('http://localhost/'));
    expect(grants.redeem('google', codes[0])).toBe(false);
    expect(grants.redeem('google', codes[1])).toBe(true);
    expect(grants.approve(tokens[0]!)).toBeUndefined();
    expect(grants.approve(tokens[1]!)).toBeDefined();
  });

  it(`keeps the newest ${COLLECTION_CAPS.qrSessions} QR sessions`, () => {
    const passport = new PassportDirectory(() => 0, Math.random);
    const sessions = Array.from({ length: COLLECTION_CAPS.qrSessions + 1 }, () => passport.newQr());
    expect(passport.qr(sessions[0]!.token)).toBeUndefined();
    expect(passport.qr(sessions[1]!.token)).toBe(sessions[1]);
  });

  it('lists the body limit and every cap on the dev page, in both languages', async () => {
    const t = createTestApp();
    const en = await (await t.get('/__dev/?lang=en')).text();
    expect(en).toContain(`The server reads request bodies up to ${BODY_LIMIT_BYTES / 1024} KB (a larger one gets 413)`);
    for (const [what, cap] of [['tracking reports', COLLECTION_CAPS.reports], ['monitoring batches', COLLECTION_CAPS.monitorBatches], ['short links', COLLECTION_CAPS.shortLinks], ['QR login sessions', COLLECTION_CAPS.qrSessions]] as const) {
      expect(en).toContain(`<li>${what}: ${cap}</li>`);
    }
    expect(en).toContain('<li>the fake providers&#39;');
    const zh = await (await t.get('/__dev/')).text();
    expect(zh).toContain(`<li>埋点上报：${COLLECTION_CAPS.reports} 条</li>`);
  });
});

describe('the dev page on a phone (issue 37, item 4)', () => {
  const interfaces = {
    lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
    eth0: [{ address: '192.168.1.23', family: 'IPv4', internal: false }, { address: 'fe80::1', family: 'IPv6', internal: false }],
    wlan0: [{ address: '10.0.0.7', family: 'IPv4', internal: false }],
  } as unknown as Parameters<typeof phoneAddresses>[2];

  it("lists this machine's LAN IPv4 addresses with the port, when bound to every address", () => {
    expect(phoneAddresses('0.0.0.0', '8787', interfaces)).toEqual({ loopback: false, host: '0.0.0.0', origins: ['http://192.168.1.23:8787', 'http://10.0.0.7:8787'] });
  });

  it('lists only the address the server is bound to', () => {
    expect(phoneAddresses('10.0.0.7', '8787', interfaces).origins).toEqual(['http://10.0.0.7:8787']);
  });

  it('says a loopback server is out of reach and how to bind it', async () => {
    expect(phoneAddresses('127.0.0.1', '8787', interfaces)).toMatchObject({ loopback: true });
    const { app } = createContractApp({ captchaRate: 0, log: () => {} }, { host: '127.0.0.1' });
    const html = await (await app.request('http://localhost:8787/__dev/?lang=en')).text();
    expect(html).toContain('The server listens on 127.0.0.1 only, which a phone on the network cannot reach: start it with --host 0.0.0.0');
    const bound = createContractApp({ captchaRate: 0, log: () => {}, devHosts: ['0.0.0.0'] }, { host: '0.0.0.0' }).app;
    expect(await (await bound.request('http://localhost:8787/__dev/?lang=en')).text()).not.toContain('id="phone-loopback"');
  });
});
