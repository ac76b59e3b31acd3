import { loadContentSeed, type ContentEdition, type ContentSeed } from './content-seed';

const DAY_S = 86_400;

/** A news item or a video as the content service stores it (wire names). */
export interface StoredItem {
  id: string;
  kind: 'news' | 'video';
  title: string;
  /** Unix seconds. */
  update_at: number;
  pinned: boolean;
  forward_count: number;
  summary?: string;
  content?: string;
  duration?: number;
}

/** One page of a search: the pinned items (when asked for) and the page of the others. */
export interface CatalogueSearch {
  top: StoredItem[];
  page: StoredItem[];
  count: number;
}

/**
 * The content service's catalogue, in memory: news and videos seeded from `content-seed.json`
 * (a few dozen of each) in each language's edition, resources, and likes per visitor (an item is
 * liked in every edition at once: it has one id in all). `reset` restores the seed.
 */
export class ContentCatalogue {
  readonly seed: ContentSeed;
  /** Language -> its edition's items. */
  #items = new Map<string, StoredItem[]>();
  /** Item id -> the visitors who like it. */
  #likes = new Map<string, Set<string>>();

  constructor(seed: ContentSeed = loadContentSeed()) {
    this.seed = seed;
    this.reset();
  }

  /** True for the catalogue's app_id and a language it has an edition in (anything else has no content). */
  serves(appId: string, language: string): boolean {
    return appId === this.seed.app_id && Object.hasOwn(this.seed.editions, language);
  }

  /** The edition of a language the catalogue serves. */
  edition(language: string): ContentEdition {
    const edition = this.seed.editions[language];
    if (!edition) throw new Error(`the catalogue has no ${language} edition`);
    return edition;
  }

  /**
   * A page of news or videos in a served language, newest first. With `top`, the pinned items
   * come apart and the page runs over the others; without, over all of them.
   */
  search(kind: 'news' | 'video', language: string, { top, pageIndex, pageSize }: { top: boolean; pageIndex: number; pageSize: number }): CatalogueSearch {
    const items = this.#itemsIn(language).filter((item) => item.kind === kind);
    const paged = top ? items.filter((item) => !item.pinned) : items;
    return {
      top: top ? items.filter((item) => item.pinned) : [],
      page: paged.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
      count: paged.length,
    };
  }

  /** An item of a served language's edition. */
  item(id: string, language: string): StoredItem | undefined {
    return this.#itemsIn(language).find((item) => item.id === id);
  }

  likeCount(id: string): number {
    return this.#likes.get(id)?.size ?? 0;
  }

  likedBy(id: string, visitor: string | undefined): boolean {
    return visitor !== undefined && (this.#likes.get(id)?.has(visitor) ?? false);
  }

  /** Records or removes a visitor's like; liking twice counts once. */
  setLike(id: string, visitor: string, liked: boolean): void {
    const visitors = this.#likes.get(id) ?? new Set<string>();
    if (liked) visitors.add(visitor);
    else visitors.delete(visitor);
    this.#likes.set(id, visitors);
  }

  /** Every like, by item id: `{ [id]: count }` for the items someone likes. */
  likes(): Record<string, number> {
    return Object.fromEntries([...this.#likes].filter(([, visitors]) => visitors.size > 0).map(([id, visitors]) => [id, visitors.size]));
  }

  reset(): void {
    this.#likes = new Map();
    this.#items = new Map(
      Object.entries(this.seed.editions).map(([language, edition]) => [
        language,
        [
          ...this.#publish('news', edition, edition.news, this.seed.news_issues, (topic) => ({ summary: topic.summary, content: topic.paragraphs.join('\n') })),
          ...this.#publish('video', edition, edition.videos, this.seed.video_issues, (topic) => ({ duration: topic.duration })),
        ],
      ]),
    );
  }

  #itemsIn(language: string): StoredItem[] {
    return this.#items.get(language) ?? [];
  }

  /**
   * The items of some topics, newest first, one day apart: each pinned topic once (pinned), each
   * other topic as `issues` numbered items (titled by the edition's `issue`), the newest issue of
   * every topic first.
   */
  #publish<T extends { title: string; pinned?: boolean }>(kind: 'news' | 'video', edition: ContentEdition, topics: T[], issues: number, fields: (topic: T) => Partial<StoredItem>): StoredItem[] {
    const newest = Math.floor(Date.parse(this.seed.newest) / 1000);
    const prefix = kind === 'news' ? 'n' : 'v';
    const pinned = topics.filter((topic) => topic.pinned).map((topic, index) => ({ topic, id: `${prefix}-top-${index + 1}`, title: topic.title, pinned: true }));
    const numbered = Array.from({ length: issues }, (_, round) => issues - round).flatMap((issue) =>
      topics
        .filter((topic) => !topic.pinned)
        .map((topic, index) => ({ topic, id: `${prefix}-${issue}-${index + 1}`, title: edition.issue.replace('{title}', topic.title).replace('{issue}', String(issue)), pinned: false })),
    );
    return [...pinned, ...numbered].map(({ topic, id, title, pinned: top }, age) => ({
      id,
      kind,
      title,
      update_at: newest - age * DAY_S,
      pinned: top,
      forward_count: (age * 7) % 50,
      ...fields(topic),
    }));
  }
}
