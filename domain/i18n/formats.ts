import type { Language } from './language';

// Intl formatters are slow to build and cheap to reuse: one per kind, language and time zone.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(language: Language, compact: boolean): Intl.NumberFormat {
  const key = `${language}|${compact}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, compact ? { notation: 'compact' } : { maximumFractionDigits: 0 });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A count as people read it at a glance in `language` (Intl's compact notation): 100000 is 10万
 * in zh-CN, 10萬 in zh-TW, 10万 in ja, 10만 in ko and 100K in en; small counts stay as they are.
 * Give screen readers {@link formatNumber}'s exact number beside it.
 */
export function formatCount(count: number, language: Language): string {
  return numberFormat(language, true).format(count);
}

/** A whole number in full, grouped as `language` writes it: 100000 is 100,000. */
export function formatNumber(count: number, language: Language): string {
  return numberFormat(language, false).format(count);
}

/**
 * A date (year, month, day) as `language` writes it, in `timeZone` (the visitor's own when
 * omitted): 2026/11/27 in zh-CN, zh-TW and ja, 2026. 11. 27. in ko, 11/27/2026 in en.
 * @param at - ms since the epoch.
 */
export function formatDate(at: number, language: Language, timeZone?: string): string {
  const key = `${language}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone });
    dateFormats.set(key, format);
  }
  return format.format(at);
}
