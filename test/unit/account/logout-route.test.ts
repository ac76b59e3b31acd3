import { describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../../composition/testing';
import { SIGN_IN_ROUTE_KEY } from '../../../domain/account/account.service';
import { activity, passport } from '../support/routes';

const ORIGIN = 'https://campaign.test';
const PAGE = `${ORIGIN}/spring`;
const USER = '7000000000000001';
const web = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data } });

function kitWithSession(): TestKit {
  const kit = createTestKit({ url: PAGE });
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', web({ user_id_str: USER }));
  return kit;
}

/** Where the last navigation went: its path and query. */
function leftFor(kit: TestKit) {
  const target = new URL(kit.page.navigations.at(-1)!);
  return { path: target.pathname, query: Object.fromEntries(target.searchParams) };
}

const SSO_LOGOUT = { path: '/logout/', query: { page: PAGE, aid: '1128', service: PAGE } };
const PASSPORT_LOGOUT = { path: '/passport/web/logout/', query: { account_sdk_source: 'web', next: PAGE, aid: '1128' } };

type Method = [name: string, signIn: (kit: TestKit) => Promise<unknown>, route: 'sso' | 'passport'];
const METHODS: Method[] = [
  ['account.loginWithCode (quick_login v2)', (kit) => (kit.fetchMock.route('path:/quick_login/v2/', passport(0, { user_id_str: USER })), kit.account.loginWithCode('13800000000', '1234')), 'sso'],
  ['signIn.quickLogin (mobile-web quick_login)', (kit) => (kit.fetchMock.route('path:/quick_login/', passport(0, { user_id_str: USER })), kit.signIn.quickLogin('13800000000', '1234')), 'sso'],
  ['signIn.accountLogin (mobile-web account_login)', (kit) => (kit.fetchMock.route('path:/account_login/', passport(0, { user_id_str: USER })), kit.signIn.accountLogin('starfarer', 'pw')), 'sso'],
  ['signIn.smsLogin', (kit) => (kit.fetchMock.route('path:/passport/web/sms_login/', web({ user_id_str: USER })), kit.signIn.smsLogin('13800000000', '1234')), 'passport'],
  ['signIn.emailLogin', (kit) => (kit.fetchMock.route('path:/passport/web/email/login/', web({ user_id_str: USER })), kit.signIn.emailLogin('a@b.co', 'pw')), 'passport'],
  ['signIn.emailCodeLogin', (kit) => (kit.fetchMock.route('path:/passport/web/email/code_login/', web({ user_id_str: USER })), kit.signIn.emailCodeLogin('a@b.co', '1234')), 'passport'],
  ['signIn.passwordLogin (username)', (kit) => (kit.fetchMock.route('path:/passport/web/user/login/', web({ user_id_str: USER })), kit.signIn.passwordLogin({ username: 'neo', password: 'pw' })), 'passport'],
];

describe('logout goes to the address of the route the visitor signed in by (SPEC §2, §7)', () => {
  it.each(METHODS)('%s', async (_name, signIn, route) => {
    const kit = kitWithSession();
    await signIn(kit);
    expect(kit.account.state.signInRoute).toBe(route);
    kit.signIn.logout();
    expect(leftFor(kit)).toMatchObject(route === 'sso' ? SSO_LOGOUT : PASSPORT_LOGOUT);
    expect(kit.account.state.status).toBe('logged-out');
  });

  it('kit.account.logout and kit.signIn.logout agree after a passport sign-in', async () => {
    const kit = kitWithSession();
    kit.fetchMock.route('path:/passport/web/email/login/', web({ user_id_str: USER }));
    await kit.signIn.emailLogin('a@b.co', 'pw');
    kit.account.logout();
    expect(leftFor(kit)).toMatchObject(PASSPORT_LOGOUT);
  });

  it('QR, app-authorisation and provider logins finish through completeLogin, whose default route is passport', async () => {
    const kit = kitWithSession();
    await kit.account.completeLogin();
    expect(kit.account.state.signInRoute).toBe('passport');
    await kit.account.completeLogin(undefined, 'sso');
    expect(kit.account.state.signInRoute).toBe('sso');
  });

  it('the route is remembered in local storage across a reload, and forgotten at logout', async () => {
    const kit = kitWithSession();
    kit.fetchMock.route('path:/passport/web/sms_login/', web({ user_id_str: USER }));
    await kit.signIn.smsLogin('13800000000', '1234');
    expect(kit.storage.get('local', SIGN_IN_ROUTE_KEY)).toBe('passport');
    await kit.account.check();
    expect(kit.account.state).toMatchObject({ status: 'logged-in', signInRoute: 'passport' });
    kit.account.logout();
    expect(kit.storage.get('local', SIGN_IN_ROUTE_KEY)).toBeUndefined();
  });

  it('a session found by a check alone (route unknown) leaves by the single-sign-on /logout/', async () => {
    const kit = kitWithSession();
    await kit.account.check();
    expect(kit.account.state.signInRoute).toBeUndefined();
    kit.signIn.logout();
    expect(leftFor(kit)).toMatchObject(SSO_LOGOUT);
  });

  it("a publisher's mobileWebPaths.logout is where the single-sign-on route leaves", async () => {
    const kit = createTestKit({ url: PAGE, passport: { mobileWebPaths: { logout: '/sso/logout/' } } });
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
    kit.fetchMock.route('path:/passport/account/info/v2/', web({ user_id_str: USER }));
    kit.fetchMock.route('path:/quick_login/v2/', passport(0, { user_id_str: USER }));
    await kit.account.loginWithCode('13800000000', '1234');
    kit.account.logout();
    expect(leftFor(kit)).toEqual({ path: '/sso/logout/', query: SSO_LOGOUT.query });
  });

  it('a check that finds no session forgets the route', async () => {
    const kit = createTestKit({ url: PAGE });
    kit.storage.set('local', SIGN_IN_ROUTE_KEY, 'passport');
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: false }));
    await kit.account.check();
    expect(kit.storage.get('local', SIGN_IN_ROUTE_KEY)).toBeUndefined();
    kit.account.logout();
    expect(leftFor(kit)).toMatchObject(SSO_LOGOUT);
  });
});
