import { describe, expect, it, vi } from 'vitest';
import { createTestKit, withFeatures, type TestKit } from '../../../composition/testing';
import { account } from '../../../composition/features/index';
import { obfuscate } from '../../../domain/passport/obfuscate';
import type { CaptchaPort } from '../../../ports/captcha.port';
import { CampaignKitError } from '../../../ports/errors';
import { activity, passport, wireCalls } from '../support/routes';
import { rejection } from '../support/rejection';
import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { FakeClock, FakePage } from '../../../adapters/fake/index';
import { AccountService } from '../../../domain/account/account.service';

const MOBILE = '13800000000';
const ORIGIN = 'https://campaign.test';

function loggedIn(kit: TestKit, userId = '7000000000000001') {
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: userId }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: userId, screen_name: 'Ace' } } });
}

const USER = '7000000000000001';
const BASE = { aid: 1128, appId: 'app', activityId: 'act', apiOrigin: 'https://api.test', ssoOrigin: 'https://sso.test' };
const web = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data } });

describe('AccountService: sending a code (SPEC §4 Mobile login, §7)', () => {
  it('sends GET /send_activation_code/v2/ with the obfuscated mobile and type 24, fp, aid and mix_mode', async () => {
    const kit = createTestKit({ cookies: { s_v_web_id: 'verify_abc' } });
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0, { retry_time: 60 }));
    await kit.account.sendCode(MOBILE);
    expect(wireCalls(kit)).toMatchObject([
      {
        method: 'GET',
        path: '/send_activation_code/v2/',
        query: { mobile: obfuscate(MOBILE), type: obfuscate('24'), fp: 'verify_abc', aid: '1128', mix_mode: '1' },
      },
    ]);
    expect(wireCalls(kit)[0]!.query.mobile).not.toContain(MOBILE);
  });

  it('SPEC §5 one rule: the account sends the code with the same sensitive fields obfuscated as the passport mobile-web call', async () => {
    const kit = createTestKit({ cookies: { s_v_web_id: 'verify_fp1' } });
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0));
    await kit.account.sendCode(MOBILE);
    await kit.passport.mobileWeb.sendActivationCodeV2({ mobile: MOBILE, fp: 'verify_fp1' });
    const [fromAccount, fromPassport] = wireCalls(kit).map(({ query }) => ({ mobile: query.mobile, type: query.type, fp: query.fp, mix_mode: query.mix_mode }));
    expect(fromAccount).toEqual(fromPassport);
    expect(fromAccount!.type).toBe(obfuscate('24'));
  });

  it("SPEC §8: a passport status outside 2xx rejects HTTP_STATUS 'Request failed with status code {n}'; a 201 is an answer", async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/send_activation_code/v2/', { status: 500, body: 'oops' }, { repeat: 1 });
    kit.fetchMock.route('path:/send_activation_code/v2/', { ...passport(0), status: 201 });
    expect(await rejection(kit.account.sendCode(MOBILE))).toMatchObject({ code: 'HTTP_STATUS', message: 'Request failed with status code 500', status: 500 });
    await kit.account.sendCode(MOBILE);
    expect(kit.account.countdown.locked).toBe(true);
  });

  it('locks sending for 60 s, counting down each second, then unlocks', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0));
    await kit.account.sendCode(MOBILE);
    expect(kit.account.countdown.state.remainingSeconds).toBe(60);
    kit.clock.advance(1000);
    expect(kit.account.countdown.state.remainingSeconds).toBe(59);
    const locked = await rejection(kit.account.sendCode(MOBILE));
    expect(locked?.code).toBe('COUNTDOWN');
    kit.clock.advance(58_999);
    expect(kit.account.countdown.state.remainingSeconds).toBe(1);
    kit.clock.advance(1);
    expect(kit.account.countdown.state.remainingSeconds).toBe(0);
    await kit.account.sendCode(MOBILE);
    expect(kit.fetchMock.callHistory.calls()).toHaveLength(2);
  });

  it('takes a configured countdown length', async () => {
    const kit = createTestKit({ features: withFeatures(account({ countdownSeconds: 10 })) });
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0));
    await kit.account.sendCode(MOBILE);
    expect(kit.account.countdown.state.remainingSeconds).toBe(10);
    kit.clock.advance(10_000);
    expect(kit.account.countdown.locked).toBe(false);
  });

  it('shows the captcha on error 1105 and resends the same request with the answer', async () => {
    const seen: string[] = [];
    const captcha: CaptchaPort = { solve: async (challenge) => (seen.push(challenge.image), 'AB12') };
    const kit = createTestKit({ features: withFeatures(account({ captcha })) });
    let round = 0;
    kit.fetchMock.route('path:/send_activation_code/v2/', () =>
      round++ === 0 ? passport(1105, { captcha: 'data:image/svg+xml;base64,AAA' }, '需要验证码') : passport(0),
    );
    await kit.account.sendCode(MOBILE);
    const calls = wireCalls(kit);
    expect(seen).toEqual(['data:image/svg+xml;base64,AAA']);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.query).toEqual({ ...calls[0]!.query, captcha: 'AB12' });
    expect(kit.account.countdown.locked).toBe(true);
  });

  it('goes through the same challenge runner as the passport calls: a captcha decision shows the verification widget', async () => {
    const kit = createTestKit({ features: withFeatures(account({ verification: { scripts: ['https://cap.test/sdk.js'] } })) });
    kit.scriptLoader.succeed('https://cap.test/sdk.js');
    kit.verificationSdk.install();
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(1105, { verify_center_decision_conf: '{"subtype":"slide"}' }, '请完成安全验证'), { repeat: 1 });
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0));
    const pending = kit.account.sendCode(MOBILE);
    await vi.waitFor(() => expect(kit.verificationSdk.rendered).toHaveLength(1));
    kit.verificationSdk.current.solve('widget-token');
    await pending;
    const calls = wireCalls(kit);
    expect(calls[1]!.query).toEqual({ ...calls[0]!.query, captcha: 'widget-token' });
  });

  it('fails with CLOSE_CAPTCHA when the visitor closes the challenge, and sends nothing more', async () => {
    const captcha: CaptchaPort = { solve: () => Promise.reject(new CampaignKitError('CLOSE_CAPTCHA', 'CLOSE_CAPTCHA')) };
    const kit = createTestKit({ features: withFeatures(account({ captcha })) });
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(1105, { captcha: 'x' }, '需要验证码'));
    expect((await rejection(kit.account.sendCode(MOBILE)))?.code).toBe('CLOSE_CAPTCHA');
    expect(kit.fetchMock.callHistory.calls()).toHaveLength(1);
    expect(kit.account.countdown.locked).toBe(false);
  });

  it('fails with CAPTCHA_REQUIRED when no challenge can be shown', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(1105, { captcha: 'x' }, '需要验证码'));
    const error = await rejection(kit.account.sendCode(MOBILE));
    expect(error).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: '需要验证码', errorCode: 1105 });
  });

  it("rejects with the server's description, else 获取验证码失败!", async () => {
    const kit = createTestKit();
    let round = 0;
    kit.fetchMock.route('path:/send_activation_code/v2/', () => (round++ === 0 ? passport(1206, {}, '发送过于频繁') : passport(7, {}, '')));
    expect(await rejection(kit.account.sendCode(MOBILE))).toMatchObject({ code: 'SERVER', message: '发送过于频繁', errorCode: 1206, logId: 'log-2' });
    expect(await rejection(kit.account.sendCode(MOBILE))).toMatchObject({ code: 'SERVER', message: '获取验证码失败!' });
  });

  it('validates the mobile before any request', async () => {
    const kit = createTestKit();
    expect((await rejection(kit.account.sendCode('abc')))?.message).toBe('手机号必须是数字!');
    expect((await rejection(kit.account.sendCode('')))?.message).toBe('请输入手机号');
    expect(kit.fetchMock.callHistory.calls()).toHaveLength(0);
  });
});

describe('AccountService: logging in (SPEC §4, §7)', () => {
  it('quick-logs in with mobile and code obfuscated, service and mix_mode, then checks the session', async () => {
    const kit = createTestKit({ url: `${ORIGIN}/spring?from_source=ad` });
    kit.fetchMock.route('path:/quick_login/v2/', passport(0, { user_id_str: '7000000000000001' }, '', { redirect_url: `${ORIGIN}/next` }));
    loggedIn(kit);
    const result = await kit.account.loginWithCode(MOBILE, '1234');
    expect(result).toEqual({ userId: '7000000000000001', redirectUrl: `${ORIGIN}/next` });
    const [login, check, info] = wireCalls(kit);
    expect(login).toMatchObject({
      method: 'GET',
      path: '/quick_login/v2/',
      query: { mobile: obfuscate(MOBILE), code: obfuscate('1234'), service: `${ORIGIN}/spring?from_source=ad`, aid: '1128', mix_mode: '1' },
    });
    expect(check).toMatchObject({ path: '/act/test-app/passport/login_check', query: { activity_id: 'test-activity' } });
    expect(info).toMatchObject({ path: '/passport/account/info/v2/', query: { aid: '1128' } });
    expect(kit.account.state).toMatchObject({ status: 'logged-in', userId: '7000000000000001', user: { username: 'Ace' } });
  });

  it('emits loggedIn$ after a login', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/quick_login/v2/', passport(0));
    loggedIn(kit, '42');
    const users: string[] = [];
    kit.account.loggedIn$.subscribe((user) => users.push(user.userId));
    await kit.account.loginWithCode(MOBILE, '1234');
    expect(users).toEqual(['42']);
  });

  it("rejects a wrong code with the server's description", async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/quick_login/v2/', passport(1202, {}, '验证码错误'));
    expect(await rejection(kit.account.loginWithCode(MOBILE, '9999'))).toMatchObject({ code: 'SERVER', message: '验证码错误', errorCode: 1202 });
    expect(kit.account.state.status).toBe('unknown');
  });

  it('rejects a non-digit code before any request', async () => {
    const kit = createTestKit();
    expect((await rejection(kit.account.loginWithCode(MOBILE, '12a4')))?.message).toBe('验证码必须是数字!');
    expect(kit.fetchMock.callHistory.calls()).toHaveLength(0);
  });
});

describe('AccountService: the login check (SPEC §7, §8 Not Login!)', () => {
  it.each([
    ['has_login false', activity({ has_login: false })],
    ['a non-zero code', activity({ has_login: true, user_id_string: '1' }, 3, 'expired')],
    ['no user id', activity({ has_login: true })],
  ])('treats %s as logged out, and requireUserId fails with Not Login!', async (_, answer) => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/act/test-app/passport/login_check', answer);
    expect((await kit.account.check()).status).toBe('logged-out');
    expect(await rejection(kit.account.requireUserId())).toMatchObject({ code: 'NOT_LOGIN', message: 'Not Login!' });
  });

  it('sends one login_check for checks asked at once (two widgets mounting), none for later ones while the answer is current, and one when asked fresh', async () => {
    const kit = createTestKit();
    loggedIn(kit, '42');
    const checks = () => wireCalls(kit).filter((call) => call.path === '/act/test-app/passport/login_check');
    const [first, second, userId] = await Promise.all([kit.account.check(), kit.account.check(), kit.account.requireUserId()]);
    expect(first).toBe(second);
    expect(userId).toBe('42');
    expect(checks()).toHaveLength(1);
    expect(await kit.account.check()).toBe(first);
    expect(await kit.account.requireUserId()).toBe('42');
    expect(checks()).toHaveLength(1);
    await kit.account.check({ fresh: true });
    expect(checks()).toHaveLength(2);
  });

  it('answers a logged-out visitor from the state too, and asks again after a login', async () => {
    const kit = createTestKit();
    const checks = () => wireCalls(kit).filter((call) => call.path === '/act/test-app/passport/login_check');
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: false }), { repeat: 1 });
    loggedIn(kit, '43');
    expect((await kit.account.check()).status).toBe('logged-out');
    await expect(kit.account.requireUserId()).rejects.toMatchObject({ code: 'NOT_LOGIN' });
    expect(checks()).toHaveLength(1);

    expect((await kit.account.check()).status).toBe('logged-out');
    expect((await kit.account.check({ fresh: true })).userId).toBe('43');
    expect(checks()).toHaveLength(2);
  });

  it('throws network error! for a status other than 200 and leaves the state unknown', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/act/test-app/passport/login_check', { status: 502, body: 'bad gateway' });
    expect(await rejection(kit.account.check())).toMatchObject({ code: 'HTTP_STATUS', message: 'network error!', status: 502 });
    expect(kit.account.state.status).toBe('unknown');
  });

  it('turns a network failure into 网络请求失败，请重试 with error_code -1', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/act/test-app/passport/login_check', { throws: new TypeError('Failed to fetch') });
    expect(await rejection(kit.account.check())).toMatchObject({ code: 'NETWORK', message: '网络请求失败，请重试', errorCode: -1 });
  });
});

describe('AccountService: logout (SPEC §4, §7)', () => {
  it('leaves for /logout/ with page, aid and service set to the next address', () => {
    const kit = createTestKit({ url: `${ORIGIN}/spring` });
    kit.account.logout();
    const target = new URL(kit.page.navigations.at(-1)!);
    expect(target.origin + target.pathname).toBe(`${ORIGIN}/logout/`);
    expect(Object.fromEntries(target.searchParams)).toEqual({ page: `${ORIGIN}/spring`, aid: '1128', service: `${ORIGIN}/spring` });
    expect(kit.account.state.status).toBe('logged-out');
  });
});

describe('the account names the origin it refuses', () => {
  it.each(['apiOrigin', 'ssoOrigin'] as const)('%s', (name) => {
    const build = () => new AccountService({ http: createFakeHttp().http, page: new FakePage(), clock: new FakeClock() }, { ...BASE, [name]: 'ftp://files.test' });
    expect(build).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(new RegExp(`^${name} `)) }));
  });
});

describe('sending a code during the countdown', () => {
  it('is COUNTDOWN, with the seconds left in data.remainingSeconds and in the message', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0));
    await kit.account.sendCode('13800000000');
    kit.clock.advance(3000);
    expect(await rejection(kit.account.sendCode('13800000000'))).toMatchObject({ code: 'COUNTDOWN', message: expect.stringContaining('57'), data: { remainingSeconds: 57 } });
  });
});

describe('password login takes the first account field that is not blank', () => {
  function kitWithSession() {
    const kit = createTestKit();
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
    kit.fetchMock.route('path:/passport/account/info/v2/', web({ user_id_str: USER }));
    kit.fetchMock.route('path:/passport/web/user/login/', web({ user_id_str: USER }));
    return kit;
  }

  it('a blank email and username give way to the account, which goes to user/login', async () => {
    const kit = kitWithSession();
    await kit.account.loginWithPassword({ email: '  ', username: ' ', account: 'starfarer', password: 'pw' });
    const logins = wireCalls(kit).filter((call) => call.path.startsWith('/passport/web/'));
    expect(logins).toMatchObject([{ path: '/passport/web/user/login/', body: { account: obfuscate('starfarer') } }]);
  });

  it('only blank fields are INVALID_ARGUMENT, and nothing is sent', async () => {
    const kit = kitWithSession();
    expect(await rejection(kit.account.loginWithPassword({ email: ' ', username: '\t', password: 'pw' }))).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(wireCalls(kit)).toEqual([]);
  });
});

describe('logout names the next address it refuses', () => {
  it("as 'logout next'", () => {
    const kit = createTestKit({ url: 'https://campaign.test/spring' });
    expect(() => kit.account.logout('https://evil.example/')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/^logout next /) }));
  });
});
