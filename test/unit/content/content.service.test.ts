import { describe, expect, it } from 'vitest';
import { createFakeHttp } from '../../../adapters/fake';
import { ContentService } from '../../../domain/content/content.service';
import { pickAdvertisements } from '../../../domain/site-config/picture-search.api';
import type { ContentServiceOptions } from '../../../domain/content/content.types';
import { isCampaignKitError } from '../../../ports';
import { activity, wireCalls } from '../support/routes';

const ORIGIN = 'https://content.test';

function setup(init: Partial<ContentServiceOptions> = {}) {
  const { http, fetchMock } = createFakeHttp();
  const content = new ContentService({ http }, { appId: 'game-1', origin: ORIGIN, ...init });
  return { content, fetchMock, calls: () => wireCalls({ fetchMock }) };
}

const NEWS = { id: 7, title: '开服公告', summary: '十点开服', image: 'https://cdn.test/7.png', url: 'https://game.test/news/7', keyword: '公告', update_at: 1_700_000_000, like_count: '3', forward_count: 2, liked: true };

describe('ContentService init (SPEC §5)', () => {
  it.each([undefined, '', null, {}])('needs an app id: %j fails with content init needs an app_id', (appId) => {
    let thrown: unknown;
    try {
      new ContentService({ http: createFakeHttp().http }, { appId: appId as never, origin: ORIGIN });
    } catch (error) {
      thrown = error;
    }
    expect(isCampaignKitError(thrown, 'INVALID_ARGUMENT')).toBe(true);
    expect((thrown as Error).message).toBe('content init needs an app_id');
  });

  it('needs an http(s) origin, kept without its trailing slash', () => {
    const { http } = createFakeHttp();
    expect(() => new ContentService({ http }, { appId: 1, origin: 'content.test' })).toThrow('content origin must be an http(s) origin, got "content.test"');
    const content = new ContentService({ http }, { appId: 1, origin: 'https://www.game.example.com/content-proxy/' });
    expect(content.origin).toBe('https://www.game.example.com/content-proxy');
  });
});

describe('picture search (SPEC §7)', () => {
  it('GETs /site/api/v2/picture/search with app_id, language zh-CN, page_size 99 and page_index 1 by default', async () => {
    const { content, fetchMock, calls } = setup();
    fetchMock.route('path:/site/api/v2/picture/search', activity({ advertisements: [{ id: 1, title: 'banner', image_url: 'https://cdn.test/1.png' }], count: 1, page_index: 1, page_size: 99 }));
    const result = await content.searchPictures();
    expect(calls()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/site/api/v2/picture/search', query: { app_id: 'game-1', language: 'zh-CN', page_size: '99', page_index: '1' }, body: undefined }),
    ]);
    expect(result).toEqual({ advertisements: [{ id: '1', title: 'banner', imageUrl: 'https://cdn.test/1.png', linkUrl: undefined, content: undefined }], count: 1, pageIndex: 1, pageSize: 99 });
    expect(fetchMock.callHistory.lastCall()!.url.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it('sends the placement, another language and paging when given', async () => {
    const { content, fetchMock, calls } = setup({ language: 'en-US' });
    fetchMock.route('path:/site/api/v2/picture/search', activity({ advertisements: [], count: 0 }));
    await content.searchPictures({ website: 5000, page: 'home', block: 'top', channel: 10, language: 'ja-JP', pageSize: 5, pageIndex: 2 });
    expect(calls()[0]!.query).toEqual({ app_id: 'game-1', language: 'ja-JP', website: '5000', page: 'home', block: 'top', channel: '10', page_size: '5', page_index: '2' });
    await content.searchPictures();
    expect(calls()[1]!.query.language).toBe('en-US');
  });

  it('picks the advertisements titled banner, or setting, by title (SPEC §7)', async () => {
    const { content, fetchMock } = setup();
    fetchMock.route(
      'path:/site/api/v2/picture/search',
      activity({ advertisements: [{ id: 1, title: 'setting', content: '[]' }, { id: 2, title: 'banner', image_url: 'https://cdn.test/2.png' }, { id: 3, title: 'banner' }], count: 3 }),
    );
    const { advertisements } = await content.searchPictures();
    expect(pickAdvertisements(advertisements, 'banner').map((ad) => ad.id)).toEqual(['2', '3']);
    expect(pickAdvertisements(advertisements, 'setting').map((ad) => ad.id)).toEqual(['1']);
  });
});

describe('news and video search (SPEC §3, §7, §9)', () => {
  it('GETs /site/api/v2/news/search with top_flag false, page_index 1 and page_size 10 by default, mapped to camelCase', async () => {
    const { content, fetchMock, calls } = setup();
    fetchMock.route('path:/site/api/v2/news/search', activity({ top_news: [], page_news: [NEWS], count: 31, page_index: 1, page_size: 10 }));
    const result = await content.searchNews();
    expect(calls()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/site/api/v2/news/search', query: { app_id: 'game-1', language: 'zh-CN', top_flag: 'false', page_index: '1', page_size: '10' }, body: undefined }),
    ]);
    expect(result).toMatchObject({ topNews: [], count: 31, pageIndex: 1, pageSize: 10 });
    expect(result.pageNews[0]).toEqual({
      id: '7',
      title: '开服公告',
      summary: '十点开服',
      imageUrl: 'https://cdn.test/7.png',
      linkUrl: 'https://game.test/news/7',
      keywords: '公告',
      publishedAt: 1_700_000_000_000,
      likeCount: 3,
      forwardCount: 2,
      liked: true,
      raw: NEWS,
    });
  });

  it('sends top_flag, the page and the placement, and reads top_news apart from page_news', async () => {
    const { content, fetchMock, calls } = setup();
    fetchMock.route('path:/site/api/v2/news/search', activity({ top_news: [{ id: 'top', title: '置顶' }], page_news: [{ id: 'a', news_name: '旧字段标题' }], count: 12, page_index: 2, page_size: 6 }));
    const result = await content.searchNews({ topFlag: true, pageIndex: 2, pageSize: 6, website: 74, page: 1, block: 2, channel: 5 });
    expect(calls()[0]!.query).toEqual({ app_id: 'game-1', language: 'zh-CN', website: '74', page: '1', block: '2', channel: '5', top_flag: 'true', page_index: '2', page_size: '6' });
    expect(result.topNews.map((item) => [item.id, item.title, item.likeCount, item.forwardCount])).toEqual([['top', '置顶', 0, 0]]);
    expect(result.pageNews.map((item) => [item.id, item.title, item.summary, item.publishedAt])).toEqual([['a', '旧字段标题', '', undefined]]);
  });

  it('GETs /site/api/v2/video/search and reads top_video and page_videos', async () => {
    const { content, fetchMock, calls } = setup();
    const video = { id: 9, title: 'PV', cover: 'https://cdn.test/9.jpg', video_url: 'https://cdn.test/9.mp4', duration: 132, update_at: 1_700_000_100 };
    fetchMock.route('path:/site/api/v2/video/search', activity({ top_video: [video], page_videos: [], count: 0, page_index: 3, page_size: 4 }));
    const result = await content.searchVideos({ topFlag: true, pageIndex: 3, pageSize: 4 });
    expect(calls()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/site/api/v2/video/search', query: { app_id: 'game-1', language: 'zh-CN', top_flag: 'true', page_index: '3', page_size: '4' } }),
    ]);
    expect(result).toMatchObject({ pageVideos: [], count: 0, pageIndex: 3, pageSize: 4 });
    expect(result.topVideo[0]).toMatchObject({ id: '9', title: 'PV', coverUrl: 'https://cdn.test/9.jpg', videoUrl: 'https://cdn.test/9.mp4', durationSeconds: 132, publishedAt: 1_700_000_100_000, likeCount: 0, forwardCount: 0 });
  });

  it('keeps the asked paging when the answer leaves it out, and a missing data as an empty page', async () => {
    const { content, fetchMock } = setup();
    fetchMock.route('path:/site/api/v2/news/search', { status: 200, body: { code: 0, message: 'success' } });
    expect(await content.searchNews({ pageIndex: 4, pageSize: 3 })).toEqual({ topNews: [], pageNews: [], count: 0, pageIndex: 4, pageSize: 3 });
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses page index %s before any call', async (pageIndex) => {
    const { content, calls } = setup();
    await expect(content.searchNews({ pageIndex })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: `pageIndex must be a positive whole number, got ${pageIndex}` });
    await expect(content.searchPictures({ pageSize: pageIndex })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(calls()).toEqual([]);
  });
});

describe('news detail, batch getResource and like (SPEC §3, §7)', () => {
  it('GETs /site/api/v2/news/detail with the id and reads the text', async () => {
    const { content, fetchMock, calls } = setup();
    fetchMock.route('path:/site/api/v2/news/detail', activity({ ...NEWS, content: '<p>第一段</p><p>第二段</p>' }));
    const detail = await content.newsDetail(7);
    expect(calls()).toEqual([expect.objectContaining({ method: 'GET', path: '/site/api/v2/news/detail', query: { app_id: 'game-1', language: 'zh-CN', id: '7' }, body: undefined })]);
    expect(detail).toMatchObject({ id: '7', title: '开服公告', content: '<p>第一段</p><p>第二段</p>', likeCount: 3, liked: true });
    await expect(content.newsDetail('')).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'a content id must be a non-empty string or a number, got ' });
  });

  it('POSTs /site/api/batch/getResource with JSON { app_id, language, keys } and returns the resources by key', async () => {
    const { content, fetchMock, calls } = setup();
    fetchMock.route('path:/site/api/batch/getResource', activity({ resources: [{ key: 'title', type: 'text', value: '星渊' }, { type: 'text', value: 'no key' }, { key: 'kv', type: 'image', value: 'https://cdn.test/kv.png' }] }));
    const resources = await content.resources(['title', 'kv', 'missing']);
    expect(calls()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/site/api/batch/getResource', query: {}, body: { app_id: 'game-1', language: 'zh-CN', keys: ['title', 'kv', 'missing'] } }),
    ]);
    expect(calls()[0]!.headers['content-type']).toContain('application/json');
    expect(resources).toEqual({ title: { key: 'title', type: 'text', value: '星渊' }, kv: { key: 'kv', type: 'image', value: 'https://cdn.test/kv.png' } });
    await expect(content.resources([])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'resources needs resource keys (non-empty strings)' });
    await expect(content.resources(['ok', ''])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
  });

  it('keeps resources keyed __proto__ and constructor as ordinary entries (issue 26, finding 10)', async () => {
    const { content, fetchMock } = setup();
    const proto = { key: '__proto__', type: 'text', value: 'p' };
    const ctor = { key: 'constructor', type: 'link', value: 'https://game.test/' };
    const title = { key: 'title', type: 'text', value: '星渊' };
    fetchMock.route('path:/site/api/batch/getResource', activity({ resources: [proto, ctor, title] }));
    const resources = await content.resources(['__proto__', 'constructor', 'title']);
    expect(Object.keys(resources)).toEqual(['__proto__', 'constructor', 'title']);
    expect(Object.hasOwn(resources, '__proto__')).toBe(true);
    expect(resources['__proto__']).toEqual(proto);
    expect(resources.constructor).toEqual(ctor);
    expect(resources.title).toEqual(title);
    // No key the server did not send answers, whether named like a resource's field or like Object's.
    expect(resources.key).toBeUndefined();
    expect(resources.value).toBeUndefined();
    expect(resources.toString).toBeUndefined();
    expect(resources.missing).toBeUndefined();
  });

  it('POSTs /site/api/common/like with JSON { app_id, language, id, item_type, action }, like by default', async () => {
    const { content, fetchMock, calls } = setup();
    fetchMock.route('path:/site/api/common/like', activity({ like_count: 5, forward_count: 1, liked: true }));
    expect(await content.like('n-1')).toEqual({ likeCount: 5, forwardCount: 1, liked: true });
    await content.like(9, { liked: false, type: 'video' });
    expect(calls().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/site/api/common/like', body: { app_id: 'game-1', language: 'zh-CN', id: 'n-1', item_type: 'news', action: 'like' } },
      { method: 'POST', path: '/site/api/common/like', body: { app_id: 'game-1', language: 'zh-CN', id: '9', item_type: 'video', action: 'unlike' } },
    ]);
  });

  it('defaults forward_count and like_count to 0 and liked to what was asked (SPEC §3)', async () => {
    const { content, fetchMock } = setup();
    fetchMock.route('path:/site/api/common/like', activity({}));
    expect(await content.like('n-1', { liked: false })).toEqual({ likeCount: 0, forwardCount: 0, liked: false });
    expect(await content.like('n-1')).toEqual({ likeCount: 0, forwardCount: 0, liked: true });
    await expect(content.like('n-1', { type: 'post' as never })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: 'like type must be news or video, got post' });
  });
});

describe('the envelope and error rules every call follows (SPEC §3, §8)', () => {
  it('throws SERVER with the server message, error code and logId when code is not 0', async () => {
    const { content, fetchMock } = setup();
    fetchMock.route('path:/site/api/v2/news/detail', activity(undefined, 10004, 'news not found'));
    await expect(content.newsDetail('x')).rejects.toMatchObject({ code: 'SERVER', message: 'news not found', errorCode: 10004, logId: 'log-1' });
  });

  it("throws SERVER 'code is not 0!' when the server gives no message", async () => {
    const { content, fetchMock } = setup();
    fetchMock.route('path:/site/api/common/like', { status: 200, body: { code: 3 } });
    await expect(content.like('x')).rejects.toMatchObject({ code: 'SERVER', message: 'code is not 0!', errorCode: 3 });
  });

  it("throws HTTP_STATUS 'network error!' for a status other than 200", async () => {
    const { content, fetchMock } = setup();
    fetchMock.route('path:/site/api/v2/video/search', { status: 502, body: 'bad gateway' });
    await expect(content.searchVideos()).rejects.toMatchObject({ code: 'HTTP_STATUS', message: 'network error!', status: 502 });
  });

  it('throws NETWORK (网络请求失败，请重试, -1) when no answer arrives', async () => {
    const { content, fetchMock } = setup();
    fetchMock.route('path:/site/api/batch/getResource', { throws: new TypeError('Failed to fetch') });
    await expect(content.resources(['a'])).rejects.toMatchObject({ code: 'NETWORK', message: '网络请求失败，请重试', errorCode: -1 });
  });
});
