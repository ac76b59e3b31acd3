import { isBundled, type Language, type PackedLanguage } from './language';
import type { LocalePack, TextArea, TextOverrides } from './locale-pack';

// Module-wide, as the code is: a pack is the same static text for every kit on the page (or server).
const packs = new Map<PackedLanguage, LocalePack>();
const overrides = new Map<Language, TextOverrides>();

/**
 * Makes `pack` the texts of `language` (the kit's own pack when it loads, or a page's own pack,
 * registered before the kit would load one).
 */
export function registerLocale(language: PackedLanguage, pack: LocalePack): void {
  packs.set(language, pack);
}

/** Whether the widgets can speak `language` now: bundled (zh-CN, en), or its pack is registered. */
export function hasLocale(language: Language): boolean {
  return isBundled(language) || packs.has(language);
}

/** An area's texts from `language`'s registered pack, or `undefined` when it has none. */
export function packedTexts<A extends TextArea>(language: Language, area: A): LocalePack[A] | undefined {
  return isBundled(language) ? undefined : packs.get(language)?.[area];
}

/**
 * Replaces some built-in texts of `language` for every widget on the page: by area, the keys
 * given (a key's whole value: a nested record such as `modeTabs` is replaced as a whole). Later
 * calls add to earlier ones. Call it before the widgets render.
 * @example
 * ```ts
 * overrideTexts('ja', { widget: { reserve: '事前登録する' } });
 * ```
 */
export function overrideTexts(language: Language, texts: TextOverrides): void {
  const current = overrides.get(language) ?? {};
  const merged: Record<string, object> = { ...current };
  for (const [area, changes] of Object.entries(texts)) merged[area] = { ...(merged[area] ?? {}), ...changes };
  overrides.set(language, merged);
}

/** The page's replacements for an area's texts in `language`, if it made any. */
export function overriddenTexts<A extends TextArea>(language: Language, area: A): Partial<LocalePack[A]> | undefined {
  return overrides.get(language)?.[area];
}
