import { CampaignKitError } from '../../ports/errors';
import { isBundled, type Language, type PackedLanguage } from './language';
import { registerLocale, type LocalePack } from './locale-pack';
import { hasLocale } from './locale-registry';

/** Loads a language's locale pack. */
export type LocaleLoader = () => Promise<LocalePack>;

/** Where each locale pack comes from: a loader per packed language. */
export type LocaleLoaders = Readonly<Record<PackedLanguage, LocaleLoader>>;

/** The kit's own locale packs, each a chunk of its own that loads when its language is chosen. */
export const KIT_LOCALES: LocaleLoaders = {
  ja: () => import('./locales/ja').then((module) => module.ja),
  ko: () => import('./locales/ko').then((module) => module.ko),
  'zh-TW': () => import('./locales/zh-TW').then((module) => module.zhTW),
};

/**
 * Loads and registers the kit's pack for `language` (nothing to do for zh-CN and en), for widgets
 * used without a `LanguageService` (under `<WidgetLanguage language="ja">` alone); a kit's
 * `kit.i18n` does this itself.
 * @throws CampaignKitError `NETWORK` (rejects) when the pack did not load.
 */
export async function loadLocale(language: Language): Promise<void> {
  if (isBundled(language) || hasLocale(language)) return;
  try {
    registerLocale(language, await KIT_LOCALES[language]());
  } catch (error) {
    throw new CampaignKitError('NETWORK', `the ${language} locale pack did not load`, { cause: error });
  }
}
