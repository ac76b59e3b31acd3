import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { HttpPort, HttpQuery } from '../../ports/http.port';
import { validateOrigin } from '../config/validate';
import { ApiClient } from '../http/api-client';
import { DEFAULT_LANGUAGE } from '../i18n/language';
import type { LanguageService } from '../i18n/language.service';
import { searchPictures } from '../site-config/picture-search.api';
import type { PictureSearchResult } from '../site-config/site-config.types';
import { records, toLikeResult, toNewsDetail, toNewsItem, toPaging, toResources, toVideoItem, type Wire } from './content-wire';
import type {
  ContentServiceOptions,
  ContentPlacement,
  ContentResource,
  ContentSearchOptions,
  LikeOptions,
  LikeResult,
  NewsDetail,
  NewsSearchResult,
  PictureSearchOptions,
  VideoSearchResult,
} from './content.types';

/** The news and video searches' default page size (the picture search's is 99). */
export const CONTENT_PAGE_SIZE = 10;

const invalid = (message: string) => new CampaignKitError('INVALID_ARGUMENT', message);

/**
 * The content client: pictures (advertisements), news, videos, resources and
 * likes from the publisher's content service. Every call sends app_id and language, reads the
 * activity envelope (`code` 0 is success) and maps the answer to camelCase once. List
 * `content()` for `kit.content` (the host picked from the region and environment), or build it
 * by hand with `contentHost`. See docs/content.md.
 * @example
 * ```ts
 * const content = new ContentService({ http: new FetchHttpAdapter() }, { appId: '1000', origin: contentHost(location.href, { region: 'sg' }) });
 * const { pageNews, count } = await content.searchNews({ pageIndex: 2 });
 * ```
 */
export class ContentService {
  readonly #http: HttpPort;
  readonly #pageLanguage: Pick<LanguageService, 'language'> | undefined;
  readonly #options: { appId: string; language: string | undefined; client: ApiClient };

  /**
   * @param ports.language - the page's language helper (`kit.i18n`): the calls follow it unless
   *   its options fix a `language`. Without either they send zh-CN.
   * Keeps the common params and where the calls go.
   * @throws CampaignKitError `INVALID_ARGUMENT` 'content init needs an app_id', or an
   *   origin that is not http(s).
   */
  constructor(ports: { http: HttpPort; language?: Pick<LanguageService, 'language'> }, options: ContentServiceOptions) {
    this.#http = ports.http;
    this.#pageLanguage = ports.language;
    const appId: unknown = options?.appId;
    if ((typeof appId !== 'string' && typeof appId !== 'number') || String(appId) === '') throw invalid(MESSAGES.contentAppId);
    const client = new ApiClient(this.#http, validateOrigin('content origin', options.origin));
    this.#options = { appId: String(appId), language: options.language, client };
  }

  /**
   * The language the calls send now: the one its options fixed, else the page's (it follows the
   * visitor's switch), else zh-CN. @throws CampaignKitError `NOT_INITIALIZED` before init.
   */
  get language(): string {
    return this.#options.language ?? this.#pageLanguage?.language ?? DEFAULT_LANGUAGE;
  }

  /** The origin the calls go to. @throws CampaignKitError `NOT_INITIALIZED` before init. */
  get origin(): string {
    return this.#options.client.origin;
  }

  /**
   * GET /site/api/v2/picture/search: the advertisements of a page and block, page_size 99 and
   * page_index 1 unless given. Pick the banners (or the group-control settings) with
   * `pickAdvertisements(result.advertisements, 'banner')`.
   * @returns `{ advertisements: [{ id, title, imageUrl, linkUrl, content }], count, pageIndex, pageSize }`.
   * @throws CampaignKitError `INVALID_ARGUMENT` for a pageSize or pageIndex that is not a positive
   *   whole number; `SERVER` with the server's message (or 'code is not 0!'); `HTTP_STATUS`
   *   ('network error!'); `TIMEOUT`; `NETWORK`.
   */
  async searchPictures(options: PictureSearchOptions = {}): Promise<PictureSearchResult> {
    const paging = { page_size: positive('pageSize', options.pageSize), page_index: positive('pageIndex', options.pageIndex) };
    return searchPictures(this.#options.client, { ...this.#query(options), ...paging });
  }

  /**
   * GET /site/api/v2/news/search with top_flag, page_index (default 1) and page_size (default 10).
   * @returns `{ topNews, pageNews, count, pageIndex, pageSize }`; topNews is empty unless `topFlag`.
   * @throws CampaignKitError as {@link ContentService.searchPictures}.
   */
  async searchNews(options: ContentSearchOptions = {}): Promise<NewsSearchResult> {
    const [data, paging] = await this.#search('news', options);
    return { topNews: records(data?.top_news).map(toNewsItem), pageNews: records(data?.page_news).map(toNewsItem), ...paging };
  }

  /**
   * GET /site/api/v2/video/search with top_flag, page_index (default 1) and page_size (default 10).
   * @returns `{ topVideo, pageVideos, count, pageIndex, pageSize }`; topVideo is empty unless `topFlag`.
   * @throws CampaignKitError as {@link ContentService.searchPictures}.
   */
  async searchVideos(options: ContentSearchOptions = {}): Promise<VideoSearchResult> {
    const [data, paging] = await this.#search('video', options);
    return { topVideo: records(data?.top_video).map(toVideoItem), pageVideos: records(data?.page_videos).map(toVideoItem), ...paging };
  }

  /**
   * GET /site/api/v2/news/detail?id: one news item with its text.
   * @param id - the item's id, from a news search.
   * @throws CampaignKitError `INVALID_ARGUMENT` for an empty id; otherwise as {@link ContentService.searchPictures}.
   */
  async newsDetail(id: string | number, options: Pick<ContentPlacement, 'language'> = {}): Promise<NewsDetail> {
    const { data } = await this.#call<Wire>('GET', '/site/api/v2/news/detail', { ...this.#query(options), id: contentId(id) });
    return toNewsDetail(data ?? {});
  }

  /**
   * POST /site/api/batch/getResource with JSON `{ app_id, language, keys }`: several stored
   * resources at once.
   * @param keys - the resources' keys, at least one.
   * @returns the resources found, by key (keys the server does not know are absent), in an object
   *   with no prototype: a key such as `__proto__` or `constructor` is an ordinary entry.
   * @throws CampaignKitError `INVALID_ARGUMENT` for no keys or a key that is not a non-empty
   *   string; otherwise as {@link ContentService.searchPictures}.
   */
  async resources(keys: readonly string[], options: Pick<ContentPlacement, 'language'> = {}): Promise<Record<string, ContentResource>> {
    if (!Array.isArray(keys) || keys.length === 0 || keys.some((key) => typeof key !== 'string' || key === '')) throw invalid('resources needs resource keys (non-empty strings)');
    const { data } = await this.#call<Wire>('POST', '/site/api/batch/getResource', { ...this.#query(options), keys: [...keys] });
    return toResources(data);
  }

  /**
   * POST /site/api/common/like with JSON `{ app_id, language, id, item_type, action }` (action
   * `like` or `unlike`): likes an item for this visitor, or takes the like back.
   * @returns `{ likeCount, forwardCount, liked }`; the counts default to 0.
   * @throws CampaignKitError `INVALID_ARGUMENT` for an empty id or an item type other than news
   *   or video; otherwise as {@link ContentService.searchPictures}.
   * @example
   * ```ts
   * const { likeCount } = await kit.content.like('n-12');
   * await kit.content.like('n-12', { liked: false });
   * ```.
   */
  async like(id: string | number, { liked = true, type = 'news' }: LikeOptions = {}): Promise<LikeResult> {
    if (type !== 'news' && type !== 'video') throw invalid(`like type must be news or video, got ${type}`);
    const body = { ...this.#query({}), id: contentId(id), item_type: type, action: liked ? 'like' : 'unlike' };
    const { data } = await this.#call<Wire>('POST', '/site/api/common/like', body);
    return toLikeResult(data, liked);
  }

  /** The common params (app_id, language) and the placement, wire names. */
  #query(options: ContentPlacement): { [name: string]: string | number | undefined } {
    const { appId } = this.#options;
    return { app_id: appId, language: options.language ?? this.language, website: options.website, page: options.page, block: options.block, channel: options.channel };
  }

  async #search(kind: 'news' | 'video', options: ContentSearchOptions) {
    const asked = { pageIndex: positive('pageIndex', options.pageIndex) ?? 1, pageSize: positive('pageSize', options.pageSize) ?? CONTENT_PAGE_SIZE };
    const query = { ...this.#query(options), top_flag: options.topFlag ?? false, page_index: asked.pageIndex, page_size: asked.pageSize };
    const { data } = await this.#call<Wire>('GET', `/site/api/v2/${kind}/search`, query);
    return [data, toPaging(data, asked)] as const;
  }

  /** A GET sends `params` as its query, a POST as its JSON body; undefined entries are left out of both. */
  #call<T>(method: 'GET' | 'POST', path: string, params: Record<string, unknown>) {
    return this.#options.client.activity<T>(method === 'GET' ? { method, path, query: params as HttpQuery } : { method, path, body: params });
  }
}

/** A page_size or page_index: a positive whole number, or undefined for the call's default. */
function positive(name: string, value: number | undefined): number | undefined {
  if (value !== undefined && (!Number.isInteger(value) || value < 1)) throw invalid(`${name} must be a positive whole number, got ${value}`);
  return value;
}

function contentId(id: unknown): string {
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') throw invalid(`a content id must be a non-empty string or a number, got ${String(id)}`);
  return String(id);
}
