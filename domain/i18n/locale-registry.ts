import { isBundled, type Language } from './language';

// Module-wide, as the code is: a pack is the same static text for every kit on the page (or server).
// Untyped by area on purpose: the area modules' own helpers read it, so it cannot import their
// types (LocalePack, in locale-pack.ts, types what goes in).
type Areas = Readonly<Record<string, object | undefined>>;
const packs = new Map<Language, Areas>();
const overrides = new Map<Language, Areas>();

/** Stores `pack` as the texts of `language` (see `registerLocale`). */
export function storePack(language: Language, pack: object): void {
  packs.set(language, pack as Areas);
}

/** Whether the widgets can speak `language` now: bundled (zh-CN, en), or its pack is here. */
export function hasLocale(language: Language): boolean {
  return isBundled(language) || packs.has(language);
}

/** An area's texts from `language`'s pack, or `undefined` when it has none. */
export function packedTexts(language: Language, area: string): object | undefined {
  return packs.get(language)?.[area];
}

/** Adds the page's replacements, by area, to those it made before (see `overrideTexts`). */
export function storeOverrides(language: Language, texts: object): void {
  const merged: Record<string, object | undefined> = { ...overrides.get(language) };
  for (const [area, changes] of Object.entries(texts)) merged[area] = { ...merged[area], ...changes };
  overrides.set(language, merged);
}

/** The page's replacements for an area's texts in `language`, if it made any. */
export function overriddenTexts(language: Language, area: string): object | undefined {
  return overrides.get(language)?.[area];
}
