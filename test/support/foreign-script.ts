import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { AFFILIATE_TEXTS } from '../../domain/i18n/affiliate-texts';
import { CONSENT_TEXTS } from '../../domain/i18n/consent-texts';
import { CONTENT_TEXTS } from '../../domain/i18n/content-texts';
import { DOWNLOAD_TEXTS } from '../../domain/i18n/download-texts';
import { ERROR_TEXTS } from '../../domain/i18n/error-texts';
import type { Language } from '../../domain/i18n/language';
import { LAYOUT_TEXTS } from '../../domain/i18n/layout-texts';
import { zhTW } from '../../domain/i18n/locales/zh-TW';
import { LOGIN_MODE_TEXTS } from '../../domain/i18n/login-mode-texts';
import { MEDIA_TEXTS } from '../../domain/i18n/media-texts';
import { PAGE_HEALTH_TEXTS } from '../../domain/i18n/monitoring-texts';
import { SHARE_TEXTS } from '../../domain/i18n/share-texts';
import { WIDGET_TEXTS } from '../../domain/i18n/widget-texts';

const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/u;
/** Any CJK character, punctuation and full-width forms included. */
const CJK = /[\u1100-\u11ff\u3000-\u30ff\u3130-\u318f\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

const ZH_CN_AREAS = [WIDGET_TEXTS, LOGIN_MODE_TEXTS, ACCOUNT_TEXTS, AFFILIATE_TEXTS, CONSENT_TEXTS, CONTENT_TEXTS, DOWNLOAD_TEXTS, ERROR_TEXTS, LAYOUT_TEXTS, MEDIA_TEXTS, PAGE_HEALTH_TEXTS, SHARE_TEXTS].map((area) => area['zh-CN']);

/** The Han characters of every string in `value`. */
function hanOf(value: unknown): Set<string> {
  const text = JSON.stringify(value);
  return new Set([...text].filter((character) => HAN.test(character)));
}

const simplified = hanOf(ZH_CN_AREAS);
const traditional = hanOf(zhTW);
/** Characters the zh-CN catalogue writes and the zh-TW pack never does (Simplified forms: 录, 预, 设, ...). */
export const SIMPLIFIED_ONLY = new Set([...simplified].filter((character) => !traditional.has(character)));
/** Characters the zh-TW pack writes and the zh-CN catalogue never does (Traditional forms: 錄, 預, 設, ...). */
export const TRADITIONAL_ONLY = new Set([...traditional].filter((character) => !simplified.has(character)));

/** What no text of `language` may hold. */
const FOREIGN: Record<Language, (character: string) => boolean> = {
  en: (character) => CJK.test(character),
  ja: (character) => HANGUL.test(character),
  ko: (character) => KANA.test(character) || HAN.test(character),
  'zh-CN': (character) => KANA.test(character) || HANGUL.test(character) || TRADITIONAL_ONLY.has(character),
  'zh-TW': (character) => KANA.test(character) || HANGUL.test(character) || SIMPLIFIED_ONLY.has(character),
};

/**
 * The texts that hold a character of another script than `language`'s, each with those
 * characters: in en any CJK, in ja Hangul, in ko Kana or Han, in zh-TW Kana, Hangul or the
 * zh-CN catalogue's Simplified forms, in zh-CN Kana, Hangul or the zh-TW pack's Traditional forms.
 */
export function foreignTexts(texts: readonly string[], language: Language): string[] {
  return texts.filter((text) => [...text].some(FOREIGN[language])).map((text) => `${text} [${[...new Set([...text].filter(FOREIGN[language]))].join('')}]`);
}
