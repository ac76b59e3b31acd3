import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { providers } from '../../../composition/features/index';
import { accountCache, EMPTY_ACCOUNT_CACHE } from '../../../domain/account/account-cache';
import { AccountCacheLoader } from '../../../domain/account/account-cache-loader';
import { loginStatusKey } from '../../../domain/account/login-status';
import { toProviderSettings } from '../../../domain/account/login-status-settings';
import type { CampaignKitError } from '../../../ports/errors';
import { activity, wireCalls as sharedWireCalls } from '../support/routes';

const USER = '7000000000000042';
const formOf = (kit: ReturnType<typeof createTestKit>, path: string) => {
  const call = kit.fetchMock.callHistory.calls().find((c) => new URL(c.url).pathname === path)!;
  return Object.fromEntries((call.options.body as unknown as URLSearchParams).entries());
};

describe('game-account logins (SPEC §7)', () => {
  it('/web_b/account/login sends sdk_app_id 1782, aid, is_create, extras as JSON; returns the users', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/web_b/account/login', activity({ users: [{ user_id: 'g1', token: 't1' }] }));
    expect(await kit.account.games.webBLogin({ os: 'web', extras: { a: 1 } })).toEqual([{ user_id: 'g1', token: 't1', platform: undefined }]);
    expect(formOf(kit, '/web_b/account/login')).toEqual({ sdk_app_id: '1782', aid: '1128', os: 'web', is_create: '0', extras: '{"a":1}' });
  });

  it('/web/account/login sends channel_id bsdkintl, aid, user_id, token', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/web/account/login', activity({ users: [{ user_id: 'g1', token: 't2', platform: 'x' }] }));
    await kit.account.games.webLogin({ userId: 'g1', token: 't1' });
    expect(formOf(kit, '/web/account/login')).toEqual({ channel_id: 'bsdkintl', aid: '1128', user_id: 'g1', token: 't1', is_create: '0' });
  });
});

describe('login-status entries (SPEC §3, §7)', () => {
  it('loads with appid, caches per app id in local storage, refreshes on demand, clears', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/act/login_status', { success: true, result: [{ type: 'google', platform_app_id: 2, client_id: 'g' }] });
    const url = 'https://campaign.test/act/login_status';
    const entries = await kit.account.loginStatus.load(url, 'app-1');
    expect(entries).toEqual([{ type: 'google', platform_app_id: 2, client_id: 'g' }]);
    await kit.account.loginStatus.load(url, 'app-1');
    expect(sharedWireCalls(kit)).toHaveLength(1);
    expect(sharedWireCalls(kit)[0]!.query).toEqual({ appid: 'app-1' });
    expect(kit.storage.get('local', loginStatusKey('app-1'))).toEqual(entries);
    await kit.account.loginStatus.load(url, 'app-1', { refresh: true });
    expect(sharedWireCalls(kit)).toHaveLength(2);
    await kit.account.loginStatus.clear('app-1');
    expect(kit.storage.get('local', loginStatusKey('app-1'))).toBeUndefined();
  });

  it('a failed answer is APPID出错，请检查 (SPEC §8)', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/act/login_status', { success: false });
    const error = await kit.account.loginStatus.load('https://campaign.test/act/login_status', 'x').catch((e: CampaignKitError) => e);
    expect(error).toMatchObject({ code: 'SERVER', message: 'APPID出错，请检查' });
  });

  it('entries become provider settings the providers accept', () => {
    const settings = toProviderSettings([
      { type: 'facebook', platform_app_id: 3, app_key: 'fb' },
      { type: 'vk', platform_app_id: 4, app_key: 'vk' },
      { type: 'mobile' },
      { type: 'myspace' },
    ]);
    expect(settings.map((s) => s.type)).toEqual(['facebook', 'vk']);
    expect(() => createTestKit({ features: withFeatures(providers()) }).account.configureProviders(settings)).not.toThrow();
  });
});

describe('account cache (SPEC §3)', () => {
  it('loads the account, then the users, then the lists in order; clear empties it', async () => {
    const kit = createTestKit();
    const order: string[] = [];
    kit.fetchMock.route('path:/act/test-app/passport/login_check', () => (order.push('account'), activity({ has_login: true, user_id_string: USER })));
    kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER, screen_name: 'Ace' } } });
    kit.fetchMock.route('path:/web_b/account/login', () => (order.push('users'), activity({ users: [{ user_id: 'g1', token: 't1' }] })));
    const lists = {
      userServers: async (user: object) => (order.push(`servers:${JSON.stringify(user)}`), [{ id: 's1' }]),
      userRoles: async () => (order.push('roles'), [{ id: 'r1' }]),
      userServerRoles: async () => (order.push('server-roles'), []),
    };
    const cacheState = new BehaviorSubject(EMPTY_ACCOUNT_CACHE);
    const cache = accountCache(cacheState, async () => new AccountCacheLoader({ session: kit.account, games: kit.account.games, lists }, cacheState, EMPTY_ACCOUNT_CACHE));
    const state = await cache.load();
    expect(order).toEqual(['account', 'users', 'servers:{"user_id":"g1","token":"t1"}', 'roles', 'server-roles']);
    expect(state).toMatchObject({ status: 'loaded', account: { userId: USER }, users: [{ user_id: 'g1' }], servers: [{ id: 's1' }], roles: [{ id: 'r1' }] });
    await cache.load();
    expect(order).toHaveLength(5);
    cache.clear();
    expect(cache.state.status).toBe('empty');
  });

  it('in the kit, the lists come from kit.servers (/web/game/*_list with the first user), after the account and the users', async () => {
    const kit = createTestKit();
    const order: string[] = [];
    const seen = (name: string, body: unknown) => () => (order.push(name), body);
    kit.fetchMock.route('path:/act/test-app/passport/login_check', seen('account', activity({ has_login: true, user_id_string: USER })));
    kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
    kit.fetchMock.route('path:/web_b/account/login', seen('users', activity({ users: [{ user_id: 'g1', token: 't1' }, { user_id: 'g2', token: 't2' }] })));
    kit.fetchMock.route('path:/web/game/server_list', seen('servers', activity({ server_list: [{ real_server_id: '101', server_type: 1, server_name: 'S1' }, { real_server_id: '900', server_type: 2 }] })));
    kit.fetchMock.route('path:/web/game/role_list', seen('roles', activity({ role_list: [{ real_server_id: '101', role_id: 'r1', role_name: 'Ace' }] })));
    kit.fetchMock.route('path:/web/game/server_role_list', seen('server-roles', activity({ server_role_list: [{ real_server_id: '101', server_type: 1, role_list: [{ role_id: 'r1' }] }] })));
    const state = await kit.account.cache.load();
    expect(order).toEqual(['account', 'users', 'servers', 'roles', 'server-roles']);
    const listCalls = kit.fetchMock.callHistory.calls().filter((call) => call.url.includes('/web/game/'));
    for (const call of listCalls) expect(Object.fromEntries(new URL(call.url).searchParams)).toMatchObject({ user_id: 'g1', token: 't1', app_id: 'test-app' });
    // Mapped and environment-filtered by the servers service: the test server (type 2) is left out on a production host.
    expect(state.servers).toEqual([expect.objectContaining({ realServerId: '101', serverName: 'S1' })]);
    expect(state.roles).toEqual([expect.objectContaining({ roleId: 'r1', roleName: 'Ace' })]);
    expect(state.serverRoles).toEqual([expect.objectContaining({ realServerId: '101', roles: [expect.objectContaining({ roleId: 'r1' })] })]);
  });

  it('a failed list is an empty list in the cache (SPEC §8: helpers return empty lists), reported on kit.servers.failures$', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
    kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
    kit.fetchMock.route('path:/web_b/account/login', activity({ users: [{ user_id: 'g1', token: 't1' }] }));
    kit.fetchMock.route('path:/web/game/server_list', activity({}, 1, 'busy'));
    kit.fetchMock.route('path:/web/game/role_list', activity({ role_list: [{ real_server_id: '1', role_id: 'r1' }] }));
    kit.fetchMock.route('path:/web/game/server_role_list', activity({ server_role_list: [] }));
    const failures: string[] = [];
    kit.servers.failures$.subscribe((failure) => failures.push(failure.call));
    const state = await kit.account.cache.load();
    expect(state).toMatchObject({ status: 'loaded', servers: [], roles: [expect.objectContaining({ roleId: 'r1' })] });
    expect(failures).toEqual(['server_list']);
  });

  it('without a session the cache fails with Not Login!', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: false }));
    expect(await kit.account.cache.load().catch((e: CampaignKitError) => e)).toMatchObject({ code: 'NOT_LOGIN' });
    expect(kit.account.cache.state).toMatchObject({ status: 'failed', error: 'Not Login!' });
  });
});

describe('game-account logins read any users answer into GameUser entries (SPEC §7 /web/account/login)', () => {
  it('keeps a string platform, drops any other, and reads a missing id or token as empty', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/web/account/login', activity({ users: [{ user_id: 'g1', token: 't1', platform: 'android' }, { user_id: 42, platform: 7 }, { token: 't3' }] }));
    expect(await kit.account.games.webLogin({ userId: 'g1', token: 't1' })).toEqual([
      { user_id: 'g1', token: 't1', platform: 'android' },
      { user_id: '42', token: '', platform: undefined },
      { user_id: '', token: 't3', platform: undefined },
    ]);
  });

  it('an answer without data, or whose users is not a list, has no users', async () => {
    for (const data of [null, {}, { users: 'g1' }]) {
      const kit = createTestKit();
      kit.fetchMock.route('path:/web_b/account/login', activity(data));
      expect(await kit.account.games.webBLogin()).toEqual([]);
    }
  });
});
