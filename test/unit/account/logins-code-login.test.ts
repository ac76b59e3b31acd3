import { describe, expect, it } from 'vitest';
import { createTestKit, withFeatures, type TestKit } from '../../../composition/testing';
import { account } from '../../../composition/features/index';
import type { CampaignKitError } from '../../../ports/errors';
import { activity, passport, wireCalls } from '../support/routes';

const MOBILE = '13800000000';
const USER = '7000000000000049';
const LOST = { throws: new TypeError('Failed to fetch') };
const TIMED_OUT = { throws: new DOMException('The operation was aborted.', 'AbortError') };
const LOGIN_CHECK = 'path:/act/test-app/passport/login_check';
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

/** Moves the fake clock through every retry wait while `promise` settles. */
async function settle<T>(kit: TestKit, promise: Promise<T>): Promise<T | CampaignKitError> {
  const watch = follow(promise);
  for (let turn = 0; turn < 50 && !watch.settled; turn += 1) {
    await flush();
    kit.clock.advance(500);
  }
  await flush();
  return watch.outcome as T | CampaignKitError;
}

function serverAcceptsTheCode(kit: TestKit) {
  kit.fetchMock.route('path:/quick_login/v2/', passport(0, { user_id_str: USER }, 'success', { redirect_url: 'https://campaign.test/' }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
}

const count = (kit: TestKit, suffix: string) => wireCalls(kit).filter((call) => call.path.endsWith(suffix)).length;

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
