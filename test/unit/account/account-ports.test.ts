import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { FakeClock, FakePage, FakeRandom } from '../../../adapters/fake/index';
import type { AccountState } from '../../../domain/account/account-session';
import { AccountService } from '../../../domain/account/account.service';
import type { AccountServiceOptions, AccountPorts } from '../../../domain/account/account.types';
import { wireAccount } from '../../../domain/account/account-wiring';
import type { ProviderPlugin } from '../../../domain/account/provider-plugin';
import { ProviderStatus } from '../../../domain/account/providers/provider-status';
import type { HttpRequest } from '../../../ports/http.port';
import { activity } from '../support/routes';
import { rejection } from '../support/rejection';

const PAGE = 'https://campaign.test/spring';
const USER = '7000000000000001';
const INIT: AccountServiceOptions = { aid: 1128, appId: 'test-app', activityId: 'test-activity', apiOrigin: 'https://campaign.test', ssoOrigin: 'https://campaign.test' };
const web = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data } });

/** An account built by hand with only the ports it requires (http, page, clock) and the ones a test adds. */
function bareAccount(extra: Partial<AccountPorts> = {}, init: Partial<AccountServiceOptions> = {}) {
  const { http, fetchMock } = createFakeHttp();
  const clock = new FakeClock();
  const page = new FakePage({ url: PAGE });
  const account = new AccountService({ http, page, clock, ...extra }, { ...INIT, ...init });
  return { account, fetchMock, page, clock };
}

function providersPlugin(): ProviderPlugin {
  const status = new ProviderStatus();
  status.configure([{ type: 'google', platform_app_id: 2, client_id: 'g' }]);
  return { status, load: () => import('../../../domain/account/providers/provider-login') };
}

describe('an account without storage remembers for this page only (AccountPorts: storage is optional)', () => {
  it('remembers the route and method of a login until logout, and leaves by that route', async () => {
    const { account, fetchMock, page } = bareAccount();
    fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
    fetchMock.route('path:/passport/account/info/v2/', web({ user_id_str: USER }));
    fetchMock.route('path:/passport/web/email/login/', web({ user_id_str: USER }));
    await account.loginWithEmail('a@b.co', 'pw');
    expect(await account.check({ fresh: true })).toMatchObject({ status: 'logged-in', loginRoute: 'passport', loginMethod: 'password' });
    account.logout();
    expect(new URL(page.navigations.at(-1)!).pathname).toBe('/passport/web/logout/');
    expect(account.state.status).toBe('logged-out');
  });

  it('a check that finds no session works without storage', async () => {
    const { account, fetchMock } = bareAccount();
    fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: false }));
    expect(await account.check()).toMatchObject({ status: 'logged-out' });
  });

  it('loads the login-status entries every time, having nowhere to cache them', async () => {
    const { http, fetchMock } = createFakeHttp();
    const asked: HttpRequest[] = [];
    const account = new AccountService({ http: { request: (request) => (asked.push(request), http.request(request)) }, page: new FakePage({ url: PAGE }), clock: new FakeClock() }, { aid: 1128, appId: 'test-app', activityId: 'test-activity', apiOrigin: 'https://campaign.test', ssoOrigin: 'https://campaign.test' });
    fetchMock.route('path:/act/login_status', { success: true, result: [{ type: 'google', client_id: 'g' }] });
    const url = 'https://campaign.test/act/login_status';
    expect(await account.loginStatus.load(url, 'app-1')).toEqual([{ type: 'google', client_id: 'g' }]);
    expect(await account.loginStatus.load(url, 'app-1')).toEqual([{ type: 'google', client_id: 'g' }]);
    await account.loginStatus.clear('app-1');
    expect(asked.map(({ method, query, withCredentials }) => ({ method, query, withCredentials }))).toEqual(Array(2).fill({ method: 'GET', query: { appid: 'app-1' }, withCredentials: true }));
  });
});

describe('a login whose port is missing is NOT_INITIALIZED, naming the port', () => {
  it.each([
    ['no storage and no random', {}],
    ['no storage', { random: new FakeRandom(1) }],
  ])('provider login with %s', async (_name, ports) => {
    const { account } = bareAccount(ports, { providers: providersPlugin() });
    expect(await rejection(account.loginWithProvider('google'))).toMatchObject({ code: 'NOT_INITIALIZED', message: expect.stringContaining('storage and random ports') });
  });

  it('app authorisation without a bridge', async () => {
    const { account } = bareAccount();
    expect(await rejection(account.loginWithApp())).toMatchObject({ code: 'NOT_INITIALIZED', message: expect.stringContaining('bridge port') });
  });
});

describe('the account wiring', () => {
  it('an account without the providers plugin refuses the provider engine with FEATURE_MISSING', async () => {
    const { http } = createFakeHttp();
    const parts = wireAccount({ http, page: new FakePage({ url: PAGE }), clock: new FakeClock() }, INIT, { state: new BehaviorSubject<AccountState>({ status: 'unknown' }), loggedIn: new Subject() });
    expect(await rejection(parts.providers())).toMatchObject({ code: 'FEATURE_MISSING', message: expect.stringContaining('providers() feature') });
  });
});
