import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { activityAnswer } from '../envelopes';
import { sessionUser } from '../session';
import { DEMO_PLATFORM_APPS } from '../state/oauth-grants';
import type { ContractStore } from '../store';

/** A game token for a user: the same every time, so /web/account/login can check it. */
const gameToken = (userId: string) => createHash('sha256').update(`game:${userId}`).digest('hex').slice(0, 32);

/**
 * The game-account logins (/web_b/account/login, /web/account/login) and the act
 * site's login-status entries (GET /act/login_status?appid=), for the demo's providers.
 */
export function gameAccountRoutes(store: ContractStore): Hono {
  const routes = new Hono();

  routes.post('/web_b/account/login', (c) => {
    const user = sessionUser(c, store);
    if (!user) return c.json(activityAnswer(10000, 'Not Login!'));
    return c.json(activityAnswer(0, 'success', { users: [{ user_id: user.user_id_str, token: gameToken(user.user_id_str), platform: 'passport' }] }));
  });

  routes.post('/web/account/login', async (c) => {
    const form = new URLSearchParams(await c.req.text());
    const userId = form.get('user_id') ?? '';
    if (form.get('token') !== gameToken(userId)) return c.json(activityAnswer(10003, 'token is invalid'));
    return c.json(activityAnswer(0, 'success', { users: [{ user_id: userId, token: gameToken(userId), platform: form.get('channel_id') ?? '' }] }));
  });

  routes.get('/act/login_status', (c) => {
    if (!c.req.query('appid')) return c.json({ success: false, result: [] });
    const result = Object.entries(DEMO_PLATFORM_APPS).map(([type, id]) => ({ type, platform_app_id: id, client_id: `demo-${type}`, app_key: `demo-${type}` }));
    return c.json({ success: true, result });
  });

  return routes;
}
