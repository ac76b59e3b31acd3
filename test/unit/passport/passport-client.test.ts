import { describe, expect, it, vi } from 'vitest';
import { obfuscate } from '../../../domain/passport/obfuscate';
import type { PassportFailure } from '../../../domain/http/passport-envelope';
import { SIGNING_SCRIPT_URLS, SIGNING_SCRIPT_VERSION, type PassportConfig } from '../../../domain/passport/passport.config';
import { PassportClient } from '../../../domain/passport/passport.client';
import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { FakePage } from '../../../adapters/fake/fake-page';
import { FakeSigner } from '../../../adapters/fake/fake-signer';
import { fail, ok, ORIGIN, passportHarness, rejection, SIGNING_URL } from './support';

describe('PassportClient: the SPEC §7 conventions in one place', () => {
  it('posts form-encoded with obfuscated sensitive fields, mix_mode, common params, the CSRF header and cookies', async () => {
    const h = passportHarness({ cookies: { passport_csrf_token: 'csrf-1' }, config: { subjectAid: 77, affMultiLogin: true } });
    h.fetchMock.route(`begin:${ORIGIN}/passport/web/sms_login/`, ok({ user_id_str: '1' }));
    const sent = vi.spyOn(h.http, 'request');
    await h.client.request({ method: 'POST', path: '/passport/web/sms_login/', params: { mobile: '13800000000', code: '1234', next: 'https://x.test/' } });
    const [call] = h.calls();
    expect(call).toMatchObject({
      method: 'POST',
      path: '/passport/web/sms_login/',
      query: { aid: '1128', account_sdk_source: 'web', language: 'zh', subject_aid: '77', aff_multi_login: '1' },
      body: { mobile: obfuscate('13800000000'), code: obfuscate('1234'), next: 'https://x.test/', mix_mode: '1' },
    });
    expect(call!.headers['x-tt-passport-csrf-token']).toBe('csrf-1');
    expect(String(h.fetchMock.callHistory.calls()[0]!.options.headers?.['content-type' as never])).toContain('application/x-www-form-urlencoded');
    expect(sent.mock.calls[0]![0]).toMatchObject({ withCredentials: true, encoding: 'form' });
  });

  it('serialises object fields as JSON in the form body and in a GET query', async () => {
    const h = passportHarness();
    h.fetchMock.route('*', ok());
    await h.client.request({ method: 'POST', path: '/passport/web/x/', params: { extras: { a: 1 } } });
    await h.client.request({ method: 'GET', path: '/passport/web/x/', params: { extras: { a: 1 } } });
    expect(h.calls()[0]!.body).toMatchObject({ extras: '{"a":1}' });
    expect(h.calls()[1]!.query).toMatchObject({ extras: '{"a":1}' });
  });

  it('loads the signing script through the ScriptLoaderPort and signs posts with a _signature query', async () => {
    const h = passportHarness();
    h.fetchMock.route('*', ok());
    await h.client.request({ method: 'POST', path: '/passport/web/user/login/', params: { account: 'a', password: 'p' } });
    expect(h.scriptLoader.loads.map((l) => l.url)).toEqual([SIGNING_URL]);
    const call = h.calls()[0]!;
    expect(call.query._signature).toBe(`sig-${h.signer.signed[0]!.length}`);
    expect(h.signer.signed[0]).toContain('/passport/web/user/login/?aid=1128');
  });

  it("a post's query holds the common params and the signature only, and the signature covers that address", async () => {
    const h = passportHarness();
    h.fetchMock.route('*', ok());
    await h.client.request({ method: 'POST', path: '/passport/web/user/login/', params: { account: 'a', password: 'p', next: 'https://n.test/' } });
    const { _signature, ...query } = h.calls()[0]!.query;
    expect(query).toEqual({ aid: '1128', account_sdk_source: 'web', language: 'zh' });
    const signed = new URL(h.signer.signed[0]!);
    expect(signed.origin + signed.pathname).toBe(`${ORIGIN}/passport/web/user/login/`);
    expect(Object.fromEntries(signed.searchParams)).toEqual(query);
    expect(_signature).toBe(`sig-${h.signer.signed[0]!.length}`);
  });

  it('signs posts without a script loader (the signing script already on the page)', async () => {
    const { http, fetchMock } = createFakeHttp();
    fetchMock.route('*', ok());
    const signer = new FakeSigner();
    await new PassportClient({ http, page: new FakePage(), signer }, { origin: ORIGIN, aid: 1128 }).request({ method: 'POST', path: '/passport/web/x/' });
    expect(new URL(fetchMock.callHistory.calls()[0]!.url).searchParams.get('_signature')).toBe(`sig-${signer.signed[0]!.length}`);
  });

  it('obfuscates every sensitive text or number field, adds mix_mode only when one was, and passes other values unchanged', async () => {
    const h = passportHarness();
    h.fetchMock.route('*', ok());
    await h.client.request({ method: 'POST', path: '/passport/web/x/', params: { sms_code: '1234', new_password: 'n', type: 24, scene: 's' } });
    await h.client.request({ method: 'POST', path: '/passport/web/x/', params: { scene: 's', type: true, account: { a: 1 } } });
    const [sensitive, plain] = h.calls();
    expect(sensitive!.body).toEqual({ sms_code: obfuscate('1234'), new_password: obfuscate('n'), type: obfuscate('24'), scene: 's', mix_mode: '1' });
    expect(plain!.body).toEqual({ scene: 's', type: 'true', account: '{"a":1}' });
  });

  it('sends GETs unsigned with their params (obfuscated) in the query', async () => {
    const h = passportHarness();
    h.fetchMock.route('*', ok());
    await h.client.request({ method: 'GET', path: '/passport/web/cancel/check/', params: { value_ticket: 'vt' } });
    const call = h.calls()[0]!;
    expect(call.query).toMatchObject({ value_ticket: obfuscate('vt'), mix_mode: '1', aid: '1128' });
    expect(call.query._signature).toBeUndefined();
    expect(h.scriptLoader.loads).toHaveLength(0);
  });

  it('by default loads a named version of the signing script, never the moving "latest" file', () => {
    for (const url of Object.values(SIGNING_SCRIPT_URLS)) {
      expect(url).not.toMatch(/lates?t/i);
      expect(url.endsWith(`/secsdk-${SIGNING_SCRIPT_VERSION}.umd.js`)).toBe(true);
    }
    expect(SIGNING_SCRIPT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('loads a pinned signing script with its backups and integrity hash', async () => {
    const pinned = { url: 'https://cdn.test/secsdk-2.0.0.js', backups: ['https://cdn2.test/secsdk-2.0.0.js'], integrity: 'sha384-pinned' };
    const h = passportHarness({ config: { signingScript: pinned } });
    h.scriptLoader.succeed(pinned.url);
    h.fetchMock.route('*', ok());
    await h.client.request({ method: 'POST', path: '/passport/web/x/' });
    expect(h.scriptLoader.loads).toEqual([{ url: pinned.url, attrs: { crossorigin: 'anonymous', integrity: 'sha384-pinned' } }]);
  });

  it('picks the signing script by region, and sends posts unsigned when signing is off or the script failed', async () => {
    const off = passportHarness({ config: { signingScriptUrl: false } });
    off.fetchMock.route('*', ok());
    await off.client.request({ method: 'POST', path: '/passport/web/x/' });
    expect(off.calls()[0]!.query._signature).toBeUndefined();

    const cn = passportHarness({ config: { signingScriptUrl: undefined } });
    expect(cn.client.config).toMatchObject({ region: 'cn', signingScript: { url: SIGNING_SCRIPT_URLS.cn } });
    expect(new URL(SIGNING_SCRIPT_URLS.cn).host).toBe('lf3-cdn-tos.bytegoofy.com');

    const sg = passportHarness({ config: { signingScriptUrl: undefined, region: 'sg' } });
    expect(sg.client.config.signingScript).toEqual({ url: SIGNING_SCRIPT_URLS.sg });
    expect(new URL(SIGNING_SCRIPT_URLS.sg).host).toBe('sf16-website-login.neutral.ttwstatic.com');

    const blocked = passportHarness();
    blocked.signer.available = false;
    blocked.fetchMock.route('*', ok());
    await blocked.client.request({ method: 'POST', path: '/passport/web/x/' });
    expect(blocked.calls()[0]!.query._signature).toBeUndefined();
  });

  it('SPEC §8: a failure rejects SERVER with the description as message, the failure shape and the log id', async () => {
    const h = passportHarness();
    h.fetchMock.route('*', fail(1202, '验证码错误'));
    const error = await rejection(h.client.request({ method: 'POST', path: '/passport/web/sms_login/' }));
    expect(error).toMatchObject({ code: 'SERVER', message: '验证码错误', errorCode: 1202, logId: 'log-fail' });
    expect(error.data as PassportFailure).toMatchObject({ status: 'fail', captcha: '', message: '验证码错误', error_code: 1202 });
  });

  it('returns the data, the x-tt-logid and the redirect address of a success', async () => {
    const h = passportHarness();
    h.fetchMock.route('*', ok({ user_id_str: '9', redirect_url: 'https://next.test/' }, { 'x-tt-logid': 'L-7' }));
    const result = await h.client.request<{ user_id_str: string }>({ method: 'POST', path: '/passport/web/email/login/' });
    expect(result).toMatchObject({ data: { user_id_str: '9' }, logId: 'L-7', redirectUrl: 'https://next.test/' });
  });

  it('tests success by source: sso by error_code 0, auth by status_code 0, web by message success', async () => {
    const h = passportHarness();
    h.fetchMock.route('path:/sso', { status: 200, body: { error_code: 0, description: '', data: { a: 1 } } });
    h.fetchMock.route('path:/auth', { status: 200, body: { status_code: 0, data: { b: 2 } } });
    h.fetchMock.route('path:/auth-fail', { status: 200, body: { status_code: 7, status_msg: 'denied' } });
    expect((await h.client.request({ method: 'GET', path: '/sso', source: 'sso' })).data).toEqual({ a: 1 });
    expect((await h.client.request({ method: 'GET', path: '/auth', source: 'auth' })).data).toEqual({ b: 2 });
    expect(await rejection(h.client.request({ method: 'GET', path: '/auth-fail', source: 'auth' }))).toMatchObject({ message: 'denied', errorCode: 7 });
    expect(await rejection(h.client.request({ method: 'GET', path: '/sso' }))).toMatchObject({ code: 'SERVER' });
  });

  it.each([502, 404, 302, 300])("SPEC §8: a status %i rejects HTTP_STATUS 'Request failed with status code {n}'", async (status) => {
    const h = passportHarness();
    h.fetchMock.route('*', { status, body: 'not an answer', headers: { 'x-tt-logid': 'L-5' } });
    expect(await rejection(h.client.request({ method: 'GET', path: '/x' }))).toMatchObject({ code: 'HTTP_STATUS', message: `Request failed with status code ${status}`, status, logId: 'L-5' });
  });

  it.each([200, 201, 202, 299])('SPEC §8: a status %i is an answer, read by its envelope', async (status) => {
    const h = passportHarness();
    h.fetchMock.route('path:/ok', { ...ok({ user_id_str: '9' }), status });
    h.fetchMock.route('path:/fail', { ...fail(1202, '验证码错误'), status });
    expect((await h.client.request<{ user_id_str: string }>({ method: 'GET', path: '/ok' })).data).toEqual({ user_id_str: '9' });
    expect(await rejection(h.client.request({ method: 'GET', path: '/fail' }))).toMatchObject({ code: 'SERVER', message: '验证码错误', errorCode: 1202 });
  });

  it('a 2xx without an envelope is a failure with the call\'s message, not a status error', async () => {
    const h = passportHarness();
    h.fetchMock.route('*', { status: 204 });
    expect(await rejection(h.client.request({ method: 'POST', path: '/x', failureMessage: '登录失败' }))).toMatchObject({ code: 'SERVER', message: '登录失败' });
  });

  it('builds navigation addresses with the common params', () => {
    const h = passportHarness();
    const url = new URL(h.client.url('/passport/web/logout/', { next: 'https://back.test/' }));
    expect(url.origin + url.pathname).toBe(`${ORIGIN}/passport/web/logout/`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ aid: '1128', account_sdk_source: 'web', next: 'https://back.test/' });
  });
});

describe('PassportClient: timeouts (SPEC §9: the passport client has no default)', () => {
  const slowClient = (config: Partial<PassportConfig>) => {
    // The transport's own default (30 ms) is shorter than the answer (80 ms).
    const { http, fetchMock } = createFakeHttp({ timeoutMs: 30 });
    fetchMock.route('*', ok({ user_id_str: '1' }), { delay: 80 });
    return new PassportClient({ http, page: new FakePage() }, { origin: ORIGIN, aid: 1128, signingScriptUrl: false, ...config });
  };

  it('sets no deadline by default: a slow answer past the transport default still arrives', async () => {
    await expect(slowClient({}).request({ method: 'GET', path: '/passport/web/x/' })).resolves.toMatchObject({ data: { user_id_str: '1' } });
  });

  it("fails with TIMEOUT 'Request Timeout' past the page's own passport timeoutMs", async () => {
    const error = await rejection(slowClient({ timeoutMs: 20 }).request({ method: 'GET', path: '/passport/web/x/' }));
    expect(error).toMatchObject({ code: 'TIMEOUT', message: 'Request Timeout' });
  });
});

describe('PassportClient: a bad passport timeout', () => {
  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses timeoutMs %s with INVALID_ARGUMENT', (timeoutMs) => {
    const { http } = createFakeHttp();
    expect(() => new PassportClient({ http, page: new FakePage() }, { origin: ORIGIN, aid: 1128, timeoutMs })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('passport.timeoutMs') }),
    );
  });
});
