import { describe, expect, it } from 'vitest';
import type { PassportFailure } from '../../domain/http/passport-envelope';
import { EMAIL_CODE_TYPES, VERIFICATION_TYPES } from '../../domain/passport/verification-types';
import type { CampaignKitError } from '../../ports/errors';
import { passportOverContract } from './passport-support';

const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (e: CampaignKitError) => e);
/** The demo's short-video app platform (platform_app_id 887, SPEC §9), whose grants a dev door issues. */
const AWEME = { platform: 'aweme', platformAppId: 887 } as const;

type Harness = ReturnType<typeof passportOverContract>;
const grant = async (t: Harness) => ((await (await t.post('/__dev/passport/app-grant', {})).json()) as { code: string }).code;
const code = async (t: Harness, target: string) => (await t.dev<{ code: string }>(`code/${target}`)).code;
const smsLogIn = async (t: Harness, mobile: string) => {
  await t.passport.code.sendCode({ mobile, type: VERIFICATION_TYPES.login });
  return (await t.passport.login.smsLogin({ mobile, code: await code(t, mobile) })).data.user_id_str;
};

describe('contract server: code checks, switch_bind and third-party operations against the real PassportClient', () => {
  it('validate_code, email/verify and sms/authorize hand out a ticket for a right code only', async () => {
    const t = passportOverContract();
    await t.passport.code.sendCode({ mobile: '13512360001', type: VERIFICATION_TYPES.resetByMobileOrVerifyOldEmail });
    expect(await rejection(t.passport.code.validateCode({ mobile: '13512360001', code: '0000x', type: 6 }))).toMatchObject({ errorCode: 1202, message: '验证码错误' });
    expect((await t.passport.code.validateCode({ mobile: '13512360001', code: await code(t, '13512360001'), type: 6 })).data.ticket).toMatch(/^vt-/);

    await t.passport.code.sendEmailCode({ email: 'player@example.com', type: EMAIL_CODE_TYPES.resetPassword });
    const { data } = await t.passport.code.verifyEmail({ email: 'player@example.com', code: await code(t, 'player@example.com'), ectType: EMAIL_CODE_TYPES.resetPassword });
    await t.passport.password.resetByTicket({ ticket: data.ticket!, password: 'Another99' });
    expect((await t.passport.login.emailLogin({ email: 'player@example.com', password: 'Another99' })).data.user_id_str).toBe('1000000000000001');

    await t.passport.code.sendCode({ mobile: '13512360002', type: VERIFICATION_TYPES.smsAuthorize });
    expect((await t.passport.verify.smsAuthorize({ mobile: '13512360002', code: await code(t, '13512360002') })).data.ticket).toMatch(/^vt-/);
  });

  it('mobile/switch_bind moves a mobile from its account to the logged-in one; email/switch_bind moves an email', async () => {
    const t = passportOverContract();
    const me = await smsLogIn(t, '13512360003');
    await t.passport.code.sendCode({ mobile: '13700000002', type: VERIFICATION_TYPES.bindMobile });
    await t.passport.bind.mobile('switch_bind', { mobile: '13700000002', code: await code(t, '13700000002') });
    expect((await t.passport.login.accountInfoV2()).data.mobile).toBe('137******02');
    expect(await smsLogIn(t, '13700000002')).toBe(me);

    await t.passport.code.sendEmailCode({ email: 'lilei@example.com', type: VERIFICATION_TYPES.bind });
    await t.passport.bind.email('switch_bind', { email: 'lilei@example.com', code: await code(t, 'lilei@example.com') });
    expect((await t.passport.login.accountInfoV2()).data.email).toBe('lilei@example.com');
  });

  it('auth/login_only refuses an unbound identity with a profile_key; auth/bind_login binds it to a mobile; show_oauth_mobile shows that mobile', async () => {
    const t = passportOverContract();
    const refused = await rejection(t.passport.login.authLoginOnly({ ...AWEME, code: await grant(t) }));
    expect(refused).toMatchObject({ code: 'SERVER', errorCode: 1011 });
    const profileKey = ((refused!.data as PassportFailure).data as { profile_key: string }).profile_key;
    expect((await t.passport.register.showOauthMobile({ platformAppId: 887, profileKey })).data.mobile).toBe('');

    await t.passport.code.sendCode({ mobile: '13512360004', type: VERIFICATION_TYPES.login });
    const bound = await t.passport.register.authBindLogin({ ...AWEME, profileKey, mobile: '13512360004', code: await code(t, '13512360004') });
    expect((await t.passport.register.showOauthMobile({ platformAppId: 887, profileKey })).data.mobile).toBe('135******04');
    expect((await t.passport.login.authLoginOnly({ ...AWEME, code: await grant(t) })).data.user_id_str).toBe(bound.data.user_id_str);
    expect(await rejection(t.passport.login.authLoginOnly({ ...AWEME, code: 'code-aweme-forged' }))).toMatchObject({ errorCode: 1028 });
  });

  it('mobile/bind_login binds a mobile to the account a ticket proves, then signs it in', async () => {
    const t = passportOverContract();
    await t.passport.code.sendEmailCode({ email: 'lilei@example.com', type: 6 });
    const { data } = await t.passport.code.checkEmailCode({ email: 'lilei@example.com', code: await code(t, 'lilei@example.com'), type: 6 });
    await t.passport.code.sendCode({ mobile: '13512360005', type: VERIFICATION_TYPES.login });
    const login = await t.passport.register.mobileBindLogin({ mobile: '13512360005', code: await code(t, '13512360005'), ticket: data.ticket });
    expect((await t.passport.login.accountInfoV2()).data).toMatchObject({ user_id_str: login.data.user_id_str, email: 'lilei@example.com', mobile: '135******05' });
  });

  it('auth/bind, verify, change, unbind; bind of an identity on another account is 1057 until switch_bind', async () => {
    const t = passportOverContract();
    await smsLogIn(t, '13512360006');
    await t.passport.bind.thirdParty('bind', { ...AWEME, code: await grant(t) });
    expect((await t.passport.login.accountInfoV2()).data.connects).toContainEqual(expect.objectContaining({ platform: 'aweme' }));
    expect((await t.passport.verify.auth({ ...AWEME, code: await grant(t) })).data.verify_ticket).toMatch(/^vt-/);
    await t.passport.bind.thirdParty('change', { ...AWEME, code: await grant(t) });
    await t.passport.bind.thirdParty('unbind', AWEME);
    expect(await rejection(t.passport.bind.thirdParty('unbind', AWEME))).toMatchObject({ errorCode: 1061 });
    expect(await rejection(t.passport.verify.auth({ ...AWEME, code: await grant(t) }))).toMatchObject({ errorCode: 1030 });

    await t.passport.bind.thirdParty('bind', { ...AWEME, code: await grant(t) });
    const other = await smsLogIn(t, '13512360007');
    expect(await rejection(t.passport.bind.thirdParty('bind', { ...AWEME, code: await grant(t) }))).toMatchObject({ errorCode: 1057 });
    await t.passport.bind.thirdParty('switch_bind', { ...AWEME, code: await grant(t) });
    expect((await t.passport.login.authLogin({ ...AWEME, code: await grant(t) })).data.user_id_str).toBe(other);
  });
});
