import { describe, expect, it } from 'vitest';
import { FakePage, createFakeHttp } from '../../../adapters/fake';
import { filterServers, isNonProductionHost } from '../../../domain/servers/environment-filter';
import { ServerService } from '../../../domain/servers/server.service';
import type { ServerEnvironment, ServerLookupFailure } from '../../../domain/servers/server.types';
import { isCampaignKitError } from '../../../ports';

const API = 'https://api.test';
const ZONES = {
  zone_list: [
    { zone_id: 'z1', zone_name: '一区', server_list: [{ real_server_id: 's1', server_type: 1, server_name: '正式服' }, { real_server_id: 't1', server_type: 2, server_name: '测试服' }] },
    { zone_id: 'z2', zone_name: '二区', server_list: [{ real_server_id: 's2', server_type: 1 }] },
  ],
};

function setup({ url = 'https://sandbox.campaign.test/', environment = 'online' as ServerEnvironment, internalHosts = [] as string[] } = {}) {
  const { http, fetchMock } = createFakeHttp();
  const servers = new ServerService({ http, page: new FakePage({ url }) }, { appId: 'game-1', apiOrigin: API, environment, internalHosts });
  const failures: ServerLookupFailure[] = [];
  servers.failures$.subscribe((failure) => failures.push(failure));
  return { servers, fetchMock, failures };
}

const ids = (list: readonly { realServerId: string }[]) => list.map((server) => server.realServerId);

describe('ServerService init (SPEC §5)', () => {
  it.each([undefined, '', null])('needs an app_id: %j fails with the server list needs an app_id', (appId) => {
    const init = () => new ServerService({ http: createFakeHttp().http, page: new FakePage() }, { appId: appId as never, apiOrigin: API });
    expect(init).toThrow('the server list needs an app_id');
  });

  it('refuses an unknown environment', () => {
    expect(() => new ServerService({ http: createFakeHttp().http, page: new FakePage() }, { appId: '1', apiOrigin: API, environment: 'prod' as never })).toThrow(
      'environment must be sandbox, online or all',
    );
  });
});

describe('the environment filter (SPEC §6)', () => {
  const list = [
    { realServerId: 'online', serverType: 1, raw: {} },
    { realServerId: 'test', serverType: 2, raw: {} },
    { realServerId: 'other', serverType: 0, raw: {} },
  ];

  it('on a non-production host: sandbox keeps test servers, online keeps server_type 1, all keeps everything', () => {
    expect(ids(filterServers(list, 'sandbox', true))).toEqual(['test', 'other']);
    expect(ids(filterServers(list, 'online', true))).toEqual(['online']);
    expect(ids(filterServers(list, 'all', true))).toEqual(['online', 'test', 'other']);
  });

  it('on a production host shows only online servers, whatever the environment', () => {
    for (const environment of ['sandbox', 'online', 'all'] as const) expect(ids(filterServers(list, environment, false))).toEqual(['online']);
  });

  it('counts sandbox, localhost, loopback and configured internal hosts as non-production', () => {
    expect(isNonProductionHost('https://act-sandbox.example.com/')).toBe(true);
    expect(isNonProductionHost('http://localhost:5173/')).toBe(true);
    expect(isNonProductionHost('http://127.0.0.1:5173/')).toBe(true);
    expect(isNonProductionHost('https://page.corp.example.net/', ['corp.example.net'])).toBe(true);
    expect(isNonProductionHost('https://www.example.com/', ['corp.example.net'])).toBe(false);
  });
});

describe('server and role lookup (SPEC §3, §7, §8)', () => {
  it('GETs the server list with app_id and maps zone_list and server_list, filtered', async () => {
    const { servers, fetchMock } = setup({ environment: 'sandbox' });
    fetchMock.route('path:/external_activity/common/game/serverlist', { code: 0, data: ZONES, message: 'success' });
    const zones = await servers.loadZones();
    expect(new URL(fetchMock.callHistory.lastCall()!.url).searchParams.get('app_id')).toBe('game-1');
    expect(zones.map((zone) => [zone.zoneId, zone.zoneName, ids(zone.servers)])).toEqual([['z1', '一区', ['t1']], ['z2', '二区', []]]);
    expect(zones[0]?.servers[0]).toMatchObject({ realServerId: 't1', serverType: 2, serverName: '测试服' });
  });

  it('flattens the servers of every zone', async () => {
    const { servers, fetchMock } = setup({ environment: 'all' });
    fetchMock.route('path:/external_activity/common/game/serverlist', { code: 0, data: ZONES });
    expect(ids(await servers.servers())).toEqual(['s1', 't1', 's2']);
  });

  it('GETs the role list and maps role_list', async () => {
    const { servers, fetchMock } = setup();
    fetchMock.route('path:/external_activity/common/game/rolelist', { code: 0, data: { role_list: [{ real_server_id: 's1', role_id: 'r1', role_name: '星辉' }] } });
    expect(await servers.loadRoles()).toEqual([{ realServerId: 's1', roleId: 'r1', roleName: '星辉', raw: { real_server_id: 's1', role_id: 'r1', role_name: '星辉' } }]);
  });

  it.each(['server', 'role', 'server_role'] as const)('GETs /web/game/%s_list with app_id, the user fields and the form-encoded header', async (kind) => {
    const { servers, fetchMock } = setup();
    fetchMock.route(`path:/web/game/${kind}_list`, { code: 0, data: {} });
    await servers.loadUserList(kind as 'server', { user_id: 'u1', token: 't' });
    const call = fetchMock.callHistory.lastCall()!;
    expect(Object.fromEntries(new URL(call.url).searchParams)).toEqual({ app_id: 'game-1', user_id: 'u1', token: 't' });
    expect((call.options.headers as Record<string, string>)['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('maps server_role_list: servers (filtered) with their roles', async () => {
    const { servers, fetchMock } = setup();
    fetchMock.route('path:/web/game/server_role_list', {
      code: 0,
      data: { server_role_list: [{ real_server_id: 's1', server_type: 1, role_list: [{ real_server_id: 's1', role_id: 'r1' }] }, { real_server_id: 't1', server_type: 2, role_list: [] }] },
    });
    const list = await servers.loadUserList('server_role');
    expect(list.map((server) => [server.realServerId, server.roles.map((role) => role.roleId)])).toEqual([['s1', ['r1']]]);
  });

  it("raises the server's message, or code is not 0!, and the helpers answer [] and publish the failure", async () => {
    const { servers, fetchMock, failures } = setup();
    fetchMock.route('path:/external_activity/common/game/serverlist', { code: 1, message: '服务器列表维护中' }, { repeat: 1 });
    fetchMock.route('path:/external_activity/common/game/serverlist', { code: 2 });
    const error: unknown = await servers.loadZones().catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'SERVER')).toBe(true);
    expect((error as Error).message).toBe('服务器列表维护中');
    await expect(servers.loadZones()).rejects.toThrow('code is not 0!');
    fetchMock.route('path:/external_activity/common/game/rolelist', { status: 500 });
    expect(await servers.zones()).toEqual([]);
    expect(await servers.roles()).toEqual([]);
    expect(failures.map((failure) => [failure.call, (failure.error as Error).message])).toEqual([
      ['serverlist', 'code is not 0!'],
      ['rolelist', 'network error!'],
    ]);
  });

  it('reports the environment in force: online on a production host', () => {
    expect(setup({ url: 'https://www.game.test/', environment: 'all' }).servers.environment).toBe('online');
    expect(setup({ url: 'http://localhost/', environment: 'all' }).servers.environment).toBe('all');
  });
});
