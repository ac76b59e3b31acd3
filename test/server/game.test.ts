import { describe, expect, it } from 'vitest';
import { APP_ID, createTestApp } from './helpers';

const json = async (response: Response) => (await response.json()) as { code: number; message: string; data?: Record<string, unknown> };

describe('contract server: game server and role calls (SPEC §3, §6, §7)', () => {
  it('answers the server list of the game: zones with all their servers, test servers included', async () => {
    const { get } = createTestApp();
    const answer = await json(await get(`/external_activity/common/game/serverlist?app_id=${APP_ID}`));
    expect(answer.code).toBe(0);
    const zones = answer.data!.zone_list as { server_list: { server_type: number }[] }[];
    expect(zones.length).toBeGreaterThan(1);
    const types = zones.flatMap((zone) => zone.server_list.map((server) => server.server_type));
    expect(types).toContain(1);
    expect(types.some((type) => type !== 1)).toBe(true);
  });

  it('refuses a missing or unknown app_id with a non-zero code and a message', async () => {
    const { get } = createTestApp();
    expect(await json(await get('/external_activity/common/game/serverlist'))).toEqual({ code: 1, message: 'app_id is required' });
    expect((await json(await get('/external_activity/common/game/serverlist?app_id=nope'))).code).toBe(10001);
  });

  it('answers the role list of the logged-in user only', async () => {
    const { get, login } = createTestApp();
    expect((await json(await get(`/external_activity/common/game/rolelist?app_id=${APP_ID}`))).message).toBe('Not Login!');
    const cookie = await login('13800000000');
    const answer = await json(await get(`/external_activity/common/game/rolelist?app_id=${APP_ID}`, cookie));
    expect((answer.data!.role_list as { role_id: string }[]).map((role) => role.role_id)).toContain('r-1001-01');
  });

  it('answers /web/game/{server|role|server_role}_list for the user_id field', async () => {
    const { get } = createTestApp();
    const query = `app_id=${APP_ID}&user_id=1000000000000001`;
    const servers = (await json(await get(`/web/game/server_list?${query}`))).data!.server_list as { real_server_id: string }[];
    const roles = (await json(await get(`/web/game/role_list?${query}`))).data!.role_list as { real_server_id: string }[];
    const serverRoles = (await json(await get(`/web/game/server_role_list?${query}`))).data!.server_role_list as { real_server_id: string; role_list: unknown[] }[];
    expect(servers.map((server) => server.real_server_id).sort()).toEqual([...new Set(roles.map((role) => role.real_server_id))].sort());
    expect(serverRoles.every((server) => server.role_list.length > 0)).toBe(true);
    expect((await json(await get(`/web/game/role_list?app_id=${APP_ID}`))).code).toBe(10000);
    expect((await get(`/web/game/other_list?${query}`)).status).toBe(404);
  });
});
