import { Hono } from 'hono';
import { activityAnswer } from '../envelopes';
import type { SiteContent } from '../state/site-content';

/** The demo's group-control script: marks the page so a person (and a test) can see it ran. */
const GROUP_CONTROL_SCRIPT = "document.documentElement.dataset.groupControl='loaded';\n";

const numberParam = (value: string | undefined): number | undefined => {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : Number.NaN;
};

/**
 * Content service calls: the picture search (group control reads its `setting`
 * advertisements), the demo's group-control script, and a /__dev door for the actions.
 */
export function contentRoutes(content: SiteContent): Hono {
  const routes = new Hono();

  routes.get('/site/api/v2/picture/search', (c) => {
    const query = c.req.query();
    const appId = query.app_id;
    if (!appId) return c.json(activityAnswer(10001, 'app_id is required'));
    const pageSize = numberParam(query.page_size) ?? 99;
    const pageIndex = numberParam(query.page_index) ?? 1;
    if (!(pageSize > 0) || !(pageIndex > 0)) return c.json(activityAnswer(10002, 'page_size and page_index must be positive'));
    const origin = new URL(c.req.url).origin;
    const matches = content.search({
      app_id: appId,
      website: numberParam(query.website),
      channel: numberParam(query.channel),
      language: query.language ?? 'zh-CN',
      page: query.page,
      block: query.block,
    });
    const advertisements = matches
      .slice((pageIndex - 1) * pageSize, pageIndex * pageSize)
      .map(({ id, title, image_url, link_url, content: text }) => ({
        id,
        title,
        image_url: image_url?.replaceAll('{origin}', origin),
        link_url: link_url?.replaceAll('{origin}', origin),
        content: text?.replaceAll('{origin}', origin),
      }));
    return c.json(activityAnswer(0, 'success', { advertisements, count: matches.length, page_index: pageIndex, page_size: pageSize }));
  });

  routes.get('/site/static/group-control.js', (c) => c.body(GROUP_CONTROL_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }));

  routes.post('/__dev/site-config', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (!Array.isArray(body)) return c.json({ message: 'send a JSON array of group-control actions' }, 400);
    content.setGroupControl(body);
    return c.json({ ok: true });
  });

  routes.post('/__dev/site-config/reset', (c) => {
    content.reset();
    return c.json({ ok: true });
  });

  return routes;
}
