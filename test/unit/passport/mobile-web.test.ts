import { describe, expect, it } from 'vitest';
import { MOBILE_WEB_PATHS } from '../../../domain/passport/api/mobile-web.api';
import { ssoLogoutUrl } from '../../../domain/passport/logout-urls';
import { obfuscate as o } from '../../../domain/passport/obfuscate';
import { PassportService } from '../../../domain/passport/passport.service';
import { ORIGIN, passportHarness, rejection } from './support';

/** A single-sign-on answer (SPEC §8 Passport basic): error_code 0 is success. */
const sso = (error_code: number, description: string, data: Record<string, unknown> = {}) => ({
  status: 200,
  body: { error_code, description, data },
  headers: { 'x-tt-logid': 'log-sso' },
});

function service(paths: Record<string, string> = {}) {
  const h = passportHarness({ config: { signingScriptUrl: false } });
  h.fetchMock.route('*', sso(0, 'success'));
  return { ...h, passport: new PassportService(h.client, { mobileWebPaths: paths }) };
}

type Case = [name: string, call: (p: PassportService) => Promise<unknown>, method: string, path: string, fields: Record<string, string>];

const CASES: Case[] = [
  ['send_activation_code v1', (p) => p.mobileWeb.sendActivationCode({ mobile: '13800000000' }), 'GET', '/send_activation_code/', { mobile: o('13800000000'), type: o('24'), mix_mode: '1' }],
  ['send_activation_code v2', (p) => p.mobileWeb.sendActivationCodeV2({ mobile: '13800000000', fp: 'fp1' }), 'GET', '/send_activation_code/v2/', { mobile: o('13800000000'), type: o('24'), fp: 'fp1' }],
  ['send_activation_code v2 without a fingerprint', (p) => p.mobileWeb.sendActivationCodeV2({ mobile: '13800000000' }), 'GET', '/send_activation_code/v2/', { fp: '' }],
  ['email activation link', (p) => p.mobileWeb.sendEmailActivationLink({ email: 'a@b.co', next: 'https://n.test/' }), 'GET', '/email_activation_link/', { email: o('a@b.co'), next: 'https://n.test/', mix_mode: '1' }],
  ['email activation code', (p) => p.mobileWeb.sendEmailActivationCode({ email: 'a@b.co' }), 'GET', '/email_activation_code/', { email: o('a@b.co'), type: o('1') }],
  ['quick_login', (p) => p.mobileWeb.quickLogin({ mobile: '13800000000', code: '1234', service: 'https://s.test/' }), 'GET', '/quick_login/', { mobile: o('13800000000'), code: o('1234'), service: 'https://s.test/' }],
  ['account_login', (p) => p.mobileWeb.accountLogin({ account: 'neo', password: 'pw', service: 'https://s.test/' }), 'POST', '/account_login/', { account: o('neo'), password: o('pw'), service: 'https://s.test/', mix_mode: '1' }],
  ['bind_mobile', (p) => p.mobileWeb.bindMobile({ mobile: '13800000000', code: '1234' }), 'POST', '/bind_mobile/', { mobile: o('13800000000'), code: o('1234') }],
  ['change_mobile', (p) => p.mobileWeb.changeMobile({ mobile: '13800000000', code: '1234', oldCode: '5678' }), 'POST', '/change_mobile/', { code: o('1234'), old_code: o('5678') }],
  ['register', (p) => p.mobileWeb.register({ mobile: '13800000000', code: '1234', password: 'pw' }), 'POST', '/register/', { password: o('pw') }],
  ['reset_password', (p) => p.mobileWeb.resetPassword({ mobile: '13800000000', code: '1234', password: 'pw' }), 'POST', '/reset_password/', { mobile: o('13800000000') }],
  ['quick_auth', (p) => p.mobileWeb.quickAuth('https://s.test/'), 'GET', '/quick_auth/', { service: 'https://s.test/' }],
  ['get_qrcode (older)', (p) => p.mobileWeb.getQrcode('https://s.test/'), 'GET', '/get_qrcode/', { service: 'https://s.test/' }],
  ['check_qrconnect (older)', (p) => p.mobileWeb.checkQrconnect({ service: 'https://s.test/', token: 'T' }), 'GET', '/check_qrconnect/', { service: 'https://s.test/', token: 'T' }],
];

describe('the older mobile-web area of SPEC §7 on the wire', () => {
  it.each(CASES)('%s', async (_name, call, method, path, fields) => {
    const h = service();
    await call(h.passport);
    const [sent] = h.calls();
    expect(sent).toMatchObject({ method, path });
    expect(method === 'GET' ? sent!.query : sent!.body).toMatchObject(fields);
    expect(sent!.query).toMatchObject({ aid: '1128' });
  });

  it('error_code 0 is success, with the data and the log id', async () => {
    const h = service();
    h.fetchMock.removeRoutes().route('*', sso(0, 'success', { user_id_str: '42' }));
    const result = await h.passport.mobileWeb.quickLogin({ mobile: '13800000000', code: '1234', service: 's' });
    expect(result).toMatchObject({ data: { user_id_str: '42' }, logId: 'log-sso' });
  });

  it('any other error_code rejects with the description as the message', async () => {
    const h = service();
    h.fetchMock.removeRoutes().route('*', sso(1202, '验证码错误'));
    const error = await rejection(h.passport.mobileWeb.quickLogin({ mobile: '13800000000', code: '1', service: 's' }));
    expect(error).toMatchObject({ code: 'SERVER', message: '验证码错误', errorCode: 1202, logId: 'log-sso' });
    expect(error.data).toMatchObject({ status: 'fail', error_code: 1202, message: '验证码错误' });
  });

  it('a failure without a description says 获取验证码失败! for a code request', async () => {
    const h = service();
    h.fetchMock.removeRoutes().route('*', sso(1206, ''));
    expect(await rejection(h.passport.mobileWeb.sendActivationCode({ mobile: '13800000000' }))).toMatchObject({ message: '获取验证码失败!' });
  });

  it('a publisher overrides a path; the rest keep the documented table', async () => {
    const h = service({ quickLogin: '/sso/quick_login/' });
    await h.passport.mobileWeb.quickLogin({ mobile: '13800000000', code: '1234', service: 's' });
    await h.passport.mobileWeb.sendActivationCode({ mobile: '13800000000' });
    expect(h.calls().map((c) => c.path)).toEqual(['/sso/quick_login/', MOBILE_WEB_PATHS.sendActivationCode]);
    expect(h.passport.mobileWeb.paths.register).toBe('/register/');
  });

  it('wap_login and logout are navigation addresses (SPEC §2, §7)', () => {
    const { passport } = service();
    const wap = new URL(passport.mobileWeb.wapLoginUrl({ platform: 'weibo', platformAppId: 17, next: 'https://n.test/' }));
    expect(wap.origin + wap.pathname).toBe(`${ORIGIN}/passport/auth/wap_login/`);
    expect(Object.fromEntries(wap.searchParams)).toMatchObject({ platform: 'weibo', platform_app_id: '17', next: 'https://n.test/', aid: '1128' });
    const logout = new URL(passport.mobileWeb.logoutUrl('https://b.test/'));
    expect(logout.pathname).toBe('/logout/');
    expect(Object.fromEntries(logout.searchParams)).toEqual({ page: 'https://b.test/', aid: '1128', service: 'https://b.test/' });
  });

  it('the logout address is on the single-sign-on origin as given, trailing slashes dropped', () => {
    const next = 'https://b.test/';
    const query = new URLSearchParams({ page: next, aid: '1128', service: next });
    expect(ssoLogoutUrl({ origin: 'https://sso.test//', aid: 1128, next })).toBe(`https://sso.test/logout/?${query}`);
    expect(ssoLogoutUrl({ origin: 'https://sso.test', aid: 1128, next, path: '/sso/logout/' })).toBe(`https://sso.test/sso/logout/?${query}`);
  });
});
