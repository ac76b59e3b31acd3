/** The languages the built-in widgets speak (every widget text in zh-CN and en). */
export const LANGUAGES = ['zh-CN', 'en'] as const;
/** `zh-CN` or `en`. */
export type Language = (typeof LANGUAGES)[number];

/** The language helper defaults to zh-CN. */
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/**
 * Maps a language tag (`en-US`, `zh`, `zh-Hans-CN`, `EN`) to a supported {@link Language}, or
 * `fallback` when none matches. Matching is by the primary subtag, case-insensitive.
 * @param tag - a BCP 47 tag, or anything (non-strings give the fallback).
 * @param fallback - defaults to `'zh-CN'`.
 */
export function toLanguage(tag: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  if (typeof tag !== 'string') return fallback;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en';
  return fallback;
}
