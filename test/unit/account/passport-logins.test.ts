import { describe, expect, it, vi } from 'vitest';
import { createTestKit, withFeatures, type TestKit } from '../../../composition/testing';
import { account } from '../../../composition/features/index';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { activity, wireCalls as sharedWireCalls } from '../support/routes';
import { rejection } from '../support/rejection';

/** The kit's calls with form bodies read (fetch-mock hands them over as FormData-like entries). */
function wireCalls(kit: TestKit) {
  return sharedWireCalls(kit).map((call, i) => {
    const body = kit.fetchMock.callHistory.calls()[i]!.options.body as unknown;
    const entries = body && typeof (body as URLSearchParams).entries === 'function' ? Object.fromEntries((body as URLSearchParams).entries()) : call.body;
    return { ...call, body: entries as Record<string, string> | undefined };
  });
}

const USER = '7000000000000009';
const ok = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data }, headers: { 'x-tt-logid': 'L' } });
const fail = (error_code: number, description: string, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { message: 'error', data: { error_code, description, ...extra } },
});
const flush = async () => {
  for (let i = 0; i < 30; i += 1) await new Promise((r) => setTimeout(r, 0));
};

function session(kit: TestKit) {
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER, screen_name: 'Ace' } } });
}

const bodyOf = (kit: TestKit, path: string) => wireCalls(kit).find((c) => c.path === path)!.body;

describe('kit.account: email, password and the passport SMS route (SPEC §5, §7)', () => {
  it('email code: sends type 13 to the email, logs in, loads the account and emits loggedIn$', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/email/send_code/', ok());
    kit.fetchMock.route('path:/passport/web/email/code_login/', ok({ user_id_str: USER }));
    const emitted: string[] = [];
    kit.account.loggedIn$.subscribe((user) => emitted.push(user.userId));
    await kit.account.sendEmailCode('a@b.co');
    const result = await kit.account.loginWithEmailCode('a@b.co', '1234');
    expect(result.userId).toBe(USER);
    expect(kit.account.state).toMatchObject({ status: 'logged-in', userId: USER });
    expect(emitted).toEqual([USER]);
    const calls = wireCalls(kit).filter((c) => c.path.startsWith('/passport/web/'));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { email: obfuscate('a@b.co'), type: obfuscate('13'), mix_mode: '1' } });
    expect(calls[1]).toMatchObject({ body: { email: obfuscate('a@b.co'), code: obfuscate('1234'), need_frozen_user: '0' } });
  });

  it('refuses a malformed email before any call', async () => {
    const kit = createTestKit();
    expect(await rejection(kit.account.loginWithEmail('not an email', 'pw'))).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(wireCalls(kit)).toHaveLength(0);
  });

  it('password login: email goes to email/login, username/mobile/account to user/login', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/email/login/', ok({ user_id_str: USER }));
    kit.fetchMock.route('path:/passport/web/user/login/', ok({ user_id_str: USER }));
    await kit.account.loginWithPassword({ email: 'a@b.co', password: 'pw' });
    await kit.account.loginWithPassword({ username: 'neo', password: 'pw' });
    await kit.account.loginWithPassword({ mobile: '13800000000', password: 'pw' });
    await kit.account.loginWithPassword({ account: 'acc', password: 'pw' });
    const paths = wireCalls(kit).filter((c) => c.path.startsWith('/passport/web/'));
    expect(paths.map((c) => c.path)).toEqual(['/passport/web/email/login/', '/passport/web/user/login/', '/passport/web/user/login/', '/passport/web/user/login/']);
    expect(paths.slice(1).map((c) => (c.body as Record<string, string>).account)).toEqual([obfuscate('neo'), obfuscate('13800000000'), obfuscate('acc')]);
  });

  it('password login with none of email, username, mobile or account rejects without a message', async () => {
    const kit = createTestKit();
    expect(await rejection(kit.account.loginWithPassword({ password: 'pw' }))).toMatchObject({ code: 'INVALID_ARGUMENT', message: '' });
    expect(wireCalls(kit)).toHaveLength(0);
  });

  it('SMS (sms: passport): a captcha decision shows the verification widget and the request is resent', async () => {
    const kit = createTestKit({ features: withFeatures(account({ sms: 'passport', verification: { scripts: ['https://cap.test/sdk.js'] } })) });
    kit.scriptLoader.succeed('https://cap.test/sdk.js');
    kit.verificationSdk.install();
    kit.fetchMock.route('path:/passport/web/send_code/', fail(1105, '请完成安全验证', { verify_center_decision_conf: '{"subtype":"slide"}' }), { repeat: 1 });
    kit.fetchMock.route('path:/passport/web/send_code/', ok());
    const pending = kit.account.sendCode('13800000000');
    await vi.waitFor(() => expect(kit.verificationSdk.rendered).toHaveLength(1));
    kit.verificationSdk.current.solve('tok');
    await pending;
    expect(kit.account.countdown.state.remainingSeconds).toBe(60);
    expect(wireCalls(kit)[1]!.body).toMatchObject({ is_resend: '1', captcha: 'tok' });
  });

  it('SMS login failure (sms: passport) carries the server description', async () => {
    const kit = createTestKit({ features: withFeatures(account({ sms: 'passport' })) });
    kit.fetchMock.route('path:/passport/web/sms_login/', fail(1202, '验证码错误'));
    expect(await rejection(kit.account.loginWithCode('13800000000', '1234'))).toMatchObject({ code: 'SERVER', message: '验证码错误' });
  });
});

describe('kit.account.qrLogin (SPEC §7 get_qrcode, check_qrconnect; §2 return address)', () => {
  it('new -> scanned -> confirmed; loads the account and returns with auto_auth=true and awe_login=success', async () => {
    const kit = createTestKit({ url: 'https://campaign.test/account?x=1' });
    session(kit);
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T1', qrcode_index_url: 'https://passport.test/confirm?token=T1' }));
    const statuses = ['new', 'scanned', 'confirmed'];
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', () => ok({ status: statuses.shift() ?? 'confirmed' }));
    const qr = await kit.account.loginWithQr();
    await qr.start();
    expect(qr.state).toEqual({ status: 'new', qrUrl: 'https://passport.test/confirm?token=T1' });
    const getQr = wireCalls(kit).find((c) => c.path === '/passport/web/get_qrcode/')!;
    expect(getQr.query.next).toBe('https://campaign.test/account?x=1&auto_auth=true&awe_login=success');
    kit.clock.advance(1500);
    await flush();
    expect(qr.state.status).toBe('new');
    kit.clock.advance(1500);
    await flush();
    expect(qr.state.status).toBe('scanned');
    kit.clock.advance(1500);
    await flush();
    expect(qr.state.status).toBe('confirmed');
    expect(kit.account.state.status).toBe('logged-in');
    expect(kit.page.navigations).toEqual(['https://campaign.test/account?x=1&auto_auth=true&awe_login=success']);
    const polls = wireCalls(kit).filter((c) => c.path === '/passport/web/check_qrconnect/').length;
    kit.clock.advance(6000);
    await flush();
    expect(wireCalls(kit).filter((c) => c.path === '/passport/web/check_qrconnect/')).toHaveLength(polls);
  });

  it('SPEC §9: the scan login goes with platform app id 887 by default, or the one the page gives', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T', qrcode_index_url: 'u' }));
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'new' }));
    await (await kit.account.loginWithQr()).start();
    kit.clock.advance(1500);
    await flush();
    const [getQr, check] = wireCalls(kit);
    expect(getQr).toMatchObject({ path: '/passport/web/get_qrcode/', query: { platform_app_id: '887' } });
    expect(check).toMatchObject({ path: '/passport/web/check_qrconnect/', query: { token: 'T', platform_app_id: '887' } });
    const other = await kit.account.loginWithQr({ platformAppId: 1233 });
    await other.start();
    other.stop();
    expect(wireCalls(kit).at(-1)).toMatchObject({ path: '/passport/web/get_qrcode/', query: { platform_app_id: '1233' } });
  });

  it('stops polling when the code expired; a new start fetches a new code', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T', qrcode_index_url: 'u' }));
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'expired' }));
    const qr = await kit.account.loginWithQr();
    await qr.start();
    kit.clock.advance(1500);
    await flush();
    expect(qr.state.status).toBe('expired');
    kit.clock.advance(3000);
    await flush();
    expect(wireCalls(kit).filter((c) => c.path === '/passport/web/check_qrconnect/')).toHaveLength(1);
    await qr.start();
    expect(wireCalls(kit).filter((c) => c.path === '/passport/web/get_qrcode/')).toHaveLength(2);
  });

  it('a poll error is kept in the state and polling goes on (SPEC §8: scan login errors are logged only)', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T', qrcode_index_url: 'u' }));
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', fail(1010, '二维码不存在'), { repeat: 1 });
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'scanned' }));
    const qr = await kit.account.loginWithQr();
    await qr.start();
    kit.clock.advance(1500);
    await flush();
    expect(qr.state).toMatchObject({ status: 'new', error: '二维码不存在' });
    kit.clock.advance(1500);
    await flush();
    expect(qr.state.status).toBe('scanned');
  });
});

describe('kit.account.loginWithApp (SPEC §4 App-authorisation login)', () => {
  const AWEME_UA = 'Mozilla/5.0 (iPhone) AppleWebKit Mobile aweme_30.0';
  const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';

  it('inside the app: authorises through the bridge and exchanges the code with auth/login', async () => {
    const kit = createTestKit({ userAgent: AWEME_UA });
    session(kit);
    kit.bridge.reply('login', { code: 1, data: { code: 'app-code' } });
    kit.fetchMock.route('path:/passport/web/auth/login/', ok({ user_id_str: USER }));
    const outcome = await kit.account.loginWithApp();
    expect(outcome).toMatchObject({ kind: 'logged-in', result: { userId: USER } });
    expect(kit.bridge.calls[0]).toMatchObject({ method: 'login', params: { platform_app_id: 887, scopes: 'user_info,relation.follow' } });
    expect(wireCalls(kit).find((c) => c.path === '/passport/web/auth/login/')!.body).toMatchObject({ platform_app_id: '887', code: obfuscate('app-code') });
  });

  it('inside the app: the authorisation screen gets 60000 ms, not the generic 3000 ms bridge timeout', async () => {
    const kit = createTestKit({ userAgent: AWEME_UA });
    const pending = rejection(kit.account.loginWithApp());
    await vi.waitFor(() => expect(kit.bridge.calls).toHaveLength(1));
    kit.clock.advance(3000);
    await flush();
    kit.clock.advance(56_999);
    await flush();
    expect(await Promise.race([pending, Promise.resolve('pending')])).toBe('pending');
    kit.clock.advance(1);
    expect(await pending).toMatchObject({ code: 'BRIDGE_TIMEOUT', message: 'call jsb timeout' });
  });

  it("inside the app: the app's answer stops the authorisation timer; appAuth.authorisationTimeoutMs sets its length", async () => {
    const kit = createTestKit({ userAgent: AWEME_UA, features: withFeatures(account({ appAuth: { authorisationTimeoutMs: 90_000 } })) });
    session(kit);
    let answer: (reply: { code: number; data: unknown }) => void = () => undefined;
    kit.bridge.reply('login', () => new Promise((resolve) => (answer = resolve)));
    kit.fetchMock.route('path:/passport/web/auth/login/', ok({ user_id_str: USER }));
    const timersBefore = kit.clock.pending();
    const pending = kit.account.loginWithApp();
    await vi.waitFor(() => expect(kit.bridge.calls).toHaveLength(1));
    expect(kit.clock.pending()).toBe(timersBefore + 1);
    kit.clock.advance(80_000);
    answer({ code: 1, data: { code: 'read-and-approved' } });
    expect(await pending).toMatchObject({ kind: 'logged-in', result: { userId: USER } });
    expect(kit.clock.pending()).toBe(timersBefore);
  });

  it('refuses an authorisation timeout that is not a positive number of ms', async () => {
    const kit = createTestKit({ userAgent: AWEME_UA, features: withFeatures(account({ appAuth: { authorisationTimeoutMs: 0 } })) });
    expect(await rejection(kit.account.loginWithApp())).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(kit.bridge.calls).toHaveLength(0);
  });

  it('inside the app: a failed bridge reply rejects BRIDGE', async () => {
    const kit = createTestKit({ userAgent: AWEME_UA });
    kit.bridge.reply('login', { code: 0, message: 'cancel' });
    expect(await rejection(kit.account.loginWithApp())).toMatchObject({ code: 'BRIDGE', message: 'cancel' });
  });

  it('outside: launches by scheme link; still visible after 3 s -> -2 抖音打开失败 and the website fallback', async () => {
    const kit = createTestKit({ url: 'https://campaign.test/p' });
    const pending = rejection(kit.account.loginWithApp());
    await vi.waitFor(() => expect(kit.page.navigations).toEqual([`snssdk1128://webview?url=${encodeURIComponent('https://campaign.test/p?auto_auth=true')}`]));
    kit.clock.advance(2999);
    expect(kit.page.navigations).toHaveLength(1);
    kit.clock.advance(1);
    expect(await pending).toMatchObject({ code: 'APP_LAUNCH', message: '抖音打开失败', errorCode: -2 });
    expect(kit.page.navigations[1]).toBe('https://www.douyin.com/');
  });

  it('outside: the page going to the background means the app opened', async () => {
    const kit = createTestKit();
    const pending = kit.account.loginWithApp();
    await vi.waitFor(() => expect(kit.page.navigations).toHaveLength(1));
    kit.page.setVisible(false);
    expect(await pending).toEqual({ kind: 'launched' });
    kit.clock.advance(3000);
    expect(kit.page.navigations).toHaveLength(1);
  });

  it('launch disabled -> -3 at once; WeChat -> 请在其他浏览器登录抖音账号', async () => {
    const off = createTestKit({ features: withFeatures(account({ appAuth: { launchEnabled: false } })) });
    expect(await rejection(off.account.loginWithApp())).toMatchObject({ code: 'APP_LAUNCH', errorCode: -3 });
    expect(off.page.navigations).toHaveLength(0);
    const weixin = createTestKit({ userAgent: 'Mozilla/5.0 MicroMessenger/8.0' });
    expect(await rejection(weixin.account.loginWithApp())).toMatchObject({ code: 'INVALID_ARGUMENT', message: '请在其他浏览器登录抖音账号' });
  });

  it('auto-launch opens the app webview on mobile only, when on', async () => {
    expect(await createTestKit({ userAgent: MOBILE_UA }).account.autoLaunchApp()).toBe(false);
    const mobile = createTestKit({ features: withFeatures(account({ appAuth: { autoLaunch: true } })), userAgent: MOBILE_UA });
    expect(await mobile.account.autoLaunchApp()).toBe(true);
    expect(mobile.page.navigations[0]).toMatch(/^snssdk1128:\/\/webview\?url=/);
    expect(await createTestKit({ features: withFeatures(account({ appAuth: { autoLaunch: true } })) }).account.autoLaunchApp()).toBe(false);
  });
});

describe('QrLogin stop and resume', () => {
  it('a stop while the code is being fetched keeps polling off; resume turns it on for the same code', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/get_qrcode/', ok({ token: 'T', qrcode_index_url: 'u' }));
    kit.fetchMock.route('path:/passport/web/check_qrconnect/', ok({ status: 'scanned' }));
    const qr = await kit.account.loginWithQr();
    const started = qr.start();
    qr.stop();
    await started;
    kit.clock.advance(3000);
    await flush();
    expect(wireCalls(kit).filter((c) => c.path === '/passport/web/check_qrconnect/')).toHaveLength(0);
    qr.resume();
    kit.clock.advance(1500);
    await flush();
    expect(qr.state.status).toBe('scanned');
    expect(wireCalls(kit).filter((c) => c.path === '/passport/web/get_qrcode/')).toHaveLength(1);
  });
});

describe('kit.account.cancellation (SPEC §7 cancel calls)', () => {
  it('walks account/verify -> cancel_verify_way -> cancel/check -> cancel/confirm with the tickets, then rechecks the session', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/send_code/', ok());
    kit.fetchMock.route('path:/passport/web/account/verify/', ok({ verify_ticket: 'VT' }));
    kit.fetchMock.route('path:/passport/web/cancel_verify_way/', ok({ verify_ways: ['mobile_sms'], value_ticket: 'VAL', cancel_ticket: 'CT' }));
    kit.fetchMock.route('path:/passport/web/cancel/check/', ok({ token: 'TK' }));
    kit.fetchMock.route('path:/passport/web/cancel/confirm/', ok());
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: false }));
    await kit.account.cancellation.sendCode();
    await kit.account.cancellation.confirm('1234');
    const calls = wireCalls(kit).filter((c) => c.path.startsWith('/passport/web/'));
    expect(calls.map((c) => c.path)).toEqual([
      '/passport/web/send_code/',
      '/passport/web/account/verify/',
      '/passport/web/cancel_verify_way/',
      '/passport/web/cancel/check/',
      '/passport/web/cancel/confirm/',
    ]);
    expect(calls[0]!.body).toMatchObject({ type: obfuscate('22') });
    expect(calls[2]!.query).toMatchObject({ cancel_ticket: obfuscate('VT') });
    expect(calls[3]!.query).toMatchObject({ value_ticket: obfuscate('VAL') });
    expect(calls[4]!.body).toMatchObject({ cancel_ticket: obfuscate('CT'), token: 'TK', abandon: '0' });
    expect(kit.account.state.status).toBe('logged-out');
  });
});

describe('kit.account.mobile (SPEC §7 mobile bind, change, unbind)', () => {
  it('rebind: type 22 to the own mobile, account/verify for the ticket, type 20 to the new one, mobile/change with the ticket', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/send_code/', ok());
    kit.fetchMock.route('path:/passport/web/account/verify/', ok({ ticket: 'T-OLD' }));
    kit.fetchMock.route('path:/passport/web/mobile/change/', ok());
    await kit.account.mobile.sendOldCode();
    const ticket = await kit.account.mobile.verifyOld('1111');
    await kit.account.mobile.sendNewCode('13900000009');
    await kit.account.mobile.rebind('13900000009', '2222', ticket);
    const calls = wireCalls(kit).filter((c) => c.path.startsWith('/passport/web/'));
    expect(calls.map((c) => [c.path, c.body?.type])).toEqual([
      ['/passport/web/send_code/', obfuscate('22')],
      ['/passport/web/account/verify/', obfuscate('22')],
      ['/passport/web/send_code/', obfuscate('20')],
      ['/passport/web/mobile/change/', undefined],
    ]);
    expect(calls[3]!.body).toMatchObject({ mobile: obfuscate('13900000009'), code: obfuscate('2222'), ticket: obfuscate('T-OLD'), unbind_exist: '0' });
    expect(kit.account.state.status).toBe('logged-in');
  });

  it('bind sends type 17 and mobile/bind; unbind sends the ticket to mobile/unbind', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/send_code/', ok());
    kit.fetchMock.route('path:/passport/web/mobile/bind/', ok());
    kit.fetchMock.route('path:/passport/web/mobile/unbind/', ok());
    await kit.account.mobile.sendNewCode('13900000009', 'bind');
    await kit.account.mobile.bind('13900000009', '3333');
    await kit.account.mobile.unbind('T');
    const calls = wireCalls(kit).filter((c) => c.path.startsWith('/passport/web/'));
    expect(calls[0]!.body).toMatchObject({ type: obfuscate('17') });
    expect(calls.map((c) => c.path)).toEqual(['/passport/web/send_code/', '/passport/web/mobile/bind/', '/passport/web/mobile/unbind/']);
    expect(calls[2]!.body).toMatchObject({ ticket: obfuscate('T') });
  });
});

describe('passport web logins (SPEC §7 email/login, user/login, sms_login)', () => {
  it('email and password: sends both, and the visitor is logged in by password', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/email/login/', ok({ user_id_str: USER }));
    await kit.account.loginWithPassword({ email: 'a@b.co', password: 'pw-1' });
    expect(bodyOf(kit, '/passport/web/email/login/')).toMatchObject({ email: obfuscate('a@b.co'), password: obfuscate('pw-1') });
    expect(kit.account.state).toMatchObject({ status: 'logged-in', loginMethod: 'password' });
  });

  it('account name and password: the visitor is logged in by password', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/user/login/', ok({ user_id_str: USER }));
    await kit.account.loginWithPassword({ username: 'neo', password: 'pw-2' });
    expect(kit.account.state).toMatchObject({ status: 'logged-in', loginMethod: 'password' });
  });

  it('sms: passport sends the mobile and the code to sms_login', async () => {
    const kit = createTestKit({ features: withFeatures(account({ sms: 'passport' })) });
    session(kit);
    kit.fetchMock.route('path:/passport/web/sms_login/', ok({ user_id_str: USER }));
    await kit.account.loginWithCode('13800000000', '1234');
    expect(bodyOf(kit, '/passport/web/sms_login/')).toMatchObject({ mobile: obfuscate('13800000000'), code: obfuscate('1234') });
  });
});
