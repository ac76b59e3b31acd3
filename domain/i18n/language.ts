/** The languages the built-in widgets speak. */
export const LANGUAGES = ['zh-CN', 'en', 'ja', 'ko', 'zh-TW'] as const;
/** `zh-CN`, `en`, `ja`, `ko` or `zh-TW` (Traditional Chinese as written in Taiwan). */
export type Language = (typeof LANGUAGES)[number];

/** The languages whose texts are in every page's bundle; the others are a locale pack each, loaded when chosen. */
export const BUNDLED_LANGUAGES = ['zh-CN', 'en'] as const;
/** `zh-CN` or `en`. */
export type BundledLanguage = (typeof BUNDLED_LANGUAGES)[number];
/** `ja`, `ko` or `zh-TW`: the languages that come as a locale pack. */
export type PackedLanguage = Exclude<Language, BundledLanguage>;

/** The language helper defaults to zh-CN. */
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Whether `language`'s texts are bundled (zh-CN, en) rather than a locale pack. */
export function isBundled(language: Language): language is BundledLanguage {
  return language === 'zh-CN' || language === 'en';
}

/** Chinese regions and scripts written in Traditional characters. */
const TRADITIONAL = new Set(['tw', 'hk', 'mo', 'hant']);

/**
 * The supported {@link Language} of a language tag, or `undefined` when none matches: `en-*` gives
 * en, `ja-*` ja, `ko-*` ko; Chinese in Traditional characters (`zh-TW`, `zh-HK`, `zh-MO`,
 * `zh-Hant-*`) gives zh-TW and any other Chinese (`zh`, `zh-CN`, `zh-SG`, `zh-Hans-*`) zh-CN.
 * Case-insensitive; `_` works as `-`.
 */
export function matchLanguage(tag: unknown): Language | undefined {
  if (typeof tag !== 'string') return undefined;
  const [primary, ...rest] = tag.trim().toLowerCase().split(/[-_]/);
  if (primary === 'en' || primary === 'ja' || primary === 'ko') return primary;
  if (primary !== 'zh') return undefined;
  // The script subtag, when there is one, decides before the region (zh-Hans-HK is Simplified).
  const decisive = rest.find((subtag) => subtag === 'hans' || subtag === 'hant') ?? rest[0];
  return decisive !== undefined && TRADITIONAL.has(decisive) ? 'zh-TW' : 'zh-CN';
}

/**
 * Maps a language tag (`en-US`, `zh`, `zh-Hant-HK`, `ja-JP`, `EN`) to a supported {@link Language},
 * or `fallback` when none matches (see {@link matchLanguage}).
 * @param tag - a BCP 47 tag, or anything (non-strings give the fallback).
 * @param fallback - defaults to `'zh-CN'`.
 */
export function toLanguage(tag: unknown, fallback: Language = DEFAULT_LANGUAGE): Language {
  return matchLanguage(tag) ?? fallback;
}

/**
 * The first of the visitor's preferred languages (most preferred first, as `navigator.languages`)
 * that a widget speaks, or `undefined` when none is supported.
 * @example negotiateLanguage(['fr-FR', 'zh-HK', 'en']) // 'zh-TW'
 */
export function negotiateLanguage(tags: readonly string[]): Language | undefined {
  for (const tag of tags) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return undefined;
}

/** Whether `value` is a language the widgets speak. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** The message for a language the widgets do not speak. */
export function unsupportedLanguageMessage(value: unknown): string {
  return `unsupported language: ${String(value)}; use ${LANGUAGES.join(', ')}`;
}
