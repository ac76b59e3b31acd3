/** One of the content host table's regions: `cn`, `sg`, `va` or `boe`. */
export type ContentRegion = 'cn' | 'sg' | 'va' | 'boe';

/** `sandbox` (test pages) or `online` (production). */
export type ContentEnvironment = 'sandbox' | 'online';

/** Origins of the content service by region and environment. */
export type ContentHosts = Readonly<Record<ContentRegion, Readonly<Record<ContentEnvironment, string>>>>;

/** Replacements for some entries of the host table, e.g. `{ cn: { online: 'https://content.example.com' } }`. */
export type ContentHostOverrides = Readonly<Partial<Record<ContentRegion, Readonly<Partial<Record<ContentEnvironment, string>>>>>>;

/** Options of `contentHost`: how the content service's host is picked. See docs/content.md. */
export interface ContentHostOptions {
  /** Defaults to `'cn'`. */
  readonly region?: ContentRegion;
  /**
   * Defaults to `'sandbox'` when the page's host contains `sandbox`, is `localhost` (or a
   * loopback address) or is one of `internalHosts`, else `'online'`.
   */
  readonly environment?: ContentEnvironment;
  /** Host names (and their subdomains) that count as internal, hence sandbox. Defaults to none. */
  readonly internalHosts?: readonly string[];
  /** Entries replacing the built-in host table's. */
  readonly hosts?: ContentHostOverrides;
}

/** Options of `ContentService.init` (Content service). See docs/content.md. */
export interface ContentServiceOptions {
  /** The content service's app_id, sent on every call. Required ('content init needs an app_id'). */
  readonly appId: string | number;
  /** Where the calls go: `contentHost(pageUrl, { region, ... })` picks it from the host table, or give your own. */
  readonly origin: string;
  /**
   * Sent as `language` on every call, whatever the page's language. Without it the calls follow
   * the page's language (`kit.i18n`), or send `'zh-CN'` on a service built without one.
   */
  readonly language?: string;
}

/** Where the content calls go: what the search pages and blocks are called on the publisher's site. */
export interface ContentPlacement {
  /** Sent as `website`. */
  readonly website?: string | number;
  /** Sent as `page`. */
  readonly page?: string | number;
  /** Sent as `block`. */
  readonly block?: string | number;
  /** Sent as `channel`. */
  readonly channel?: string | number;
  /** Sent as `language`; defaults to the service's language. */
  readonly language?: string;
}

/** Options of `ContentService.searchPictures`. */
export interface PictureSearchOptions extends ContentPlacement {
  /** Sent as `page_size`. Defaults to `99`. */
  readonly pageSize?: number;
  /** Sent as `page_index`, 1-based. Defaults to `1`. */
  readonly pageIndex?: number;
}

/** Options of `ContentService.searchNews` and `searchVideos`. */
export interface ContentSearchOptions extends ContentPlacement {
  /** Sent as `top_flag`: also return the pinned items (top_news, top_video). Defaults to `false`. */
  readonly topFlag?: boolean;
  /** Sent as `page_index`, 1-based. Defaults to `1`. */
  readonly pageIndex?: number;
  /** Sent as `page_size`. Defaults to `10`. */
  readonly pageSize?: number;
}

/** What a news item and a video share: its id, title, time and counters. */
export interface ContentItemBase {
  readonly id: string;
  readonly title: string;
  /** When it was published or last updated, epoch ms (the wire's `update_at` is in seconds). */
  readonly publishedAt?: number;
  /** Defaults to 0. */
  readonly likeCount: number;
  /** Defaults to 0. */
  readonly forwardCount: number;
  /** Whether this visitor likes it, where the server says. */
  readonly liked?: boolean;
  /** The item as the server sent it (wire names), for fields the toolkit does not map. */
  readonly raw: Readonly<Record<string, unknown>>;
}

/** A news item of a news search. */
export interface NewsItem extends ContentItemBase {
  readonly summary: string;
  readonly imageUrl?: string;
  /** Where the item lives on the publisher's site, if anywhere. */
  readonly linkUrl?: string;
  readonly keywords?: string;
}

/** A news item with its text (GET /site/api/v2/news/detail). */
export interface NewsDetail extends NewsItem {
  /** The article's text as the server sent it. Show it as text (see `plainParagraphs`), never as HTML. */
  readonly content: string;
}

/** A video of a video search. */
export interface VideoItem extends ContentItemBase {
  readonly coverUrl?: string;
  readonly videoUrl?: string;
  /** Length in seconds, where the server says. */
  readonly durationSeconds?: number;
}

/** A news search's answer (top_news, page_news, count, page_index, page_size). */
export interface NewsSearchResult {
  /** The pinned items; empty unless `topFlag` was sent. */
  readonly topNews: readonly NewsItem[];
  /** This page's items. */
  readonly pageNews: readonly NewsItem[];
  /** How many items there are over all pages. */
  readonly count: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** A video search's answer (top_video, page_videos, count, page_index, page_size). */
export interface VideoSearchResult {
  readonly topVideo: readonly VideoItem[];
  readonly pageVideos: readonly VideoItem[];
  readonly count: number;
  readonly pageIndex: number;
  readonly pageSize: number;
}

/** What a like is for. */
export type ContentItemType = 'news' | 'video';

/** Options of `ContentService.like`. */
export interface LikeOptions {
  /** `true` to like, `false` to take the like back. Defaults to `true`. */
  readonly liked?: boolean;
  /** Defaults to `'news'`. */
  readonly type?: ContentItemType;
}

/** A like's answer (forward_count and like_count, both default 0). */
export interface LikeResult {
  readonly likeCount: number;
  readonly forwardCount: number;
  /** Whether this visitor now likes it (the server's word, else what was asked). */
  readonly liked: boolean;
}

/** One resource of a batch getResource: a piece of site content stored under a key. */
export interface ContentResource {
  readonly key: string;
  /** What the value is, as the server says (`text`, `image`, `link`, ...). */
  readonly type: string;
  readonly value: string;
}
