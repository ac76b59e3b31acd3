/**
 * What the contract server keeps, in one place: the largest body it reads and how many of each
 * collection it holds. Past a cap the oldest entry is dropped, so a page (or anything else) that
 * keeps posting cannot grow the server without bound. The dev page lists these figures.
 */

/** The largest request body read, in bytes; a larger one is refused with `413`. */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** How many of each collection the server keeps, the newest. */
export const COLLECTION_CAPS = {
  /** Tracking reports (each counted `event_id` once). */
  reports: 2000,
  /** Monitoring batches. */
  monitorBatches: 500,
  /** Short links (`POST /api/share-link`). */
  shortLinks: 1000,
  /** OAuth codes, tokens and request tokens the fake providers issued and not yet used. */
  oauthGrants: 1000,
  /** QR login sessions. */
  qrSessions: 500,
  /** Email-collection submissions. */
  mails: 500,
  /** The calls the dev page lists (the console prints them all). */
  calls: 200,
} as const;

/** The collections of {@link COLLECTION_CAPS}. */
export type CappedCollection = keyof typeof COLLECTION_CAPS;

/** Drops the oldest entries of `list` (the first) until at most `cap` are left; returns those dropped. */
export function dropOldest<T>(list: T[], cap: number): T[] {
  return list.length > cap ? list.splice(0, list.length - cap) : [];
}

/** Drops the oldest keys of `map` (the first set) until at most `cap` are left. */
export function dropOldestKeys<K, V>(map: Map<K, V>, cap: number): void {
  for (const key of map.keys()) {
    if (map.size <= cap) return;
    map.delete(key);
  }
}
