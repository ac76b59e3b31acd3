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

/** One language's edition of the catalogue: the same topics, resources and banners, written in it. */
export interface ContentEdition {
  /** A numbered item's title: `{title}` is its topic's, `{issue}` its number (`{title} 第 {issue} 期`). */
  issue: string;
  news: NewsTopic[];
  videos: VideoTopic[];
  resources: { key: string; type: string; value: string }[];
  banners: { content: string; link_url: string }[];
}

/** The content service's seed (`assets/content-seed.json`); `{origin}` in addresses is the request's origin. */
export interface ContentSeed {
  app_id: string;
  /** ISO time of the newest item; each older one is a day earlier. */
  newest: string;
  news_issues: number;
  video_issues: number;
  /**
   * `language` value -> the edition a call sending it is answered from (the kit's five languages);
   * every edition has as many topics of each kind, so an item has one id in all of them.
   */
  editions: Record<string, ContentEdition>;
}

/** Reads `content-seed.json`, refusing editions whose items would not line up. */
export function loadContentSeed(): ContentSeed {
  const seed = readJsonAsset<ContentSeed>('content-seed.json');
  const [first, ...others] = Object.entries(seed.editions);
  for (const [language, edition] of others) {
    for (const part of ['news', 'videos', 'banners'] as const) {
      const shape = (topics: readonly { pinned?: boolean }[]) => topics.map((topic) => Boolean(topic.pinned)).join();
      const reference = first![1][part] as { pinned?: boolean }[];
      if (shape(edition[part] as { pinned?: boolean }[]) !== shape(reference)) throw new Error(`content-seed.json: the ${language} ${part} do not line up with the ${first![0]} ones`);
    }
  }
  return seed;
}
