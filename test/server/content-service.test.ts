import { describe, expect, it } from 'vitest';
import { loadContentSeed } from '../../demo/server/state/content-seed';
import { APP_ID, createTestApp } from './helpers';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface WireItem {
  id: string;
  title: string;
  update_at: number;
  like_count: number;
  forward_count: number;
  liked: boolean;
  summary?: string;
  cover?: string;
  duration?: number;
}
interface NewsPage {
  top_news: WireItem[];
  page_news: WireItem[];
  count: number;
  page_index: number;
  page_size: number;
}
interface VideoPage {
  top_video: WireItem[];
  page_videos: WireItem[];
  count: number;
  page_index: number;
  page_size: number;
}

const seed = loadContentSeed();
const zhCN = seed.editions['zh-CN']!;
const pinnedNews = zhCN.news.filter((topic) => topic.pinned).length;
const numberedNews = (zhCN.news.length - pinnedNews) * seed.news_issues;
const pinnedVideos = zhCN.videos.filter((topic) => topic.pinned).length;
const numberedVideos = (zhCN.videos.length - pinnedVideos) * seed.video_issues;

function setup() {
  // The dev doors answer on this host too, as the demo bound to it would.
  const test = createTestApp({ devHosts: ['demo.test'] });
  const json = async <T>(response: Response | Promise<Response>) => (await response).json() as Promise<Envelope<T>>;
  const get = <T>(path: string, cookie?: string) => json<T>(test.get(`http://demo.test${path}`, cookie));
  const post = <T>(path: string, body: unknown, cookie?: string) => json<T>(test.post(path, body, cookie));
  return { ...test, get, post };
}

const query = (params: Record<string, string | number | boolean>) => new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]));

/** A new visitor's cookie header: the `ck_visitor` cookie their first like call sets. */
async function visitorCookie(app: ReturnType<typeof setup>, id: string): Promise<string> {
  const response = await app.app.request('/site/api/common/like', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ app_id: APP_ID, id, action: 'unlike' }),
  });
  const cookie = response.headers.get('set-cookie') ?? '';
  expect(cookie).toMatch(/^ck_visitor=[^;]+;.*HttpOnly/);
  return cookie.split(';')[0]!;
}

describe('content service: news and video search (SPEC §3, §7)', () => {
  it('pages the news newest first, with top_flag keeping the pinned items apart', async () => {
    const app = setup();
    const first = await app.get<NewsPage>(`/site/api/v2/news/search?${query({ app_id: APP_ID, language: 'zh-CN', top_flag: true, page_index: 1, page_size: 10 })}`);
    expect(first.code).toBe(0);
    expect(first.data.top_news).toHaveLength(pinnedNews);
    expect(first.data).toMatchObject({ count: numberedNews, page_index: 1, page_size: 10 });
    expect(first.data.page_news).toHaveLength(10);
    const times = first.data.page_news.map((item) => item.update_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.data.page_news.some((item) => first.data.top_news.some((top) => top.id === item.id))).toBe(false);

    const lastIndex = Math.ceil(numberedNews / 8);
    const last = await app.get<NewsPage>(`/site/api/v2/news/search?${query({ app_id: APP_ID, top_flag: true, page_index: lastIndex, page_size: 8 })}`);
    expect(last.data.page_news).toHaveLength(numberedNews - 8 * (lastIndex - 1));
    expect(last.data.page_news.length).toBeGreaterThan(0);
    const all = await app.get<NewsPage>(`/site/api/v2/news/search?${query({ app_id: APP_ID, top_flag: false, page_size: 99 })}`);
    expect(all.data.top_news).toEqual([]);
    expect(all.data.count).toBe(numberedNews + pinnedNews);
    expect(all.data.page_news[0]).toMatchObject({ like_count: 0, liked: false, summary: expect.any(String) });
  });

  it('defaults to page 1 of 10, and refuses a missing app_id or a page that is not positive', async () => {
    const app = setup();
    const page = await app.get<NewsPage>(`/site/api/v2/news/search?app_id=${APP_ID}`);
    expect(page.data).toMatchObject({ page_index: 1, page_size: 10 });
    expect(await app.get('/site/api/v2/news/search')).toMatchObject({ code: 10001, message: 'app_id is required' });
    expect(await app.get(`/site/api/v2/video/search?app_id=${APP_ID}&page_index=0`)).toMatchObject({ code: 10002 });
  });

  it('has no content for another app or language (an empty page, not an error)', async () => {
    const app = setup();
    const other = await app.get<NewsPage>('/site/api/v2/news/search?app_id=another-game');
    expect(other).toMatchObject({ code: 0, data: { top_news: [], page_news: [], count: 0 } });
    const english = await app.get<VideoPage>(`/site/api/v2/video/search?app_id=${APP_ID}&language=en-US`);
    expect(english.data).toMatchObject({ top_video: [], page_videos: [], count: 0 });
  });

  it('answers the video search with top_video, page_videos, covers and durations', async () => {
    const app = setup();
    const videos = await app.get<VideoPage>(`/site/api/v2/video/search?${query({ app_id: APP_ID, top_flag: true, page_size: 5 })}`);
    expect(videos.data.top_video).toHaveLength(pinnedVideos);
    expect(videos.data).toMatchObject({ count: numberedVideos, page_index: 1, page_size: 5 });
    expect(videos.data.page_videos[0]).toMatchObject({ cover: expect.stringMatching(/^http:\/\/demo\.test\/site\/static\/banner\/\d\.svg\?language=zh-CN$/), duration: expect.any(Number) });
  });
});

describe('content service: news detail, resources, banners', () => {
  it('answers a news detail with its text, and 10004 for an unknown id', async () => {
    const app = setup();
    const list = await app.get<NewsPage>(`/site/api/v2/news/search?app_id=${APP_ID}&page_size=1`);
    const id = list.data.page_news[0]!.id;
    const detail = await app.get<WireItem & { content: string }>(`/site/api/v2/news/detail?app_id=${APP_ID}&id=${id}`);
    expect(detail.data).toMatchObject({ id, title: list.data.page_news[0]!.title, like_count: 0, forward_count: expect.any(Number) });
    expect(detail.data.content.split('\n').length).toBeGreaterThan(1);
    expect(await app.get(`/site/api/v2/news/detail?app_id=${APP_ID}&id=nope`)).toMatchObject({ code: 10004, message: 'news not found' });
    expect(await app.get(`/site/api/v2/news/detail?app_id=${APP_ID}`)).toMatchObject({ code: 10003 });
  });

  it('answers batch getResource with the known keys, addresses on the request origin', async () => {
    const app = setup();
    const answer = await app.post<{ resources: { key: string; type: string; value: string }[] }>('/site/api/batch/getResource', {
      app_id: APP_ID,
      language: 'zh-CN',
      keys: ['news_title', 'key_visual', 'unknown'],
    });
    expect(answer.data.resources.map((resource) => resource.key)).toEqual(['news_title', 'key_visual']);
    expect(answer.data.resources[1]!.value).toBe('http://localhost/site/static/banner/1.svg?language=zh-CN');
    expect(await app.post('/site/api/batch/getResource', { app_id: APP_ID, keys: [] })).toMatchObject({ code: 10005 });
  });

  it("serves the demo game's banners in the picture search and their pictures", async () => {
    const app = setup();
    const pictures = await app.get<{ advertisements: { title: string; image_url: string; content: string }[] }>(`/site/api/v2/picture/search?app_id=${APP_ID}&language=zh-CN`);
    expect(pictures.data.advertisements.map((ad) => ad.content)).toEqual(zhCN.banners.map((banner) => banner.content));
    expect(pictures.data.advertisements[0]!.image_url).toBe('http://demo.test/site/static/banner/1.svg?language=zh-CN');
    const svg = await app.app.request('/site/static/banner/2.svg');
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    expect(await svg.text()).toContain(zhCN.banners[1]!.content);
    expect((await app.app.request('/site/static/banner/9.svg')).status).toBe(404);
  });
});

describe('content service: likes count per visitor', () => {
  it('counts one like per visitor, takes it back on unlike, and tells each visitor whether they like it', async () => {
    const app = setup();
    const id = 'n-top-1';
    const alice = await visitorCookie(app, id);
    const bob = await visitorCookie(app, id);
    expect(alice).not.toBe(bob);
    const like = (cookie: string, action: 'like' | 'unlike') => app.post<{ like_count: number; forward_count: number; liked: boolean }>('/site/api/common/like', { app_id: APP_ID, id, item_type: 'news', action }, cookie);

    expect((await like(alice, 'like')).data).toMatchObject({ like_count: 1, liked: true, forward_count: expect.any(Number) });
    expect((await like(alice, 'like')).data).toMatchObject({ like_count: 1, liked: true });
    expect((await like(bob, 'like')).data).toMatchObject({ like_count: 2, liked: true });
    const seenByBob = await app.get<WireItem>(`/site/api/v2/news/detail?app_id=${APP_ID}&id=${id}`, bob);
    expect(seenByBob.data).toMatchObject({ like_count: 2, liked: true });
    expect((await like(alice, 'unlike')).data).toMatchObject({ like_count: 1, liked: false });
    const seenByAlice = await app.get<WireItem>(`/site/api/v2/news/detail?app_id=${APP_ID}&id=${id}`, alice);
    expect(seenByAlice.data).toMatchObject({ like_count: 1, liked: false });
    expect(await app.get<Record<string, number>>('/__dev/content/likes')).toEqual({ [id]: 1 });
  });

  it('refuses a bad action, item type or id, and resets through the dev door', async () => {
    const app = setup();
    expect(await app.post('/site/api/common/like', { app_id: APP_ID, id: 'n-top-1', action: 'love' })).toMatchObject({ code: 10006 });
    expect(await app.post('/site/api/common/like', { app_id: APP_ID, id: 'n-top-1', action: 'like', item_type: 'post' })).toMatchObject({ code: 10007 });
    expect(await app.post('/site/api/common/like', { app_id: APP_ID, id: 'n-top-1', action: 'like', item_type: 'video' })).toMatchObject({ code: 10004, message: 'video not found' });
    expect(await app.post('/site/api/common/like', { app_id: APP_ID, action: 'like' })).toMatchObject({ code: 10003 });
    expect(await app.post('/site/api/common/like', { id: 'n-top-1', action: 'like' })).toMatchObject({ code: 10001 });
    await app.post('/site/api/common/like', { app_id: APP_ID, id: 'v-top-1', item_type: 'video', action: 'like' });
    expect(await app.get('/__dev/content/likes')).toEqual({ 'v-top-1': 1 });
    await app.app.request('/__dev/content/reset', { method: 'POST' });
    expect(await app.get('/__dev/content/likes')).toEqual({});
  });
});

describe('content service: one edition per language the kit speaks', () => {
  const LANGUAGES = ['zh-CN', 'en', 'ja', 'ko', 'zh-TW'];

  it('has an edition in each of the five languages, with the same items (the same ids) in each', () => {
    expect(Object.keys(seed.editions).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('answers a %s visitor with the %s edition: news, its detail, videos, resources, banners and their pictures', async (language) => {
    const app = setup();
    const edition = seed.editions[language]!;
    const news = await app.get<NewsPage>(`/site/api/v2/news/search?${query({ app_id: APP_ID, language, top_flag: true, page_size: 3 })}`);
    expect(news.data.top_news.map((item) => item.title)).toEqual(edition.news.filter((topic) => topic.pinned).map((topic) => topic.title));
    expect(news.data.top_news.map((item) => item.id)).toEqual(['n-top-1', 'n-top-2']);
    expect(news.data.page_news[0]!.title).toBe(edition.issue.replace('{title}', edition.news.find((topic) => !topic.pinned)!.title).replace('{issue}', String(seed.news_issues)));
    const detail = await app.get<WireItem & { content: string }>(`/site/api/v2/news/detail?${query({ app_id: APP_ID, language, id: 'n-top-1' })}`);
    expect(detail.data.content).toBe(edition.news[0]!.paragraphs.join('\n'));
    const videos = await app.get<VideoPage>(`/site/api/v2/video/search?${query({ app_id: APP_ID, language, top_flag: true })}`);
    expect(videos.data.top_video[0]!.title).toBe(edition.videos[0]!.title);
    expect(videos.data.top_video[0]!.cover).toContain(`language=${encodeURIComponent(language)}`);
    const resources = await app.post<{ resources: { key: string; value: string }[] }>('/site/api/batch/getResource', { app_id: APP_ID, language, keys: ['news_title'] });
    expect(resources.data.resources).toEqual([expect.objectContaining({ key: 'news_title', value: edition.resources[0]!.value })]);

    const pictures = await app.get<{ advertisements: { image_url: string; content: string }[] }>(`/site/api/v2/picture/search?app_id=${APP_ID}&language=${language}`);
    expect(pictures.data.advertisements.map((ad) => ad.content)).toEqual(edition.banners.map((banner) => banner.content));
    const picture = await app.app.request(new URL(pictures.data.advertisements[0]!.image_url).pathname + new URL(pictures.data.advertisements[0]!.image_url).search);
    expect(await picture.text()).toContain(edition.banners[0]!.content.replace(/&/g, '&amp;'));
  });

  it('likes an item in every edition at once (one id in all)', async () => {
    const app = setup();
    const cookie = await visitorCookie(app, 'n-top-1');
    await app.post('/site/api/common/like', { app_id: APP_ID, language: 'ja', id: 'n-top-1', item_type: 'news', action: 'like' }, cookie);
    const seenInEnglish = await app.get<WireItem>(`/site/api/v2/news/detail?${query({ app_id: APP_ID, language: 'en', id: 'n-top-1' })}`, cookie);
    expect(seenInEnglish.data).toMatchObject({ like_count: 1, liked: true, title: seed.editions.en!.news[0]!.title });
  });
});
