import { randomUUID } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { isRecord, readBody } from '../body';
import { activityAnswer } from '../envelopes';
import type { ContentCatalogue, StoredItem } from '../state/content-catalogue';
import { bannerPicture } from '../state/site-content';

/** The cookie that tells visitors apart for likes (no login needed). */
export const VISITOR_COOKIE = 'ck_visitor';
const COOKIE_OPTIONS = { httpOnly: true, sameSite: 'Lax', path: '/' } as const;

const positive = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : Number.NaN;
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined);

/**
 * The content service calls beside the picture search (routes/content.ts): news and
 * video search, news detail, batch getResource and like, answered from the seeded catalogue
 * with the activity envelope; the banners' pictures; and /__dev doors for likes. Likes count
 * per visitor, told apart by the `ck_visitor` cookie.
 */
export function contentServiceRoutes(catalogue: ContentCatalogue): Hono {
  const routes = new Hono();

  const wire = (c: Context, item: StoredItem, language: string) => {
    const visitor = getCookie(c, VISITOR_COOKIE);
    const origin = new URL(c.req.url).origin;
    const common = { id: item.id, title: item.title, update_at: item.update_at, like_count: catalogue.likeCount(item.id), forward_count: item.forward_count, liked: catalogue.likedBy(item.id, visitor) };
    return item.kind === 'news' ? { ...common, summary: item.summary } : { ...common, cover: `${origin}${bannerPicture(bannerOf(item, language), language)}`, duration: item.duration };
  };
  const bannerOf = (item: StoredItem, language: string) => (Number(item.id.replace(/\D/g, '') || 0) % catalogue.edition(language).banners.length) + 1;

  const search = (kind: 'news' | 'video') => (c: Context) => {
    const query = c.req.query();
    if (!query.app_id) return c.json(activityAnswer(10001, 'app_id is required'));
    const pageSize = positive(query.page_size, 10);
    const pageIndex = positive(query.page_index, 1);
    if (Number.isNaN(pageSize) || Number.isNaN(pageIndex)) return c.json(activityAnswer(10002, 'page_size and page_index must be positive'));
    const top = query.top_flag === 'true' || query.top_flag === '1';
    const language = query.language ?? 'zh-CN';
    const found = catalogue.serves(query.app_id, language) ? catalogue.search(kind, language, { top, pageIndex, pageSize }) : { top: [], page: [], count: 0 };
    const [topName, pageName] = kind === 'news' ? ['top_news', 'page_news'] : ['top_video', 'page_videos'];
    return c.json(
      activityAnswer(0, 'success', {
        [topName]: found.top.map((item) => wire(c, item, language)),
        [pageName]: found.page.map((item) => wire(c, item, language)),
        count: found.count,
        page_index: pageIndex,
        page_size: pageSize,
      }),
    );
  };

  routes.get('/site/api/v2/news/search', search('news'));
  routes.get('/site/api/v2/video/search', search('video'));

  routes.get('/site/api/v2/news/detail', (c) => {
    const { app_id: appId, id, language = 'zh-CN' } = c.req.query();
    if (!appId) return c.json(activityAnswer(10001, 'app_id is required'));
    if (!id) return c.json(activityAnswer(10003, 'id is required'));
    const item = catalogue.serves(appId, language) ? catalogue.item(id, language) : undefined;
    if (!item || item.kind !== 'news') return c.json(activityAnswer(10004, 'news not found'));
    return c.json(activityAnswer(0, 'success', { ...wire(c, item, language), content: item.content }));
  });

  routes.post('/site/api/batch/getResource', async (c) => {
    const body = await readBody(c);
    if (!isRecord(body) || !text(body.app_id)) return c.json(activityAnswer(10001, 'app_id is required'));
    const keys = body.keys;
    if (!Array.isArray(keys) || keys.length === 0 || keys.some((key) => typeof key !== 'string' || key === '')) {
      return c.json(activityAnswer(10005, 'keys must be a non-empty list of strings'));
    }
    const origin = new URL(c.req.url).origin;
    const language = text(body.language) ?? 'zh-CN';
    const resources = catalogue.serves(text(body.app_id)!, language) ? catalogue.edition(language).resources.filter((resource) => keys.includes(resource.key)).map((resource) => ({ ...resource, value: resource.value.replaceAll('{origin}', origin) })) : [];
    return c.json(activityAnswer(0, 'success', { resources }));
  });

  routes.post('/site/api/common/like', async (c) => {
    const body = await readBody(c);
    if (!isRecord(body) || !text(body.app_id)) return c.json(activityAnswer(10001, 'app_id is required'));
    const id = text(body.id);
    if (!id) return c.json(activityAnswer(10003, 'id is required'));
    if (body.action !== 'like' && body.action !== 'unlike') return c.json(activityAnswer(10006, 'action must be like or unlike'));
    const kind = body.item_type ?? 'news';
    if (kind !== 'news' && kind !== 'video') return c.json(activityAnswer(10007, 'item_type must be news or video'));
    const language = text(body.language) ?? 'zh-CN';
    const item = catalogue.serves(text(body.app_id)!, language) ? catalogue.item(id, language) : undefined;
    if (!item || item.kind !== kind) return c.json(activityAnswer(10004, `${kind} not found`));
    let visitor = getCookie(c, VISITOR_COOKIE);
    if (!visitor) {
      visitor = randomUUID();
      setCookie(c, VISITOR_COOKIE, visitor, COOKIE_OPTIONS);
    }
    catalogue.setLike(id, visitor, body.action === 'like');
    return c.json(activityAnswer(0, 'success', { like_count: catalogue.likeCount(id), forward_count: item.forward_count, liked: catalogue.likedBy(id, visitor) }));
  });

  routes.get('/site/static/banner/:file{[0-9]+\\.svg}', (c) => {
    const n = Number.parseInt(c.req.param('file'), 10);
    const language = c.req.query('language') ?? 'zh-CN';
    const banner = catalogue.serves(catalogue.seed.app_id, language) ? catalogue.edition(language).banners[n - 1] : undefined;
    if (!banner) return c.json({ message: 'not found', path: c.req.path }, 404);
    return c.body(bannerSvg(n, banner.content), 200, { 'content-type': 'image/svg+xml; charset=utf-8' });
  });

  routes.get('/__dev/content/likes', (c) => c.json(catalogue.likes()));
  routes.post('/__dev/content/reset', (c) => {
    catalogue.reset();
    return c.json({ ok: true });
  });

  return routes;
}

const HUES = [258, 200, 32];

/** A 1200×400 banner picture: a night-sky gradient in the banner's hue, with its words. */
function bannerSvg(n: number, words: string): string {
  const hue = HUES[(n - 1) % HUES.length];
  const escaped = words.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 14%)"/><stop offset="1" stop-color="hsl(${hue} 70% 38%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>
<circle cx="980" cy="120" r="150" fill="hsl(${hue} 80% 70% / 0.25)"/>
<circle cx="980" cy="120" r="90" fill="hsl(${hue} 90% 80% / 0.35)"/>
<text x="80" y="220" font-family="sans-serif" font-size="44" font-weight="700" fill="#fff">${escaped}</text>
</svg>`;
}
