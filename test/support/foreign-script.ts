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

/** Every string of a texts object by its dotted path. */
function leaves(value: unknown, path = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[path, value]]);
  return new Map(Object.entries(value as object).flatMap(([key, inner]) => [...leaves(inner, path ? `${path}.${key}` : key)]));
}

const zhCN = leaves(ZH_CN_AREAS.reduce((all, area, index) => ({ ...all, [index]: area }), {}));
const zhTWTexts = leaves([zhTW.widget, zhTW.loginMode, zhTW.account, zhTW.affiliate, zhTW.consent, zhTW.content, zhTW.download, zhTW.errors, zhTW.layout, zhTW.media, zhTW.pageHealth, zhTW.share].reduce((all, area, index) => ({ ...all, [index]: area }), {}));

// A text written the same way in both (as many characters) shows the two forms of a character
// where they differ: 录 and 錄 (a different choice of words, 退出登录 and 登出, pairs nothing).
const simplifiedForms = new Set<string>();
const traditionalForms = new Set<string>();
for (const [path, simplified] of zhCN) {
  const traditional = zhTWTexts.get(path);
  if (traditional === undefined || [...traditional].length !== [...simplified].length) continue;
  const pairs = [...simplified].map((character, index) => [character, [...traditional][index]!] as const);
  for (const [fromCN, fromTW] of pairs) {
    if (fromCN === fromTW || !HAN.test(fromCN) || !HAN.test(fromTW)) continue;
    simplifiedForms.add(fromCN);
    traditionalForms.add(fromTW);
  }
}
// Written the same in both scripts; paired above only where the two chose other words (主体和身份
// and 主體與身分, 导航 and 導覽, 字符 and 字元, 找回 and 忘記, ...). A new pair of wordings may add
// one: check that the character is the same in both scripts before adding it here.
const SAME_IN_BOTH = new Set(
  '和份找修改符起口述配始菜截打航元忘目增明指派者律路影封方取重新描上成更分接加建息置回了系生制注保扭多信短窗出入一立按片定址消除得情最再列',
);
/** Simplified forms: where the zh-CN catalogue writes them, the zh-TW pack writes another (录, 预, 设, ...). */
export const SIMPLIFIED_ONLY = new Set([...simplifiedForms].filter((character) => !SAME_IN_BOTH.has(character)));
/** Traditional forms: where the zh-TW pack writes them, the zh-CN catalogue writes another (錄, 預, 設, ...). */
export const TRADITIONAL_ONLY = new Set([...traditionalForms].filter((character) => !SAME_IN_BOTH.has(character)));

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
