import { formatNumber } from './formats';
import { DEFAULT_LANGUAGE, type BundledLanguage, type Language } from './language';
import { overriddenTexts, packedTexts } from './locale-registry';

/**
 * One text per plural category of `Intl.PluralRules` (`other` is required; en uses `one` and
 * `other`, zh-CN only `other`). `{count}` in a form is replaced by the number.
 */
export interface PluralTexts {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** Texts in several languages, the same shape `T` in each: zh-CN (the fallback) and any others. */
export type TextRecord<T> = Readonly<{ 'zh-CN': T } & Partial<Record<Language, T>>>;

/**
 * An area of the kit's own catalogue: its zh-CN and en texts, bundled with the widgets that use
 * them, and its name (`widget`, `consent`, ...), under which the locale packs hold its ja, ko and
 * zh-TW texts (see `LocalePack`).
 */
export type AreaTexts<T> = TextRecord<T> & Readonly<{ area: string } & Record<BundledLanguage, T>>;

/** Values put into a text's `{name}` placeholders. */
export type TextParams = Readonly<Record<string, string | number>>;

/**
 * Declares an area's texts (one module per area: widget, account, share, consent, layout, ...).
 * It returns the record as given; its job is the type: both languages must have every key of `T`.
 * @example
 * ```ts
 * export const SHARE_TEXTS = defineTexts<ShareTexts>({ 'zh-CN': { share: '分享' }, en: { share: 'Share' } });
 * ```
 */
export function defineTexts<T>(texts: TextRecord<T>): TextRecord<T> {
  return texts;
}

/** Declares an area of the kit's catalogue: its zh-CN and en texts (ja, ko and zh-TW are in the locale packs). */
export function defineAreaTexts<T>(area: string, texts: Record<BundledLanguage, T>): AreaTexts<T> {
  return { area, ...texts };
}

/**
 * The texts of `language`: for an area of the kit's catalogue, its bundled texts or those of the
 * loaded locale pack, with the page's `overrideTexts` applied; for a record of the page's own, its
 * `language` entry. Else (a pack not loaded yet, a language the record lacks) see {@link inFallbackOrder}.
 */
export function textsFor<T>(texts: TextRecord<T> & { readonly area?: string }, language: Language): T {
  if (texts.area === undefined) return inFallbackOrder<T>(texts, language);
  // The pack holds this area's texts under its name (locale-pack.ts types them).
  const base = (packedTexts(language, texts.area) as T | undefined) ?? inFallbackOrder<T>(texts, language);
  const changes = overriddenTexts(language, texts.area);
  return changes ? { ...base, ...changes } : base;
}

/**
 * A record's entry for `language`, else for the language a reader of it reads best of those
 * bundled (en for ja and ko), else its zh-CN entry (which every record has).
 */
export function inFallbackOrder<T>(record: Partial<Record<Language, T>>, language: Language): T {
  return (record[language] ?? (language === 'ja' || language === 'ko' ? record.en : undefined) ?? record[DEFAULT_LANGUAGE]) as T;
}

/**
 * Replaces each `{name}` in `template` by `params[name]`; a placeholder without a value stays as written.
 * @example formatText('Page {page} of {pages}', { page: 2, pages: 5 }) // 'Page 2 of 5'
 */
export function formatText(template: string, params: TextParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole));
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * The form of `forms` that `Intl.PluralRules` picks for `count` in `language`, with `{count}`
 * written as `language` writes whole numbers (12,345) and any other `{name}` filled in.
 * @example pluralText('en', { one: 'Invited {count} friend', other: 'Invited {count} friends' }, 1) // 'Invited 1 friend'
 */
export function pluralText(language: Language, forms: PluralTexts, count: number, params: TextParams = {}): string {
  return formatText(pluralForm(language, forms, count), { ...params, count: formatNumber(count, language) });
}

/** The form of `forms` that `Intl.PluralRules` picks for `count` in `language`, placeholders left as written. */
export function pluralForm(language: Language, forms: PluralTexts, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const category = rules.select(count) as keyof PluralTexts;
  return forms[category] ?? forms.other;
}

/**
 * Reads the `{name}` values back out of a text made from `template` (the reverse of
 * {@link formatText}), or `undefined` when `text` was not made from it.
 * @example matchTemplate('{id}:未勾选!', 'privacy:未勾选!') // { id: 'privacy' }
 */
export function matchTemplate(template: string, text: string): Record<string, string> | undefined {
  const names: string[] = [];
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (!placeholder) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(placeholder[1] as string);
      return '(.+?)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`, 's').exec(text);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] as string]));
}

/** A text the page supplies: one string for every language, or one per language (zh-CN required, the others optional). */
export type PageText = string | TextRecord<string>;

/** The `language` form of a page-supplied text (when that language is missing, see {@link inFallbackOrder}: en for ja and ko, else zh-CN). */
export function pageText(text: PageText, language: Language): string;
export function pageText(text: PageText | undefined, language: Language): string | undefined;
export function pageText(text: PageText | undefined, language: Language): string | undefined {
  if (text === undefined || typeof text === 'string') return text;
  return inFallbackOrder(text, language);
}

/**
 * Splits a text at its `{name}` placeholder, for a widget that puts an element there (a number in
 * an `<output>`): the parts before and after, with other placeholders filled from `params`.
 * @example splitAtPlaceholder('Invited {count} friends', 'count') // ['Invited ', ' friends']
 */
export function splitAtPlaceholder(template: string, name: string, params: TextParams = {}): [before: string, after: string] {
  const at = template.indexOf(`{${name}}`);
  if (at < 0) return [formatText(template, params), ''];
  return [formatText(template.slice(0, at), params), formatText(template.slice(at + name.length + 2), params)];
}
