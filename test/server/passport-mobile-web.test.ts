import { describe, expect, it } from 'vitest';
import { ChallengeRunner } from '../../domain/passport/challenge-runner';
import type { CampaignKitError } from '../../ports/errors';
import { passportOverContract } from './passport-support';

const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (e: CampaignKitError) => e);
const SERVICE = 'http://contract.test/page';

describe('contract server: the older mobile-web area against the real PassportClient', () => {
  it('send_activation_code v1 -> quick_login v1 opens a session; a v2 code works at quick_login v1 too', async () => {
    const t = passportOverContract();
    await t.passport.mobileWeb.sendActivationCode({ mobile: '13512350001' });
    const login = await t.passport.mobileWeb.quickLogin({ mobile: '13512350001', code: await t.smsCode('13512350001'), service: SERVICE });
    expect(login).toMatchObject({ data: { user_id_str: expect.stringMatching(/^\d+$/), mobile: '135******01' }, redirectUrl: SERVICE });
    expect((await t.passport.login.accountInfoV2()).data.user_id_str).toBe(login.data.user_id_str);

    await t.passport.mobileWeb.sendActivationCodeV2({ mobile: '13512350002' });
    const again = await t.passport.mobileWeb.quickLogin({ mobile: '13512350002', code: await t.smsCode('13512350002'), service: SERVICE });
    expect(again.data.user_id_str).not.toBe(login.data.user_id_str);
  });

  it('a wrong code and a too-soon resend are refused with the server description', async () => {
    const t = passportOverContract();
    await t.passport.mobileWeb.sendActivationCode({ mobile: '13512350003' });
    expect(await rejection(t.passport.mobileWeb.sendActivationCode({ mobile: '13512350003' }))).toMatchObject({ code: 'SERVER', errorCode: 1206, message: '发送过于频繁' });
    expect(await rejection(t.passport.mobileWeb.quickLogin({ mobile: '13512350003', code: '0000x', service: SERVICE }))).toMatchObject({ code: 'SERVER', errorCode: 1202, message: '验证码错误' });
  });

  it('a 1105 captcha demand is answered through the CaptchaPort and the same request resent', async () => {
    const captcha = { solve: async () => ((await (await t.get('/__dev/captcha/13512350004')).json()) as { answer: string }).answer };
    const t = passportOverContract({ challenges: new ChallengeRunner({ captcha }) });
    t.store.config.captchaRate = 1;
    await t.passport.mobileWeb.sendActivationCode({ mobile: '13512350004' });
    expect(await t.smsCode('13512350004')).toMatch(/^\d{4}$/);
    expect(t.logs.some((line) => line.startsWith('[captcha] 13512350004'))).toBe(true);
  });

  it('account_login takes a mobile, email or username; register, then reset_password', async () => {
    const t = passportOverContract();
    for (const account of ['starfarer', '13800000000', 'player@example.com']) {
      expect((await t.passport.mobileWeb.accountLogin({ account, password: 'Passw0rd!', service: SERVICE })).data.user_id_str).toBe('1000000000000001');
    }
    expect(await rejection(t.passport.mobileWeb.accountLogin({ account: 'starfarer', password: 'nope', service: SERVICE }))).toMatchObject({ errorCode: 1009, message: '账号或密码错误' });

    await t.passport.mobileWeb.sendActivationCode({ mobile: '13512350005' });
    const registered = await t.passport.mobileWeb.register({ mobile: '13512350005', code: await t.smsCode('13512350005'), password: 'Secret123' });
    expect(registered.data.user_id_str).toMatch(/^\d+$/);
    t.advance(61_000);
    await t.passport.mobileWeb.sendActivationCode({ mobile: '13512350005' });
    expect(await rejection(t.passport.mobileWeb.register({ mobile: '13512350005', code: await t.smsCode('13512350005'), password: 'Secret123' }))).toMatchObject({ errorCode: 1012 });
    t.advance(61_000);
    await t.passport.mobileWeb.sendActivationCode({ mobile: '13512350005' });
    await t.passport.mobileWeb.resetPassword({ mobile: '13512350005', code: await t.smsCode('13512350005'), password: 'NewSecret9' });
    expect((await t.passport.mobileWeb.accountLogin({ account: '13512350005', password: 'NewSecret9', service: SERVICE })).data.user_id_str).toBe(registered.data.user_id_str);
  });

  it('email activation code registers an email account; the activation link signs it in and comes back', async () => {
    const t = passportOverContract();
    await t.passport.mobileWeb.sendEmailActivationCode({ email: 'new@example.com' });
    const registered = await t.passport.mobileWeb.register({ email: 'new@example.com', code: await t.smsCode('new@example.com'), password: 'Secret123' });
    expect((await t.passport.login.accountInfoV2()).data).toMatchObject({ user_id_str: registered.data.user_id_str, email: 'new@example.com' });

    await t.passport.mobileWeb.sendEmailActivationLink({ email: 'new@example.com', next: SERVICE });
    const link = t.logs.find((line) => line.includes('activation link'))!.split('activation link ')[1]!;
    const followed = await t.app.request(link);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(SERVICE);
    expect(followed.headers.get('set-cookie')).toMatch(/ck_session=/);
    expect((await (await t.app.request(link)).json()) as object).toMatchObject({ error_code: 1030 });
  });

  it('bind_mobile on an account without one, then change_mobile with codes to the old and the new mobile', async () => {
    const t = passportOverContract();
    await t.passport.mobileWeb.sendEmailActivationCode({ email: 'bind@example.com' });
    await t.passport.mobileWeb.register({ email: 'bind@example.com', code: await t.smsCode('bind@example.com'), password: 'Secret123' });
    await t.passport.mobileWeb.sendActivationCode({ mobile: '13512350006' });
    await t.passport.mobileWeb.bindMobile({ mobile: '13512350006', code: await t.smsCode('13512350006') });
    expect((await t.passport.login.accountInfoV2()).data.mobile).toBe('135******06');

    t.advance(61_000);
    await t.passport.mobileWeb.sendActivationCode({ mobile: '13512350006' });
    await t.passport.mobileWeb.sendActivationCode({ mobile: '13512350007' });
    const oldCode = await t.smsCode('13512350006');
    expect(await rejection(t.passport.mobileWeb.changeMobile({ mobile: '13512350007', code: '9999x', oldCode }))).toMatchObject({ errorCode: 1202 });
    t.advance(61_000);
    await t.passport.mobileWeb.sendActivationCode({ mobile: '13512350006' });
    await t.passport.mobileWeb.changeMobile({ mobile: '13512350007', code: await t.smsCode('13512350007'), oldCode: await t.smsCode('13512350006') });
    expect((await t.passport.login.accountInfoV2()).data.mobile).toBe('135******07');
  });

  it('quick_auth hands the session a ticket for the service; without a session it says 未登录', async () => {
    const t = passportOverContract();
    expect(await rejection(t.passport.mobileWeb.quickAuth(SERVICE))).toMatchObject({ errorCode: 1, message: '未登录' });
    await t.passport.mobileWeb.accountLogin({ account: 'starfarer', password: 'Passw0rd!', service: SERVICE });
    const { data } = await t.passport.mobileWeb.quickAuth(SERVICE);
    expect(data.ticket).toMatch(/^vt-/);
    expect(new URL(data.redirect_url!).searchParams.get('ticket')).toBe(data.ticket);
  });

  it('the older QR endpoints: get_qrcode (service), confirmed from the second page, check_qrconnect logs in', async () => {
    const t = passportOverContract();
    const { data } = await t.passport.mobileWeb.getQrcode(SERVICE);
    expect((await t.passport.mobileWeb.checkQrconnect({ service: SERVICE, token: data.token })).data.status).toBe('new');
    const phone = await t.login('13800000000');
    await t.app.request('/passport/web/qr_confirm/', { method: 'POST', headers: { ...t.csrf(phone), 'content-type': 'application/json' }, body: JSON.stringify({ token: data.token }) });
    const confirmed = await t.passport.mobileWeb.checkQrconnect({ service: SERVICE, token: data.token });
    expect(confirmed).toMatchObject({ data: { status: 'confirmed', user_id_str: '1000000000000001' }, redirectUrl: SERVICE });
    expect((await t.passport.login.accountInfoV2()).data.user_id_str).toBe('1000000000000001');
  });

  it('wap_login sends the visitor to the fake provider; logout clears the session and goes to page', async () => {
    const t = passportOverContract();
    const wap = await t.app.request(t.passport.mobileWeb.wapLoginUrl({ platform: 'weibo', platformAppId: 17, next: SERVICE }));
    expect(wap.status).toBe(302);
    expect(wap.headers.get('location')).toMatch(/^\/oauth\/weibo\/authorize\?redirect_uri=http%3A%2F%2Fcontract\.test%2Fpage/);
    await t.passport.mobileWeb.accountLogin({ account: 'starfarer', password: 'Passw0rd!', service: SERVICE });
    const cookie = `ck_session=${t.jar.get('ck_session')}`;
    const out = await t.app.request(t.passport.mobileWeb.logoutUrl(SERVICE), { headers: { cookie } });
    expect(out.headers.get('location')).toBe(SERVICE);
    expect((await (await t.get('/passport/account/info/v2/', cookie)).json()) as object).toMatchObject({ message: 'error' });
  });
});
