import { describe, expect, it } from 'vitest';
import { createTestKit, type TestKit, withFeatures } from '../../../composition/testing';
import { FINISH_RETRY_DELAYS_MS } from '../../../domain/account/code-login';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { CampaignKitError } from '../../../ports/errors';
import { activity, passport, wireCalls } from '../support/routes';
import { account } from '../../../composition/features/index';

const MOBILE = '13800000000';
const USER = '7000000000000001';
const LOST = { throws: new TypeError('Failed to fetch') };
const LOGIN_CHECK = 'path:/act/test-app/passport/login_check';

function serverAcceptsTheCode(kit: TestKit) {
  kit.fetchMock.route('path:/quick_login/v2/', passport(0, { user_id_str: USER }, 'success', { redirect_url: 'https://campaign.test/' }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER, screen_name: 'Ace' } } });
}

function loginCheckLost(kit: TestKit, times: number) {
  kit.fetchMock.route(LOGIN_CHECK, LOST, { repeat: times });
  kit.fetchMock.route(LOGIN_CHECK, activity({ has_login: true, user_id_string: USER }));
}

/** Moves the fake clock through every retry wait while `promise` settles. */
async function settle<T>(kit: TestKit, promise: Promise<T>): Promise<T | CampaignKitError> {
  const outcome = promise.then((value) => value, (error: CampaignKitError) => error);
  for (let turn = 0; turn < 50; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    kit.clock.advance(500);
  }
  return outcome;
}

const quickLogins = (kit: TestKit) => wireCalls(kit).filter((call) => call.path === '/quick_login/v2/');

const TIMED_OUT = { throws: new DOMException('The operation was aborted.', 'AbortError') };
const LOGGED_IN = activity({ has_login: true, user_id_string: USER });

const flush = async () => {
  for (let i = 0; i < 30; i += 1) await new Promise((r) => setTimeout(r, 0));
};

/** Follows a promise: `settled` turns true once it resolves or rejects. */
function follow<T>(promise: Promise<T>) {
  const watch = { settled: false, outcome: undefined as T | CampaignKitError | undefined };
  promise.then(
    (value) => Object.assign(watch, { settled: true, outcome: value }),
    (error: CampaignKitError) => Object.assign(watch, { settled: true, outcome: error }),
  );
  return watch;
}

const count = (kit: TestKit, suffix: string) => wireCalls(kit).filter((call) => call.path.endsWith(suffix)).length;

describe('a half-finished SMS login finishes (SPEC §4 Mobile login steps 3-4)', () => {
  it('retries the session check after a lost answer, logs the visitor in once and emits loggedIn$', async () => {
    const kit = createTestKit();
    serverAcceptsTheCode(kit);
    loginCheckLost(kit, 2);
    const logins: string[] = [];
    kit.account.loggedIn$.subscribe((user) => logins.push(user.userId));

    const result = await settle(kit, kit.account.loginWithCode(MOBILE, '1234'));

    expect(result).toEqual({ userId: USER, redirectUrl: 'https://campaign.test/' });
    expect(kit.account.state.status).toBe('logged-in');
    expect(logins).toEqual([USER]);
    expect(quickLogins(kit)).toHaveLength(1);
    expect(wireCalls(kit).filter((call) => call.path.endsWith('/login_check'))).toHaveLength(3);
  });

  it(`gives up after ${FINISH_RETRY_DELAYS_MS.length} retries, and a second try finishes without sending the used code again`, async () => {
    const kit = createTestKit();
    serverAcceptsTheCode(kit);
    loginCheckLost(kit, FINISH_RETRY_DELAYS_MS.length + 1);

    const first = await settle(kit, kit.account.loginWithCode(MOBILE, '1234'));
    expect(first).toMatchObject({ code: 'NETWORK' });
    expect(kit.account.state.status).not.toBe('logged-in');

    const second = await settle(kit, kit.account.loginWithCode(MOBILE, '1234'));
    expect(second).toMatchObject({ userId: USER });
    expect(quickLogins(kit)).toHaveLength(1);
  });

  it('a different code after a lost finish is sent: only the accepted code is remembered', async () => {
    const kit = createTestKit();
    serverAcceptsTheCode(kit);
    loginCheckLost(kit, FINISH_RETRY_DELAYS_MS.length + 1);
    await settle(kit, kit.account.loginWithCode(MOBILE, '1234'));
    await settle(kit, kit.account.loginWithCode(MOBILE, '5678'));
    expect(quickLogins(kit).map((call) => call.query.code)).toHaveLength(2);
  });

  it('when the login answer itself is lost, GET /check_login/ tells whether the code was used: a session finishes the login', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/quick_login/v2/', LOST);
    kit.fetchMock.route('path:/check_login/', passport(0, { has_login: true }));
    kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
    kit.fetchMock.route(LOGIN_CHECK, activity({ has_login: true, user_id_string: USER }));

    const result = await settle(kit, kit.account.loginWithCode(MOBILE, '1234'));

    expect(result).toMatchObject({ userId: USER });
    expect(wireCalls(kit).find((call) => call.path === '/check_login/')).toMatchObject({ method: 'GET', query: { aid: '1128' } });
  });

  it('when the login answer is lost and /check_login/ finds no session, the lost answer is the error', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/quick_login/v2/', LOST);
    kit.fetchMock.route('path:/check_login/', passport(0, { has_login: false }));
    const result = await settle(kit, kit.account.loginWithCode(MOBILE, '1234'));
    expect(result).toMatchObject({ code: 'NETWORK' });
    expect(wireCalls(kit).some((call) => call.path.endsWith('/login_check'))).toBe(false);
  });

  it('a wrong code is not retried and not remembered', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/quick_login/v2/', passport(1202, {}, '验证码错误'));
    const result = await settle(kit, kit.account.loginWithCode(MOBILE, '1234'));
    expect(result).toMatchObject({ code: 'SERVER', message: '验证码错误' });
    await settle(kit, kit.account.loginWithCode(MOBILE, '1234'));
    expect(quickLogins(kit)).toHaveLength(2);
  });
});

describe('SMS logins under way at once on one kit', () => {
  /** The server accepts each code and sends a redirect address of its own: /after-<the code>. */
  function serverAcceptsEachCode(kit: TestKit) {
    kit.fetchMock.route('path:/quick_login/v2/', ({ url }) => {
      const code = new URL(url).searchParams.get('code');
      const plain = ['1111', '2222'].find((candidate) => obfuscate(candidate) === code);
      return passport(0, { user_id_str: USER }, 'success', { redirect_url: `https://campaign.test/after-${plain}` });
    });
    kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
  }

  it('each login returns its own redirect address, though one finish is retried while the other runs', async () => {
    const kit = createTestKit();
    serverAcceptsEachCode(kit);
    loginCheckLost(kit, 1);

    const results = await settle(kit, Promise.all([kit.account.loginWithCode(MOBILE, '1111'), kit.account.loginWithCode(MOBILE, '2222')]));

    expect(results).toEqual([
      { userId: USER, redirectUrl: 'https://campaign.test/after-1111' },
      { userId: USER, redirectUrl: 'https://campaign.test/after-2222' },
    ]);
    expect(quickLogins(kit)).toHaveLength(2);
  });

  it('a code whose finish was lost stays accepted while another login finishes: its next try sends nothing again', async () => {
    const kit = createTestKit();
    serverAcceptsEachCode(kit);
    loginCheckLost(kit, FINISH_RETRY_DELAYS_MS.length + 1);
    expect(await settle(kit, kit.account.loginWithCode(MOBILE, '1111'))).toMatchObject({ code: 'NETWORK' });

    expect(await settle(kit, kit.account.loginWithCode(MOBILE, '2222'))).toMatchObject({ redirectUrl: 'https://campaign.test/after-2222' });
    expect(await settle(kit, kit.account.loginWithCode(MOBILE, '1111'))).toMatchObject({ redirectUrl: 'https://campaign.test/after-1111' });
    expect(quickLogins(kit).map((call) => call.query.code)).toEqual([obfuscate('1111'), obfuscate('2222')]);
  });

  it('a second call with the same mobile and code while the first runs joins it: the code is sent once', async () => {
    const kit = createTestKit();
    serverAcceptsEachCode(kit);
    loginCheckLost(kit, 1);

    const results = await settle(kit, Promise.all([kit.account.loginWithCode(MOBILE, '1111'), kit.account.loginWithCode(MOBILE, '1111')]));

    const joined = { userId: USER, redirectUrl: 'https://campaign.test/after-1111' };
    expect(results).toEqual([joined, joined]);
    expect(quickLogins(kit)).toHaveLength(1);
  });
});

describe('single-sign-on calls send the CSRF header (SPEC §7), as passport calls do', () => {
  it('sends x-tt-passport-csrf-token from the passport_csrf_token cookie on send code, quick login and account info', async () => {
    const kit = createTestKit({ cookies: { passport_csrf_token: 'csrf-1' } });
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0));
    serverAcceptsTheCode(kit);
    kit.fetchMock.route(LOGIN_CHECK, activity({ has_login: true, user_id_string: USER }));
    kit.fetchMock.route('path:/check_login/', passport(0, { has_login: true }));
    await kit.account.sendCode(MOBILE);
    await kit.account.loginWithCode(MOBILE, '1234');
    const sso = wireCalls(kit).filter((call) => !call.path.startsWith('/act/'));
    expect(sso.map((call) => call.path)).toEqual(['/send_activation_code/v2/', '/quick_login/v2/', '/passport/account/info/v2/']);
    for (const call of sso) expect(call.headers['x-tt-passport-csrf-token']).toBe('csrf-1');
  });

  it('sends no CSRF header while the cookie is unset', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0));
    await kit.account.sendCode(MOBILE);
    expect(wireCalls(kit)[0]!.headers).not.toHaveProperty('x-tt-passport-csrf-token');
  });
});

describe('finishing an accepted SMS login: which failures are lost answers (SPEC §4 Mobile login steps 3-4)', () => {
  it('a session check answered with a server error status is retried', async () => {
    const kit = createTestKit();
    serverAcceptsTheCode(kit);
    kit.fetchMock.route(LOGIN_CHECK, { status: 502, body: 'Bad Gateway' }, { repeat: 1 });
    kit.fetchMock.route(LOGIN_CHECK, LOGGED_IN);
    expect(await settle(kit, kit.account.loginWithCode(MOBILE, '1234'))).toMatchObject({ userId: USER });
    expect(count(kit, '/quick_login/v2/')).toBe(1);
  });

  it('a session check that timed out is retried', async () => {
    const kit = createTestKit();
    serverAcceptsTheCode(kit);
    kit.fetchMock.route(LOGIN_CHECK, TIMED_OUT, { repeat: 1 });
    kit.fetchMock.route(LOGIN_CHECK, LOGGED_IN);
    expect(await settle(kit, kit.account.loginWithCode(MOBILE, '1234'))).toMatchObject({ userId: USER });
    expect(count(kit, '/quick_login/v2/')).toBe(1);
  });

  it('the first retry waits 1 s', async () => {
    const kit = createTestKit();
    serverAcceptsTheCode(kit);
    kit.fetchMock.route(LOGIN_CHECK, LOST, { repeat: 1 });
    kit.fetchMock.route(LOGIN_CHECK, LOGGED_IN);
    const watch = follow(kit.account.loginWithCode(MOBILE, '1234'));
    await expect.poll(() => count(kit, '/login_check'), { timeout: 10_000 }).toBe(1);
    await flush();
    kit.clock.advance(999);
    await flush();
    expect(count(kit, '/login_check')).toBe(1);
    expect(watch.settled).toBe(false);
    kit.clock.advance(1);
    await expect.poll(() => watch.settled, { timeout: 10_000 }).toBe(true);
    expect(watch.outcome).toMatchObject({ userId: USER });
  });

  it('no session after an accepted code fails login fail! at once, and the code is not remembered', async () => {
    const kit = createTestKit();
    serverAcceptsTheCode(kit);
    kit.fetchMock.route(LOGIN_CHECK, activity({ has_login: false }));
    const watch = follow(kit.account.loginWithCode(MOBILE, '1234'));
    await expect.poll(() => watch.settled, { timeout: 10_000 }).toBe(true);
    expect(count(kit, '/login_check')).toBe(1);
    expect(watch.outcome).toMatchObject({ code: 'NOT_LOGIN', message: 'login fail!' });
    await settle(kit, kit.account.loginWithCode(MOBILE, '1234'));
    expect(count(kit, '/quick_login/v2/')).toBe(2);
  });
});

describe('a lost login answer (SPEC §4 Mobile login step 3)', () => {
  it('sms: passport has no session question to ask: the lost answer is the error', async () => {
    const kit = createTestKit({ features: withFeatures(account({ sms: 'passport' })) });
    kit.fetchMock.route('path:/passport/web/sms_login/', LOST);
    expect(await settle(kit, kit.account.loginWithCode(MOBILE, '1234'))).toMatchObject({ code: 'NETWORK' });
  });

  it('sso: when /check_login/ is lost too, the lost login answer is the error and nobody is logged in', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/quick_login/v2/', LOST);
    kit.fetchMock.route('path:/check_login/', LOST);
    kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
    kit.fetchMock.route(LOGIN_CHECK, LOGGED_IN);
    expect(await settle(kit, kit.account.loginWithCode(MOBILE, '1234'))).toMatchObject({ code: 'NETWORK' });
    expect(count(kit, '/login_check')).toBe(0);
    expect(kit.account.state.status).not.toBe('logged-in');
  });
});
