import { Hono } from 'hono';
import { isRecord, readBody } from '../body';
import { activityAnswer } from '../envelopes';
import type { PlatformState } from '../state/platform-state';

/**
 * The short link: POST /api/share-link with `url` answers `data` = the short link,
 * `{origin}/api/share-link/{id}`, which redirects (302) to the url.
 */
export function shareRoutes(platform: PlatformState): Hono {
  const routes = new Hono();
  routes.post('/api/share-link', async (c) => {
    const body = await readBody(c);
    const url = isRecord(body) && typeof body.url === 'string' ? body.url : '';
    if (!/^https?:\/\/\S+$/.test(url)) return c.json(activityAnswer(1, 'url must be an http(s) address'));
    return c.json({ code: 0, message: 'success', data: `${new URL(c.req.url).origin}/api/share-link/${platform.shorten(url)}` });
  });
  routes.get('/api/share-link/:id', (c) => {
    const target = platform.target(c.req.param('id'));
    return target ? c.redirect(target, 302) : c.json(activityAnswer(404, 'no such short link'), 404);
  });
  return routes;
}
