import { describe, expect, it } from 'vitest';
import { account } from '../../../composition/features/index';
import { createTestKit, withFeatures, type TestKit, type TestKitOptions } from '../../../composition/testing';
import { LOGIN_ROUTE_KEY } from '../../../domain/account/account-session';
import { activity, passport } from '../support/routes';

const ORIGIN = 'https://campaign.test';
const PAGE = `${ORIGIN}/spring`;
const USER = '7000000000000001';
const web = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data } });

function kitWithSession(options: TestKitOptions = {}): TestKit {
  const kit = createTestKit({ url: PAGE, ...options });
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

const sms = (route: 'passport' | 'mobile-web') => ({ features: withFeatures(account({ sms: route })) }) as unknown as TestKitOptions;

type Method = [name: string, options: TestKitOptions, logIn: (kit: TestKit) => Promise<unknown>, route: 'sso' | 'passport'];
const METHODS: Method[] = [
  ['loginWithCode, sms sso (quick_login v2)', {}, (kit) => (kit.fetchMock.route('path:/quick_login/v2/', passport(0, { user_id_str: USER })), kit.account.loginWithCode('13800000000', '1234')), 'sso'],
  ['loginWithCode, sms mobile-web (quick_login)', sms('mobile-web'), (kit) => (kit.fetchMock.route('path:/quick_login/', passport(0, { user_id_str: USER })), kit.account.loginWithCode('13800000000', '1234')), 'sso'],
  ['loginWithCode, sms passport (sms_login)', sms('passport'), (kit) => (kit.fetchMock.route('path:/passport/web/sms_login/', web({ user_id_str: USER })), kit.account.loginWithCode('13800000000', '1234')), 'passport'],
  ['loginWithEmail', {}, (kit) => (kit.fetchMock.route('path:/passport/web/email/login/', web({ user_id_str: USER })), kit.account.loginWithEmail('a@b.co', 'pw')), 'passport'],
  ['loginWithEmailCode', {}, (kit) => (kit.fetchMock.route('path:/passport/web/email/code_login/', web({ user_id_str: USER })), kit.account.loginWithEmailCode('a@b.co', '1234')), 'passport'],
  ['loginWithPassword (username)', {}, (kit) => (kit.fetchMock.route('path:/passport/web/user/login/', web({ user_id_str: USER })), kit.account.loginWithPassword({ username: 'neo', password: 'pw' })), 'passport'],
];

describe('logout goes to the address of the route the visitor logged in by (SPEC §2, §7)', () => {
  it.each(METHODS)('%s', async (_name, options, logIn, route) => {
    const kit = kitWithSession(options);
    await logIn(kit);
    expect(kit.account.state.loginRoute).toBe(route);
    kit.account.logout();
    expect(leftFor(kit)).toMatchObject(route === 'sso' ? SSO_LOGOUT : PASSPORT_LOGOUT);
    expect(kit.account.state.status).toBe('logged-out');
  });

  it("a session made by the mobile-web area's account_login (kit.passport.mobileWeb) and found by a check leaves by /logout/", async () => {
    const kit = kitWithSession();
    kit.fetchMock.route('path:/account_login/', passport(0, { user_id_str: USER }));
    await kit.passport.mobileWeb.accountLogin({ account: 'starfarer', password: 'pw', service: PAGE });
    expect(await kit.account.check()).toMatchObject({ status: 'logged-in', userId: USER });
    kit.account.logout();
    expect(leftFor(kit)).toMatchObject(SSO_LOGOUT);
  });

  it("there is one logout: kit.account leaves by the same addresses kit.passport's raw layer builds", async () => {
    const passportKit = kitWithSession();
    passportKit.fetchMock.route('path:/passport/web/email/login/', web({ user_id_str: USER }));
    await passportKit.account.loginWithEmail('a@b.co', 'pw');
    passportKit.account.logout();
    expect(passportKit.page.navigations.at(-1)).toBe(passportKit.passport.login.logoutUrl(PAGE));
    const ssoKit = kitWithSession();
    ssoKit.fetchMock.route('path:/quick_login/v2/', passport(0, { user_id_str: USER }));
    await ssoKit.account.loginWithCode('13800000000', '1234');
    ssoKit.account.logout();
    expect(ssoKit.page.navigations.at(-1)).toBe(ssoKit.passport.mobileWeb.logoutUrl(PAGE));
  });

  it('QR, app-authorisation and provider logins remember the passport route', async () => {
    const kit = kitWithSession({ userAgent: 'Mozilla/5.0 (iPhone) AppleWebKit Mobile aweme_30.0' });
    kit.bridge.reply('login', { code: 1, data: { code: 'app-code' } });
    kit.fetchMock.route('path:/passport/web/auth/login/', web({ user_id_str: USER }));
    await kit.account.loginWithApp();
    expect(kit.account.state.loginRoute).toBe('passport');
    kit.account.logout();
    expect(leftFor(kit)).toMatchObject(PASSPORT_LOGOUT);
  });

  it('the route is remembered in local storage across a reload, and forgotten at logout', async () => {
    const kit = kitWithSession(sms('passport'));
    kit.fetchMock.route('path:/passport/web/sms_login/', web({ user_id_str: USER }));
    await kit.account.loginWithCode('13800000000', '1234');
    expect(kit.storage.get('local', LOGIN_ROUTE_KEY)).toBe('passport');
    await kit.account.check();
    expect(kit.account.state).toMatchObject({ status: 'logged-in', loginRoute: 'passport' });
    kit.account.logout();
    expect(kit.storage.get('local', LOGIN_ROUTE_KEY)).toBeUndefined();
  });

  it('a session found by a check alone (route unknown) leaves by the single-sign-on /logout/', async () => {
    const kit = kitWithSession();
    await kit.account.check();
    expect(kit.account.state.loginRoute).toBeUndefined();
    kit.account.logout();
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
    kit.storage.set('local', LOGIN_ROUTE_KEY, 'passport');
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: false }));
    await kit.account.check();
    expect(kit.storage.get('local', LOGIN_ROUTE_KEY)).toBeUndefined();
    kit.account.logout();
    expect(leftFor(kit)).toMatchObject(SSO_LOGOUT);
  });
});

describe('logout comes back only to this site or an allowed origin (no open redirect)', () => {
  it.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)'])('refuses next = %s, and stays', (next) => {
    const kit = createTestKit({ url: PAGE });
    expect(() => kit.account.logout(next)).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(kit.page.navigations).toHaveLength(0);
  });

  it('comes back to a path of this site, or to an origin the kit lists in navigationOrigins', () => {
    const kit = createTestKit({ url: PAGE, navigationOrigins: ['https://shop.example'] });
    kit.account.logout('/after');
    expect(leftFor(kit).query.service).toBe(`${ORIGIN}/after`);
    kit.account.logout('https://shop.example/cart');
    expect(leftFor(kit).query.service).toBe('https://shop.example/cart');
  });
});

describe('the single-sign-on logout leaves for the single-sign-on host (SPEC §2, §7 /logout/)', () => {
  it('a page whose passport lives on another host still leaves by ssoOrigin /logout/', () => {
    const kit = createTestKit({ url: 'https://campaign.test/spring', ssoOrigin: 'https://sso.test', passport: { origin: 'https://passport.test' } });
    kit.account.logout();
    const target = new URL(kit.page.navigations.at(-1)!);
    expect(`${target.origin}${target.pathname}`).toBe('https://sso.test/logout/');
  });
});
