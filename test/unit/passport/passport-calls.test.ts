import { describe, expect, it } from 'vitest';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { PassportService } from '../../../domain/passport/passport.service';
import { EMAIL_CODE_TYPES, PASSPORT_DEFAULTS, VERIFICATION_TYPES } from '../../../domain/passport/verification-types';
import { ok, ORIGIN, passportHarness } from './support';

function service() {
  const h = passportHarness({ config: { signingScriptUrl: false } });
  h.fetchMock.route('*', ok());
  return { ...h, passport: new PassportService(h.client) };
}

type Case = [name: string, call: (p: PassportService) => Promise<unknown>, method: string, path: string, fields: Record<string, string>];

const o = obfuscate;
const CASES: Case[] = [
  ['send_code', (p) => p.code.sendCode({ mobile: '13800000000', type: VERIFICATION_TYPES.login }), 'POST', '/passport/web/send_code/', { mobile: o('13800000000'), type: o('24') }],
  ['email/send_code', (p) => p.code.sendEmailCode({ email: 'a@b.co', type: EMAIL_CODE_TYPES.loginOrVerify }), 'POST', '/passport/web/email/send_code/', { email: o('a@b.co'), type: o('13') }],
  ['validate_code', (p) => p.code.validateCode({ mobile: '1', code: '2', type: 4 }), 'POST', '/passport/web/validate_code/', { code: o('2') }],
  ['email/verify', (p) => p.code.verifyEmail({ email: 'e', code: '1', ectType: 4 }), 'POST', '/passport/web/email/verify/', { ect_type: '4' }],
  ['mobile/check_code', (p) => p.code.checkMobileCode({ mobile: '1', code: '2', type: 22 }), 'POST', '/passport/web/mobile/check_code/', { mobile: o('1'), code: o('2'), type: o('22') }],
  ['email/check_code', (p) => p.code.checkEmailCode({ email: 'e', code: '2', type: 6 }), 'POST', '/passport/web/email/check_code/', { email: o('e'), code: o('2'), type: o('6') }],
  ['check_mobile_registered', (p) => p.code.checkMobileRegistered('1'), 'POST', '/passport/web/user/check_mobile_registered/', { mobile: o('1') }],
  ['check_email_registered', (p) => p.code.checkEmailRegistered('e'), 'POST', '/passport/web/user/check_email_registered/', { email: o('e') }],
  ['sms_login', (p) => p.login.smsLogin({ mobile: '1', code: '2' }), 'POST', '/passport/web/sms_login/', { mobile: o('1'), code: o('2'), need_frozen_user: '0' }],
  ['sms_login_only', (p) => p.login.smsLoginOnly({ mobile: '1', code: '2' }), 'POST', '/passport/web/sms_login_only/', { mobile: o('1'), code: o('2') }],
  ['sms_login_continue', (p) => p.login.smsLoginContinue({ mobile: '1', smsCodeKey: 'K' }), 'POST', '/passport/web/sms_login_continue/', { sms_code_key: 'K' }],
  ['email/login', (p) => p.login.emailLogin({ email: 'e', password: 'pw' }), 'POST', '/passport/web/email/login/', { password: o('pw') }],
  ['email/code_login', (p) => p.login.emailCodeLogin({ email: 'e', code: '1' }), 'POST', '/passport/web/email/code_login/', {}],
  ['user/login', (p) => p.login.userLogin({ account: 'neo', password: 'pw' }), 'POST', '/passport/web/user/login/', { account: o('neo') }],
  ['auth/login', (p) => p.login.authLogin({ platformAppId: 1, platform: 'google', code: 'c' }), 'POST', '/passport/web/auth/login/', { platform_app_id: '1', platform: 'google' }],
  ['auth/login_only', (p) => p.login.authLoginOnly({ platformAppId: 1, accessToken: 't' }), 'POST', '/passport/web/auth/login_only/', { access_token: 't' }],
  ['account/info/v2', (p) => p.login.accountInfoV2(), 'GET', '/passport/web/account/info/v2/', {}],
  ['account/info', (p) => p.login.accountInfo(), 'GET', '/passport/web/account/info/', {}],
  ['logout', (p) => p.login.logout(), 'GET', '/passport/web/logout/', {}],
  ['auth/bind_login', (p) => p.register.authBindLogin({ platformAppId: 2, mobile: '1', code: '2' }), 'POST', '/passport/web/auth/bind_login/', { platform_app_id: '2', mobile: o('1'), code: o('2') }],
  ['mobile/bind_login', (p) => p.register.mobileBindLogin({ mobile: '1', code: '2' }), 'POST', '/passport/web/mobile/bind_login/', { unbind_exist: '0' }],
  ['mobile_email_register', (p) => p.register.mobileEmailRegister({ mobile: '1', code: '2', email: 'e', password: 'p' }), 'POST', '/passport/web/mobile_email_register/', { mobile: o('1'), code: o('2'), email: o('e'), password: o('p') }],
  ['mobile/register', (p) => p.register.mobileRegister({ mobile: '1', code: '2' }), 'POST', '/passport/web/mobile/register/', { mobile: o('1'), code: o('2') }],
  ['email/register_verify', (p) => p.register.emailRegisterVerify({ email: 'e', code: '2', password: 'p' }), 'POST', '/passport/web/email/register_verify/', { email: o('e'), code: o('2'), password: o('p'), type: o('1') }],
  ['register_verify_login', (p) => p.register.registerVerifyLogin({ email: 'e', code: '2' }), 'POST', '/passport/web/register_verify_login/', { email: o('e'), code: o('2'), need_frozen_user: '0' }],
  ['auth/show_oauth_mobile', (p) => p.register.showOauthMobile({ platformAppId: 3, profileKey: 'pk' }), 'POST', '/passport/web/auth/show_oauth_mobile/', { profile_key: 'pk' }],
  ['mobile/bind', (p) => p.bind.mobile('bind', { mobile: '1', code: '2' }), 'POST', '/passport/web/mobile/bind/', { unbind_exist: '0' }],
  ['mobile/change', (p) => p.bind.mobile('change', { mobile: '1', code: '2', ticket: 't' }), 'POST', '/passport/web/mobile/change/', { ticket: o('t') }],
  ['mobile/unbind', (p) => p.bind.mobile('unbind', { ticket: 't' }), 'POST', '/passport/web/mobile/unbind/', {}],
  ['mobile/switch_bind', (p) => p.bind.mobile('switch_bind', { mobile: '1', code: '2', unbindExist: 1 }), 'POST', '/passport/web/mobile/switch_bind/', { unbind_exist: '1' }],
  ['email/bind', (p) => p.bind.email('bind', { email: 'e', code: '2' }), 'POST', '/passport/web/email/bind/', {}],
  ['auth/bind, unbind_exist 1', (p) => p.bind.thirdParty('bind', { platformAppId: 4, platform: 'line', unbindExist: 1 }), 'POST', '/passport/web/auth/bind/', { unbind_exist: '1' }],
  ['auth/unbind', (p) => p.bind.thirdParty('unbind', { platformAppId: 4, platform: 'line' }), 'POST', '/passport/web/auth/unbind/', { platform: 'line' }],
  ['password/reset', (p) => p.password.resetByMobile({ mobile: '1', code: '2', password: 'p' }), 'POST', '/passport/web/password/reset/', {}],
  ['password/reset_by_email', (p) => p.password.resetByEmail({ email: 'e', code: '2', password: 'p' }), 'POST', '/passport/web/password/reset_by_email/', { email: o('e'), code: o('2'), password: o('p') }],
  ['password/reset_by_ticket', (p) => p.password.resetByTicket({ ticket: 't', password: 'p' }), 'POST', '/passport/web/password/reset_by_ticket/', { ticket: o('t'), password: o('p') }],
  ['password/change', (p) => p.password.change({ code: '1', password: 'p' }), 'POST', '/passport/web/password/change/', { code: o('1'), password: o('p') }],
  ['password/update', (p) => p.password.update({ password: 'n', currentPassword: 'c' }), 'POST', '/passport/web/password/update/', { current_password: o('c') }],
  ['password/set', (p) => p.password.set({ password: 'p' }), 'POST', '/passport/web/password/set/', {}],
  ['password/has_set', (p) => p.password.hasSet(), 'POST', '/passport/web/password/has_set/', {}],
  ['password/has_set GET', (p) => p.password.hasSet('GET'), 'GET', '/passport/web/password/has_set/', {}],
  ['account/verify', (p) => p.verify.account({ mobile: '1', code: '2', type: 22 }), 'POST', '/passport/web/account/verify/', {}],
  ['auth/verify', (p) => p.verify.auth({ platformAppId: 5, code: 'c' }), 'POST', '/passport/web/auth/verify/', {}],
  ['sms/authorize', (p) => p.verify.smsAuthorize({ mobile: '1', code: '2' }), 'POST', '/passport/web/sms/authorize/', { type: o('26') }],
  ['cancel_verify_way', (p) => p.cancel.verifyWay('ct'), 'GET', '/passport/web/cancel_verify_way/', { cancel_ticket: o('ct') }],
  ['cancel/check', (p) => p.cancel.check('vt'), 'GET', '/passport/web/cancel/check/', { value_ticket: o('vt') }],
  ['cancel/confirm', (p) => p.cancel.confirm({ cancelTicket: 'ct', abandon: 1 }), 'POST', '/passport/web/cancel/confirm/', { abandon: '1' }],
  ['open auth_info', (p) => p.openAuth.authInfo({ clientKey: 'ck', scope: 'user_info' }), 'GET', '/passport/web/open/auth_info/', { client_key: 'ck', scope: 'user_info' }],
  ['open send_code', (p) => p.openAuth.sendCode('1'), 'GET', '/passport/web/open/send_code/', { type: o('27') }],
  ['open sms_auth', (p) => p.openAuth.smsAuth({ clientKey: 'ck', scope: 's', mobile: '1', code: '2', state: 'st' }), 'POST', '/passport/web/open/sms_auth/', { state: 'st' }],
  ['open account_auth', (p) => p.openAuth.accountAuth({ clientKey: 'ck', scope: 's', account: 'a', password: 'p' }), 'POST', '/passport/web/open/account_auth/', { client_key: 'ck', account: o('a'), password: o('p') }],
  ['open third_party_auth', (p) => p.openAuth.thirdPartyAuth({ clientKey: 'ck', scope: 's', platformAppId: 6 }), 'POST', '/passport/web/open/third_party_auth/', { client_key: 'ck' }],
  ['get_qrcode', (p) => p.qr.getQrcode('https://n.test/'), 'GET', '/passport/web/get_qrcode/', { next: 'https://n.test/' }],
  ['check_qrconnect', (p) => p.qr.checkQrconnect({ next: 'n', token: 'T' }), 'GET', '/passport/web/check_qrconnect/', { token: 'T' }],
];

describe('the passport web calls of SPEC §7 on the wire', () => {
  it.each(CASES)('%s', async (_name, call, method, path, fields) => {
    const h = service();
    await call(h.passport);
    const [sent] = h.calls();
    expect(sent).toMatchObject({ method, path });
    expect(method === 'GET' ? sent!.query : sent!.body).toMatchObject(fields);
    expect(sent!.query).toMatchObject({ aid: '1128', account_sdk_source: 'web' });
  });

  it('the SPEC §9 constants', () => {
    expect(VERIFICATION_TYPES).toMatchObject({ register: 1, login: 24, bindMobile: 17, newManager: 101, smsAuthorize: 26, openAuth: 27 });
    expect(Object.keys(VERIFICATION_TYPES)).toHaveLength(18);
    expect(EMAIL_CODE_TYPES).toEqual({ register: 1, resetPassword: 4, loginOrVerify: 13 });
    expect(PASSPORT_DEFAULTS).toEqual({ needFrozenUser: 0, unbindExist: 0, kickOther: 0 });
  });

  it('logout and redirect are navigation addresses with next', () => {
    const { passport } = service();
    expect(passport.login.logoutUrl('https://b.test/')).toBe(`${ORIGIN}/passport/web/logout/?aid=1128&account_sdk_source=web&language=zh&next=https%3A%2F%2Fb.test%2F`);
    expect(passport.login.redirectUrl('https://b.test/')).toBe(`${ORIGIN}/passport/web/redirect/?aid=1128&account_sdk_source=web&language=zh&next=https%3A%2F%2Fb.test%2F`);
  });
});
