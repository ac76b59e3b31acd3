import { Hono } from 'hono';
import { isRecord, readBody } from '../body';
import { activityAnswer } from '../envelopes';
import { isReturnAddress } from '../return-address';
import type { PlatformState } from '../state/platform-state';

/**
 * The short link: POST /api/share-link with a JSON `{ url }` answers `data` = the short link,
 * `{origin}/api/share-link/{id}`, which redirects (302) to the url. Only addresses of this
 * server's own origin or of a configured page origin (`corsOrigins`) are shortened, so a short
 * link never sends a visitor (or an allow-listed script tag) to another site; the body must be
 * sent as `application/json` (a `text/plain` one is what a page on another site can post without
 * asking); ids are random, so one link tells nothing of the others.
 * @param origins - the configured page origins. Defaults to none (this server's origin only).
 */
export function shareRoutes(platform: PlatformState, origins: readonly string[] = []): Hono {
  const routes = new Hono();
  routes.post('/api/share-link', async (c) => {
    if (!/^application\/json\b/i.test(c.req.header('content-type') ?? '')) return c.json(activityAnswer(1, 'the body must be JSON (content-type: application/json)'), 415);
    const body = await readBody(c);
    const url = isRecord(body) && typeof body.url === 'string' ? body.url : '';
    if (!/^https?:\/\/\S+$/.test(url)) return c.json(activityAnswer(1, 'url must be an http(s) address'));
    if (!isReturnAddress(c, url, origins)) return c.json(activityAnswer(1, `url must be on ${[new URL(c.req.url).origin, ...origins].join(' or ')}`));
    return c.json({ code: 0, message: 'success', data: `${new URL(c.req.url).origin}/api/share-link/${platform.shorten(url)}` });
  });
  routes.get('/api/share-link/:id', (c) => {
    const target = platform.target(c.req.param('id'));
    return target ? c.redirect(target, 302) : c.json(activityAnswer(404, 'no such short link'), 404);
  });
  return routes;
}
