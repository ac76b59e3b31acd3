import { describe, expect, it } from 'vitest';
import { FakeClock, FakePage, FakeRandom, InMemoryStorage } from '../../../adapters/fake/index';
import { TrackingService } from '../../../domain/tracking/tracking.service';
import { obfuscate } from '../../../domain/passport/obfuscate';
import type { HttpRequest } from '../../../ports/http.port';
import { REDACTED_IN_QUERY, SECRETS as SAMPLE_SECRETS, leaksIn } from '../support/secret-forms';

const SECRETS = ['tok-1', 'code-2', 'state-3', 'at-4', 'it-5', 'ticket-6', 'sms-7', 'pw-8', 'ref-9', 'secret-10', 'userinfo-11'];

interface ReportBody {
  url: string;
  shark_params: { webheader: { referrer: string }; params: Record<string, unknown> };
  [name: string]: unknown;
}

/** A tracking service on a page at `url`, recording what it sends. */
function trackingOn(url: string, { referrer = '', redactParams = undefined as readonly string[] | undefined } = {}) {
  const bodies: ReportBody[] = [];
  const http = { request: async (request: HttpRequest) => (bodies.push(request.body as ReportBody), { status: 200, headers: {}, data: { code: 0 } as never }) };
  const service = new TrackingService({ http, page: new FakePage({ url, referrer }), storage: new InMemoryStorage(), random: new FakeRandom(1), clock: new FakeClock() }, { appId: 'a', activityId: 'b', zone: 'cn', apiOrigin: 'https://api.test', redactParams });
  return { service, bodies };
}

describe('reports carry no credentials from the address (issue 9, finding 3)', () => {
  it('redacts credentials by name in the page URL, every query and hash parameter and the referrer; campaign parameters stay', async () => {
    const { service, bodies } = trackingOn(
      'https://userinfo-11:pw@campaign.test/event/?token=tok-1&CODE=code-2&state=state-3&role_id=r1&share_code=AB12CD34&from_source=ad#access_token=at-4&id_token=it-5&verify_ticket=ticket-6',
      { referrer: 'https://sso.test/callback?sms_code=sms-7&password=pw-8&oauth_verifier=ref-9&client_secret=secret-10&lang=zh' },
    );
    await expect(service.track('act_H5_open')).resolves.toBe(true);
    const [body] = bodies;
    const wire = JSON.stringify(body);
    for (const secret of SECRETS) expect(wire, secret).not.toContain(secret);
    expect(body).toMatchObject({ token: '[redacted]', CODE: '[redacted]', state: '[redacted]', access_token: '[redacted]', id_token: '[redacted]', verify_ticket: '[redacted]' });
    expect(body).toMatchObject({ role_id: 'r1', share_code: 'AB12CD34', from_source: 'ad' });
    const url = new URL(body!.url);
    expect([url.username, url.password]).toEqual(['', '']);
    expect(url.searchParams.get('role_id')).toBe('r1');
    expect(url.searchParams.get('token')).toBe('[redacted]');
    expect(new URLSearchParams(url.hash.slice(1)).get('access_token')).toBe('[redacted]');
    expect(new URL(body!.shark_params.webheader.referrer).searchParams.get('lang')).toBe('zh');
  });

  it('redacts the parameters of a hash route (#/path?code=...) and keeps the route', async () => {
    const { service, bodies } = trackingOn('https://campaign.test/#/reward?code=code-2&ticket=ticket-6&server_id=s1');
    await service.track('act_H5_open');
    const [body] = bodies;
    expect(body!.url).toBe('https://campaign.test/#/reward?code=%5Bredacted%5D&ticket=%5Bredacted%5D&server_id=s1');
    expect(body).toMatchObject({ code: '[redacted]', ticket: '[redacted]', server_id: 's1' });
  });

  it('leaves an address without credentials exactly as it was', async () => {
    const address = 'https://campaign.test/a/?role_id=r%201&x=1#top';
    const { service, bodies } = trackingOn(address);
    await service.track('act_H5_open');
    expect(bodies[0]!.url).toBe(address);
  });

  it("redacts the page's own parameter names too (redactParams), on top of the built-in list", async () => {
    const { service, bodies } = trackingOn('https://campaign.test/?invite_secret_word=w1&role_id=r1&token=tok-1', { redactParams: ['Invite_Secret_Word'] });
    await service.track('act_H5_open');
    expect(bodies[0]).toMatchObject({ invite_secret_word: '[redacted]', token: '[redacted]', role_id: 'r1' });
  });

  it('does not take open_id from the address as the user id: only a logged-in user fills user_unique_id and passport_id', async () => {
    const { service, bodies } = trackingOn('https://campaign.test/?open_id=someone-else');
    expect(service.fields()).toMatchObject({ user_unique_id: undefined, passport_id: undefined });
    service.identify({ userId: '7001' });
    await service.track('act_H5_open');
    expect(bodies[0]!.shark_params.params).toMatchObject({ user_unique_id: '7001', passport_id: '7001' });
  });
});

describe('reports carry no credential, mobile or email in any form (issue 26, findings 1 and 2)', () => {
  const E = encodeURIComponent;
  const R = REDACTED_IN_QUERY;
  const { token: TOKEN, openId: OPEN_ID, mobile: MOBILE, email: EMAIL } = SAMPLE_SECRETS;

  it('redacts encoded names, addresses inside page parameters and the referrer, download_url and any field a report carries; open_id stays', async () => {
    const page = `https://campaign.test/?%74oken=${TOKEN}&open_id=${OPEN_ID}&next=${E(`https://campaign.test/b?token=${TOKEN}&mobile=${MOBILE}`)}&role_id=r1`;
    const { service, bodies } = trackingOn(page, { referrer: `https://ref.test/?back=${E(`https://x.test/?email=${E(EMAIL)}`)}` });
    await service.track('act_download_start', {
      download_url: `https://cdn.test/game.apk?token=${TOKEN}&v=2`,
      fail_reason: `failed: https://s.test/?mobile=${obfuscate(MOBILE)}`,
      profile: { Email: EMAIL },
    });
    const [body] = bodies;
    expect(leaksIn(JSON.stringify(body), [TOKEN, MOBILE, EMAIL])).toEqual([]);
    expect(body).toMatchObject({ open_id: OPEN_ID, role_id: 'r1', token: '[redacted]', next: `https://campaign.test/b?token=${R}&mobile=${R}` });
    expect(body!.shark_params.params).toMatchObject({ download_url: `https://cdn.test/game.apk?token=${R}&v=2`, fail_reason: `failed: https://s.test/?mobile=${R}`, profile: { Email: '[redacted]' } });
  });
});

describe('reports carry no value past a ) and no name[...] value (issue 35, finding 5)', () => {
  it('redacts ?token=ab)SECRET-TAIL&token[]=ARRAYSECRET whole, in the body and in url', async () => {
    const { service, bodies } = trackingOn('https://campaign.test/?token=ab)SECRET-TAIL&token[]=ARRAYSECRET&token%5B0%5D=ENCODED-SECRET&role_id=r1');
    await service.track('act_H5_open');
    const [body] = bodies;
    expect(leaksIn(JSON.stringify(body), ['SECRET-TAIL', 'ARRAYSECRET', 'ENCODED-SECRET'])).toEqual([]);
    expect(body).toMatchObject({ token: '[redacted]', 'token[]': '[redacted]', 'token[0]': '[redacted]', role_id: 'r1' });
    expect(body!.url).toBe(`https://campaign.test/?token=${REDACTED_IN_QUERY}&token[]=${REDACTED_IN_QUERY}&token%5B0%5D=${REDACTED_IN_QUERY}&role_id=r1`);
  });
});
