import type { Context } from 'hono';
import { Hono } from 'hono';
import { activityAnswer } from '../envelopes';
import { sessionUser } from '../session';
import type { PlatformState, WireRole } from '../state/platform-state';
import type { ContractStore } from '../store';

/**
 * Game server and role calls: the server list (zones with servers, test
 * servers included: the page filters by environment), the logged-in user's roles, and the
 * /web/game lists by user.
 */
export function gameRoutes(store: ContractStore, platform: PlatformState): Hono {
  const routes = new Hono();

  const game = (c: Context) => {
    const appId = c.req.query('app_id');
    if (!appId) return { error: c.json(activityAnswer(1, 'app_id is required')) };
    const found = platform.game(appId);
    return found ? { game: found } : { error: c.json(activityAnswer(10001, `no game with app_id ${appId}`)) };
  };
  /** The user: the session's, or the user_id query field of the /web/game calls. */
  const userId = (c: Context) => sessionUser(c, store)?.user_id_str ?? c.req.query('user_id');
  const roles = (roleMap: Record<string, WireRole[]>, id: string | undefined) => (id ? (roleMap[id] ?? []) : []);

  routes.get('/external_activity/common/game/serverlist', (c) => {
    const { game: found, error } = game(c);
    return found ? c.json(activityAnswer(0, 'success', { zone_list: found.zone_list })) : error;
  });

  routes.get('/external_activity/common/game/rolelist', (c) => {
    const { game: found, error } = game(c);
    if (!found) return error;
    const user = sessionUser(c, store);
    if (!user) return c.json(activityAnswer(10000, 'Not Login!'));
    return c.json(activityAnswer(0, 'success', { role_list: roles(found.roles, user.user_id_str) }));
  });

  routes.get('/web/game/:list', (c) => {
    const list = c.req.param('list');
    if (!['server_list', 'role_list', 'server_role_list'].includes(list)) return c.json(activityAnswer(10004, `unknown list ${list}`), 404);
    const { game: found, error } = game(c);
    if (!found) return error;
    const id = userId(c);
    if (!id) return c.json(activityAnswer(10000, 'Not Login!'));
    const userRoles = roles(found.roles, id);
    const servers = found.zone_list.flatMap((zone) => zone.server_list).filter((server) => userRoles.some((role) => role.real_server_id === server.real_server_id));
    if (list === 'role_list') return c.json(activityAnswer(0, 'success', { role_list: userRoles }));
    if (list === 'server_list') return c.json(activityAnswer(0, 'success', { server_list: servers }));
    return c.json(activityAnswer(0, 'success', { server_role_list: servers.map((server) => ({ ...server, role_list: userRoles.filter((role) => role.real_server_id === server.real_server_id) })) }));
  });

  return routes;
}
