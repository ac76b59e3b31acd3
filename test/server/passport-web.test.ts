import { describe, expect, it } from 'vitest';
import { ChallengeRunner } from '../../domain/passport/challenge-runner';
import { VERIFICATION_TYPES } from '../../domain/passport/verification-types';
import type { CampaignKitError } from '../../ports/errors';
import type { SecondVerifyPort } from '../../ports/second-verify.port';
import type { VerificationSdk } from '../../ports/verification-sdk.port';
import { passportOverContract } from './passport-support';

const rejection = (promise: Promise<unknown>) => promise.then(() => undefined, (e: CampaignKitError) => e);

/** The session is the account of `maskedMobile`, and it is the one `login` answered with. */
async function expectLoggedInAs(t: ReturnType<typeof passportOverContract>, login: { data: { user_id_str?: string } }, maskedMobile: string) {
  expect(login.data.user_id_str).toMatch(/^\d+$/);
  expect((await t.passport.login.accountInfoV2()).data).toMatchObject({ user_id_str: login.data.user_id_str, mobile: maskedMobile });
}

describe('contract server: passport web area against the real PassportClient', () => {
  it('send_code -> sms_login opens a session; account/info/v2 shows the user; logout ends it', async () => {
    const t = passportOverContract();
    await t.passport.code.sendCode({ mobile: '13512340001', type: VERIFICATION_TYPES.login });
    const { code } = await t.dev<{ code: string }>('code/13512340001');
    const login = await t.passport.login.smsLogin({ mobile: '13512340001', code });
    expect(login.data.user_id_str).toMatch(/^\d+$/);
    expect(login.logId).toMatch(/^\d{14}[0-9A-F]+$/);
    const info = await t.passport.login.accountInfoV2();
    expect(info.data).toMatchObject({ user_id_str: login.data.user_id_str, mobile: '135******01' });
    await t.passport.login.logout();
    expect(await rejection(t.passport.login.accountInfoV2())).toMatchObject({ code: 'SERVER', message: '未登录' });
  });

  it('a wrong code is refused with the server description', async () => {
    const t = passportOverContract();
    await t.passport.code.sendCode({ mobile: '13512340002', type: 24 });
    expect(await rejection(t.passport.login.smsLogin({ mobile: '13512340002', code: '99999' }))).toMatchObject({ code: 'SERVER', message: '验证码错误', errorCode: 1202 });
  });

  it('a captcha demand is met by solving the slide on the server, and the resend goes through', async () => {
    const sdk: VerificationSdk = {
      render: (options) => {
        void (async () => {
          const picture = (await (await t.post('/captcha/challenge', { subtype: options.subtype })).json()) as { id: string };
          const gap = await t.dev<{ x: number }>('slide');
          const wrong = (await (await t.post('/captcha/verify', { id: picture.id, x: gap.x + 40 })).json()) as { success: boolean };
          expect(wrong.success).toBe(false);
          const again = (await (await t.post('/captcha/challenge', {})).json()) as { id: string };
          const gap2 = await t.dev<{ x: number }>('slide');
          const result = (await (await t.post('/captcha/verify', { id: again.id, x: gap2.x + 3 })).json()) as { success: boolean; token: string };
          options.onSuccess(result.token);
        })();
      },
    };
    const widget = { verify: (request: { subtype?: string }) => new Promise<string>((resolve, reject) => sdk.render({ subtype: 'slide', lang: 'zh', aid: 1, ...request, onSuccess: resolve, onClose: reject, onError: reject } as never)) };
    const t = passportOverContract({ challenges: new ChallengeRunner({ widget: async () => widget as never }) });
    await t.demand({ kind: 'captcha', path: '/passport/web/send_code/' });
    await t.passport.code.sendCode({ mobile: '13512340003', type: 24 });
    expect((await t.dev<{ code: string }>('code/13512340003')).code).toMatch(/^\d{4}$/);
    expect(t.logs.some((l) => l.includes('slide captcha demanded'))).toBe(true);
  });

  it('a captcha demand for one mobile stands in the way of that mobile only', async () => {
    const t = passportOverContract();
    await t.demand({ kind: 'captcha', path: '/passport/web/send_code/', target: '13512340013' });
    await t.passport.code.sendCode({ mobile: '13512340014', type: 24 });
    expect((await t.dev<{ code: string }>('code/13512340014')).code).toMatch(/^\d{4}$/);
    expect(await rejection(t.passport.code.sendCode({ mobile: '13512340013', type: 24 }))).toMatchObject({ errorCode: 1105 });
  });

  it('a second-verification demand (2046) is met with a verify_ticket from account/verify', async () => {
    const secondVerify: SecondVerifyPort = {
      verify: async (challenge) => {
        expect(challenge).toMatchObject({ errorCode: 2046, target: '135******04', smsCodeKey: expect.stringMatching(/^key-/) });
        await t.passport.code.sendCode({ mobile: '13512340004', type: VERIFICATION_TYPES.verifyOldMobileOrManager });
        const { code } = await t.dev<{ code: string }>('code/13512340004');
        const { data } = await t.passport.verify.account({ mobile: '13512340004', code, type: 22 });
        return { verifyTicket: data.verify_ticket! };
      },
    };
    const t = passportOverContract({ challenges: new ChallengeRunner({ secondVerify }) });
    await t.passport.code.sendCode({ mobile: '13512340004', type: 24 });
    const { code } = await t.dev<{ code: string }>('code/13512340004');
    await t.demand({ kind: 'second', mobile: '13512340004' });
    const login = await t.passport.login.smsLogin({ mobile: '13512340004', code });
    await expectLoggedInAs(t, login, '135******04');
  });

  it('email and password logins; user/login takes email, username or mobile', async () => {
    const t = passportOverContract();
    expect((await t.passport.login.emailLogin({ email: 'player@example.com', password: 'Passw0rd!' })).data.user_id_str).toBe('1000000000000001');
    expect(await rejection(t.passport.login.emailLogin({ email: 'player@example.com', password: 'nope' }))).toMatchObject({ message: '邮箱或密码错误' });
    for (const account of ['starfarer', '13800000000', 'player@example.com']) {
      expect((await t.passport.login.userLogin({ account, password: 'Passw0rd!' })).data.user_id_str).toBe('1000000000000001');
    }
    await t.passport.code.sendEmailCode({ email: 'player@example.com', type: 13 });
    const { code } = await t.dev<{ code: string }>('code/player@example.com');
    expect((await t.passport.login.emailCodeLogin({ email: 'player@example.com', code })).data.user_id_str).toBe('1000000000000001');
  });

  it('QR: get_qrcode -> scanned -> confirmed on the confirm page opens the polling session once', async () => {
    const t = passportOverContract();
    const { data } = await t.passport.qr.getQrcode('http://contract.test/page');
    expect(data.qrcode_index_url).toContain(`/passport/web/qr_confirm/?token=${data.token}`);
    expect((await t.passport.qr.checkQrconnect({ next: 'n', token: data.token })).data.status).toBe('new');
    const phone = await t.login('13800000000');
    const page = await t.get(new URL(data.qrcode_index_url).pathname + new URL(data.qrcode_index_url).search, phone);
    expect(await page.text()).toContain('登录账号：138******00');
    await t.app.request('/passport/web/qr_scan/', { method: 'POST', headers: t.csrf(), body: new URLSearchParams({ token: data.token }) });
    expect((await t.passport.qr.checkQrconnect({ next: 'n', token: data.token })).data.status).toBe('scanned');
    await t.app.request('/passport/web/qr_confirm/', { method: 'POST', headers: t.csrf(phone), body: new URLSearchParams({ token: data.token }) });
    const confirmed = await t.passport.qr.checkQrconnect({ next: 'http://contract.test/page', token: data.token });
    expect(confirmed.data).toMatchObject({ status: 'confirmed', user_id_str: '1000000000000001' });
    expect((await t.passport.login.accountInfoV2()).data.user_id_str).toBe('1000000000000001');
  });

  it('QR confirm logs in only the account logged in on the confirming device, whatever mobile the form sends', async () => {
    const t = passportOverContract();
    const { data } = await t.passport.qr.getQrcode('http://contract.test/page');
    const confirm = (body: Record<string, string>, cookie?: string) =>
      t.app.request('/passport/web/qr_confirm/', { method: 'POST', headers: t.csrf(cookie), body: new URLSearchParams({ token: data.token, ...body }) });

    expect(await (await confirm({ mobile: '13800000000' })).json()).toMatchObject({ message: 'error', data: { error_code: 1, description: '未登录' } });
    expect((await t.passport.qr.checkQrconnect({ next: 'n', token: data.token })).data.status).toBe('new');
    expect(await (await t.get(`/passport/web/qr_confirm/?token=${data.token}`)).text()).not.toContain('确认登录</button>');

    const phone = await t.login('13512340009');
    expect(await (await confirm({ mobile: '13800000000' }, phone)).json()).toMatchObject({ message: 'success', data: { status: 'confirmed' } });
    await t.passport.qr.checkQrconnect({ next: 'n', token: data.token });
    expect((await t.passport.login.accountInfoV2()).data.mobile).toBe('135******09');
  });

  it('QR codes expire after 120 s', async () => {
    const t = passportOverContract();
    const { data } = await t.passport.qr.getQrcode('n');
    t.advance(121_000);
    expect((await t.passport.qr.checkQrconnect({ next: 'n', token: data.token })).data.status).toBe('expired');
  });

  it('account operations: set and update the password, bind and unbind an email', async () => {
    const t = passportOverContract();
    await t.passport.code.sendCode({ mobile: '13512340005', type: 24 });
    const first = await t.passport.login.smsLogin({ mobile: '13512340005', code: (await t.dev<{ code: string }>('code/13512340005')).code });
    expect((await t.passport.password.hasSet()).data.has_set).toBe(false);
    await t.passport.password.set({ password: 'firstpass1' });
    await t.passport.password.update({ currentPassword: 'firstpass1', password: 'secondpass2' });
    expect((await t.passport.login.userLogin({ account: '13512340005', password: 'secondpass2' })).data.user_id_str).toBe(first.data.user_id_str);
    await t.passport.code.sendEmailCode({ email: 'new@example.com', type: VERIFICATION_TYPES.bind });
    await t.passport.bind.email('bind', { email: 'new@example.com', code: (await t.dev<{ code: string }>('code/new@example.com')).code });
    expect((await t.passport.login.accountInfoV2()).data.email).toBe('new@example.com');
    await t.passport.bind.email('unbind', {});
    expect((await t.passport.login.accountInfoV2()).data.email).toBe('');
  });

  it('password reset by mobile code (type 6), then the new password logs in', async () => {
    const t = passportOverContract();
    await t.passport.code.sendCode({ mobile: '13512340006', type: VERIFICATION_TYPES.resetByMobileOrVerifyOldEmail });
    const { code } = await t.dev<{ code: string }>('code/13512340006');
    await t.passport.password.resetByMobile({ mobile: '13512340006', code, password: 'reset-pass-1' });
    await expectLoggedInAs(t, await t.passport.login.userLogin({ account: '13512340006', password: 'reset-pass-1' }), '135******06');
  });

  it('cancellation: code to the own mobile -> account/verify -> cancel_verify_way -> cancel/check -> cancel/confirm; the account is gone', async () => {
    const t = passportOverContract();
    await t.passport.code.sendCode({ mobile: '13512340007', type: 24 });
    await t.passport.login.smsLogin({ mobile: '13512340007', code: (await t.dev<{ code: string }>('code/13512340007')).code });
    await t.passport.code.sendCodeToAccount();
    const { data } = await t.passport.verify.account({ code: (await t.dev<{ code: string }>('code/13512340007')).code, type: 22 });
    const way = await t.passport.cancel.verifyWay(data.verify_ticket!);
    expect(way.data.verify_ways).toEqual(['mobile_sms']);
    const checked = await t.passport.cancel.check(way.data.value_ticket!);
    await t.passport.cancel.confirm({ cancelTicket: way.data.cancel_ticket!, token: checked.data.token });
    expect(await rejection(t.passport.login.accountInfoV2())).toMatchObject({ message: '未登录' });
    await t.passport.code.sendCode({ mobile: '13512340007', type: 24 });
    const code = (await t.dev<{ code: string }>('code/13512340007')).code;
    expect(await rejection(t.passport.login.smsLogin({ mobile: '13512340007', code }))).toMatchObject({ message: '账号已注销', errorCode: 1075 });
  });

  it('cancellation refuses a forged ticket', async () => {
    const t = passportOverContract();
    expect(await rejection(t.passport.cancel.verifyWay('vt-forged'))).toMatchObject({ message: '注销凭证无效' });
  });

  it('mobile rebind: old mobile proven (type 22), new mobile coded (type 20); the new mobile logs in to the same account, the old one no more', async () => {
    const t = passportOverContract();
    const code = async (m: string) => (await t.dev<{ code: string }>(`code/${m}`)).code;
    await t.passport.code.sendCode({ mobile: '13512340008', type: 24 });
    const first = await t.passport.login.smsLogin({ mobile: '13512340008', code: await code('13512340008') });
    await t.passport.code.sendCodeToAccount();
    const { data } = await t.passport.verify.account({ code: await code('13512340008'), type: 22 });
    await t.passport.code.sendCode({ mobile: '13512340009', type: VERIFICATION_TYPES.newMobileRebind });
    await t.passport.bind.mobile('change', { mobile: '13512340009', code: await code('13512340009'), ticket: data.ticket });
    expect((await t.passport.login.accountInfoV2()).data.mobile).toBe('135******09');
    await t.passport.code.sendCode({ mobile: '13512340009', type: 24 });
    expect((await t.passport.login.smsLogin({ mobile: '13512340009', code: await code('13512340009') })).data.user_id_str).toBe(first.data.user_id_str);
    await t.passport.code.sendCode({ mobile: '13512340008', type: 24 });
    expect(await rejection(t.passport.login.smsLogin({ mobile: '13512340008', code: await code('13512340008') }))).toMatchObject({ errorCode: 1011 });
  });

  it('mobile change without a ticket from the old mobile is refused; unbind needs an email and a password', async () => {
    const t = passportOverContract();
    await t.passport.code.sendCode({ mobile: '13512340010', type: 24 });
    await t.passport.login.smsLogin({ mobile: '13512340010', code: (await t.dev<{ code: string }>('code/13512340010')).code });
    expect(await rejection(t.passport.bind.mobile('change', { mobile: '13512340011', code: '1111', ticket: 'vt-forged' }))).toMatchObject({ message: '请先验证原手机号' });
    await t.passport.code.sendCodeToAccount();
    const { data } = await t.passport.verify.account({ code: (await t.dev<{ code: string }>('code/13512340010')).code, type: 22 });
    expect(await rejection(t.passport.bind.mobile('unbind', { ticket: data.ticket }))).toMatchObject({ errorCode: 1058 });
  });

  it('registration: by mobile (type 16) with a password; by email alone (type 1), which then logs in by email and password', async () => {
    const t = passportOverContract();
    await t.passport.code.sendCode({ mobile: '13512340012', type: VERIFICATION_TYPES.registerMobile });
    const byMobile = await t.passport.register.mobileRegister({ mobile: '13512340012', code: (await t.dev<{ code: string }>('code/13512340012')).code, password: 'mobile-pass-1' });
    const mobileLogin = await t.passport.login.userLogin({ account: '13512340012', password: 'mobile-pass-1' });
    expect(mobileLogin.data.user_id_str).toBe(byMobile.data.user_id_str);
    await expectLoggedInAs(t, mobileLogin, '135******12');
    await t.passport.code.sendCode({ mobile: '13512340012', type: 16 });
    expect(await rejection(t.passport.register.mobileRegister({ mobile: '13512340012', code: (await t.dev<{ code: string }>('code/13512340012')).code }))).toMatchObject({ errorCode: 1012 });

    await t.passport.code.sendEmailCode({ email: 'fresh@example.com', type: 1 });
    const registered = await t.passport.register.emailRegisterVerify({ email: 'fresh@example.com', code: (await t.dev<{ code: string }>('code/fresh@example.com')).code, password: 'email-pass-1' });
    const login = await t.passport.login.emailLogin({ email: 'fresh@example.com', password: 'email-pass-1' });
    expect(login.data.user_id_str).toBe(registered.data.user_id_str);
    expect((await t.passport.login.accountInfoV2()).data).toMatchObject({ email: 'fresh@example.com', mobile: '' });
  });

  it('password reset by email code (type 4) and by a ticket from email/check_code', async () => {
    const t = passportOverContract();
    await t.passport.code.sendEmailCode({ email: 'player@example.com', type: 4 });
    await t.passport.password.resetByEmail({ email: 'player@example.com', code: (await t.dev<{ code: string }>('code/player@example.com')).code, password: 'by-email-1' });
    expect((await t.passport.login.emailLogin({ email: 'player@example.com', password: 'by-email-1' })).data.user_id_str).toBe('1000000000000001');
    await t.passport.code.sendEmailCode({ email: 'player@example.com', type: 6 });
    const { data } = await t.passport.code.checkEmailCode({ email: 'player@example.com', code: (await t.dev<{ code: string }>('code/player@example.com')).code, type: 6 });
    await t.passport.password.resetByTicket({ ticket: data.ticket!, password: 'by-ticket-1' });
    expect((await t.passport.login.userLogin({ account: 'starfarer', password: 'by-ticket-1' })).data.user_id_str).toBe('1000000000000001');
  });

  it('open authorisation: auth_info, then an SMS auth (type 27) grants a code with the state', async () => {
    const t = passportOverContract();
    expect((await t.passport.openAuth.authInfo({ clientKey: 'ck-1', scope: 'user_info,mobile' })).data).toMatchObject({ client_key: 'ck-1', scopes: ['user_info', 'mobile'] });
    await t.passport.openAuth.sendCode('13512340013');
    const granted = await t.passport.openAuth.smsAuth({ clientKey: 'ck-1', scope: 'user_info', mobile: '13512340013', code: (await t.dev<{ code: string }>('code/13512340013')).code, state: 'S', redirectUri: 'https://x.test/cb' });
    expect(granted.data).toMatchObject({ code: expect.stringMatching(/^oa-/), state: 'S', redirect_uri: 'https://x.test/cb' });
    expect(await rejection(t.passport.openAuth.accountAuth({ clientKey: 'ck-1', scope: 's', account: 'starfarer', password: 'nope' }))).toMatchObject({ errorCode: 1009 });
  });

  it('CSRF fails closed: a post without the cookie, without the header or with another value is refused (1041)', async () => {
    const t = passportOverContract();
    const post = (headers: Record<string, string>) =>
      t.app.request('/passport/web/send_code/', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ mobile: '13512340016', type: '24' }),
      });
    const token = 'b'.repeat(32);
    const refused = [
      await post({}),
      await post({ 'x-tt-passport-csrf-token': token }),
      await post({ cookie: `passport_csrf_token=${token}` }),
      await post({ cookie: `passport_csrf_token=${token}`, 'x-tt-passport-csrf-token': 'c'.repeat(32) }),
    ];
    for (const answer of refused) expect(await answer.json()).toMatchObject({ message: 'error', data: { error_code: 1041 } });
    expect(await (await post({ cookie: `passport_csrf_token=${token}`, 'x-tt-passport-csrf-token': token })).json()).toMatchObject({ message: 'success' });
  });

  it('CSRF: a passport answer, a refusal too, hands out the cookie to a visitor who has none; the client echoes it', async () => {
    const t = passportOverContract();
    t.jar.clear();
    expect(await rejection(t.passport.code.sendCode({ mobile: '13512340015', type: 24 }))).toMatchObject({ errorCode: 1041 });
    expect(t.jar.get('passport_csrf_token')).toMatch(/^[0-9a-f]{32}$/);
    await t.passport.code.sendCode({ mobile: '13512340015', type: 24 });
    expect(await t.dev('last-post')).toMatchObject({ path: '/passport/web/send_code/', csrfHeader: true, query: { aid: '1128', account_sdk_source: 'web' } });
  });
});
