/**
 * campaign-kit/i18n: the language helper and the text authoring API: a page's own locale pack,
 * overrides of the kit's texts, its own texts in every language, formats, error texts, and the
 * i18n hook for a page's own framework.
 * @module campaign-kit/i18n
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';

export { LanguageService, type LanguageOptions, type LanguageState } from '../domain/i18n/language.service';
export {
  BUNDLED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  matchLanguage,
  negotiateLanguage,
  toLanguage,
  type BundledLanguage,
  type Language,
  type PackedLanguage,
} from '../domain/i18n/language';
export { overrideTexts, registerLocale, type LocalePack, type TextArea, type TextOverrides } from '../domain/i18n/locale-pack';
// The areas of a LocalePack, for a page's own pack or overrides.
export type { ConsentTexts } from '../domain/i18n/consent-texts';
export type { AccountTexts } from '../domain/i18n/account-texts';
export type { AffiliateTexts } from '../domain/i18n/affiliate-texts';
export type { ContentTexts } from '../domain/i18n/content-texts';
export type { DownloadTexts } from '../domain/i18n/download-texts';
export type { LayoutTexts } from '../domain/i18n/layout-texts';
export type { LoginModeTexts } from '../domain/i18n/login-mode-texts';
export type { MediaTexts } from '../domain/i18n/media-texts';
export type { PageHealthTexts } from '../domain/i18n/monitoring-texts';
export type { ShareButtonName, ShareTexts } from '../domain/i18n/share-texts';
export type { WidgetTexts } from '../domain/i18n/widget-texts';
export { loadLocale, type LocaleLoader, type LocaleLoaders } from '../domain/i18n/locale-loaders';
export { formatCount, formatDate, formatNumber } from '../domain/i18n/formats';
export { createI18nHook, I18N_HOOKS_MESSAGE, type I18n, type InjectedHooks, type Messages } from '../domain/i18n/i18n-hook';
export {
  defineTexts,
  formatText,
  inFallbackOrder,
  pageText,
  pluralText,
  textsFor,
  type AreaTexts,
  type PageText,
  type PluralTexts,
  type TextParams,
  type TextRecord,
} from '../domain/i18n/texts';
export { localizeError, errorMessageKey } from '../domain/i18n/localize-error';
export { ERROR_TEXTS, type ErrorMessageKey, type ErrorTexts } from '../domain/i18n/error-texts';
