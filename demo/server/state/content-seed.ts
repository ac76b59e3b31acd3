import { readJsonAsset } from '../assets';

/** A news topic of `content-seed.json`: published as `news_issues` numbered items. */
export interface NewsTopic {
  title: string;
  summary: string;
  paragraphs: string[];
  /** One item of it, the newest, is pinned (top_news). */
  pinned?: boolean;
}

/** A video topic of `content-seed.json`: published as `video_issues` numbered items. */
export interface VideoTopic {
  title: string;
  /** Seconds. */
  duration: number;
  pinned?: boolean;
}

/** The content service's seed (`assets/content-seed.json`); `{origin}` in addresses is the request's origin. */
export interface ContentSeed {
  app_id: string;
  /** The language the items are written in. */
  language: string;
  /** The `language` values the catalogue answers with its items (the kit's languages); any other gets an empty page. */
  served_languages: string[];
  /** ISO time of the newest item; each older one is a day earlier. */
  newest: string;
  news: NewsTopic[];
  news_issues: number;
  videos: VideoTopic[];
  video_issues: number;
  resources: { key: string; type: string; value: string }[];
  banners: { content: string; link_url: string }[];
}

/** Reads `content-seed.json`. */
export function loadContentSeed(): ContentSeed {
  return readJsonAsset<ContentSeed>('content-seed.json');
}
