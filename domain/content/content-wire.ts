import type { ContentItemBase, ContentResource, LikeResult, NewsDetail, NewsItem, VideoItem } from './content.types';

/** The wire's shapes and their one mapping to the domain's (docs/wire-contract.md, "Content service"). */
export type Wire = Readonly<Record<string, unknown>>;

/** A number from the wire (numbers may come as strings), or undefined. */
function num(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

/** A count from the wire, 0 when missing. */
const count = (value: unknown): number => num(value) ?? 0;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

/** The objects of a wire list; anything else gives none. */
export const records = (value: unknown): Wire[] => (Array.isArray(value) ? value.filter((entry): entry is Wire => typeof entry === 'object' && entry !== null) : []);

function base(wire: Wire): ContentItemBase {
  const updateAt = num(wire.update_at);
  return {
    id: text(wire.id) ?? '',
    title: text(wire.title) ?? text(wire.news_name) ?? '',
    publishedAt: updateAt === undefined ? undefined : updateAt * 1000,
    likeCount: count(wire.like_count),
    forwardCount: count(wire.forward_count),
    liked: typeof wire.liked === 'boolean' ? wire.liked : undefined,
    raw: wire,
  };
}

export function toNewsItem(wire: Wire): NewsItem {
  return { ...base(wire), summary: text(wire.summary) ?? '', imageUrl: text(wire.image), linkUrl: text(wire.url), keywords: text(wire.keyword) };
}

export function toNewsDetail(wire: Wire): NewsDetail {
  return { ...toNewsItem(wire), content: text(wire.content) ?? '' };
}

export function toVideoItem(wire: Wire): VideoItem {
  return { ...base(wire), coverUrl: text(wire.cover), videoUrl: text(wire.video_url), durationSeconds: num(wire.duration) };
}

/** A search answer's paging (count, page_index, page_size), the asked paging where it is missing. */
export function toPaging(wire: Wire | undefined, asked: { pageIndex: number; pageSize: number }) {
  return { count: count(wire?.count), pageIndex: num(wire?.page_index) ?? asked.pageIndex, pageSize: num(wire?.page_size) ?? asked.pageSize };
}

/** Forward_count and like_count default to 0; `liked` defaults to what was asked. */
export function toLikeResult(wire: Wire | undefined, asked: boolean): LikeResult {
  return { likeCount: count(wire?.like_count), forwardCount: count(wire?.forward_count), liked: typeof wire?.liked === 'boolean' ? wire.liked : asked };
}

/**
 * `data.resources: [{ key, type, value }]` by key; entries without a key are left out.
 * The map has no prototype, so any key (`__proto__`, `constructor`, `toString`) is an ordinary
 * entry and a key the server did not send reads `undefined`.
 */
export function toResources(wire: Wire | undefined): Record<string, ContentResource> {
  const resources = Object.create(null) as Record<string, ContentResource>;
  for (const entry of records(wire?.resources)) {
    const key = text(entry.key);
    if (key) resources[key] = { key, type: text(entry.type) ?? '', value: text(entry.value) ?? '' };
  }
  return resources;
}
