import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../../domain/i18n/account-texts';
import { AFFILIATE_TEXTS } from '../../../domain/i18n/affiliate-texts';
import { CONSENT_TEXTS } from '../../../domain/i18n/consent-texts';
import { CONTENT_TEXTS } from '../../../domain/i18n/content-texts';
import { DOWNLOAD_TEXTS } from '../../../domain/i18n/download-texts';
import { ERROR_TEXTS } from '../../../domain/i18n/error-texts';
import { LAYOUT_TEXTS } from '../../../domain/i18n/layout-texts';
import type { LocalePack } from '../../../domain/i18n/locale-pack';
import { ja } from '../../../domain/i18n/locales/ja';
import { ko } from '../../../domain/i18n/locales/ko';
import { zhTW } from '../../../domain/i18n/locales/zh-TW';
import { LOGIN_MODE_TEXTS } from '../../../domain/i18n/login-mode-texts';
import { MEDIA_TEXTS } from '../../../domain/i18n/media-texts';
import { PAGE_HEALTH_TEXTS } from '../../../domain/i18n/monitoring-texts';
import { SHARE_TEXTS } from '../../../domain/i18n/share-texts';
import { WIDGET_TEXTS } from '../../../domain/i18n/widget-texts';

/** Each area of the catalogue under its name in a LocalePack. */
const AREAS = {
  widget: WIDGET_TEXTS,
  loginMode: LOGIN_MODE_TEXTS,
  account: ACCOUNT_TEXTS,
  affiliate: AFFILIATE_TEXTS,
  consent: CONSENT_TEXTS,
  content: CONTENT_TEXTS,
  download: DOWNLOAD_TEXTS,
  errors: ERROR_TEXTS,
  layout: LAYOUT_TEXTS,
  media: MEDIA_TEXTS,
  pageHealth: PAGE_HEALTH_TEXTS,
  share: SHARE_TEXTS,
};

it("names each area of the catalogue as the packs do, so a pack's texts are found", () => {
  expect(Object.entries(AREAS).map(([name, area]) => [name, area.area])).toEqual(Object.keys(AREAS).map((name) => [name, name]));
  expect(Object.keys(AREAS).sort()).toEqual(Object.keys(ja).sort());
});

const ZH_CN: LocalePack = {
  widget: WIDGET_TEXTS['zh-CN'],
  loginMode: LOGIN_MODE_TEXTS['zh-CN'],
  account: ACCOUNT_TEXTS['zh-CN'],
  affiliate: AFFILIATE_TEXTS['zh-CN'],
  consent: CONSENT_TEXTS['zh-CN'],
  content: CONTENT_TEXTS['zh-CN'],
  download: DOWNLOAD_TEXTS['zh-CN'],
  errors: ERROR_TEXTS['zh-CN'],
  layout: LAYOUT_TEXTS['zh-CN'],
  media: MEDIA_TEXTS['zh-CN'],
  pageHealth: PAGE_HEALTH_TEXTS['zh-CN'],
  share: SHARE_TEXTS['zh-CN'],
};

/** Every string of a texts object by its dotted path (lists and plural forms included). */
function leaves(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  return Object.entries(value as object).reduce<Record<string, string>>((all, [key, inner]) => ({ ...all, ...leaves(inner, path ? `${path}.${key}` : key) }), {});
}

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

describe.each([
  ['ja', ja],
  ['ko', ko],
  ['zh-TW', zhTW],
])('the %s pack', (_, pack) => {
  it("has a text wherever zh-CN has one (plural forms aside), each with zh-CN's placeholders", () => {
    const zhCN = leaves(ZH_CN);
    const own = leaves(pack);
    for (const [path, text] of Object.entries(zhCN)) {
      if (/\.(one|two|few|many|zero)$/.test(path)) continue;
      expect(own[path], path).toBeTypeOf('string');
      expect(placeholders(own[path]!), path).toEqual(placeholders(text));
    }
  });
});
