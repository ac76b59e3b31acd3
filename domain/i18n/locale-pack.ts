import type { AccountTexts } from './account-texts';
import type { AffiliateTexts } from './affiliate-texts';
import type { ConsentTexts } from './consent-texts';
import type { ContentTexts } from './content-texts';
import type { DownloadTexts } from './download-texts';
import type { ErrorTexts } from './error-texts';
import type { LayoutTexts } from './layout-texts';
import type { LoginModeTexts } from './login-mode-texts';
import type { MediaTexts } from './media-texts';
import type { PageHealthTexts } from './monitoring-texts';
import type { ShareTexts } from './share-texts';
import type { WidgetTexts } from './widget-texts';
import type { Language, PackedLanguage } from './language';
import { storeOverrides, storePack } from './locale-registry';

/**
 * Every built-in text in one language, by area: what a locale pack (`ja`, `ko`, `zh-TW`) holds.
 * A pack missing a key of any area does not type-check.
 */
export interface LocalePack {
  readonly widget: WidgetTexts;
  readonly loginMode: LoginModeTexts;
  readonly account: AccountTexts;
  readonly affiliate: AffiliateTexts;
  readonly consent: ConsentTexts;
  readonly content: ContentTexts;
  readonly download: DownloadTexts;
  readonly errors: ErrorTexts;
  readonly layout: LayoutTexts;
  readonly media: MediaTexts;
  readonly pageHealth: PageHealthTexts;
  readonly share: ShareTexts;
}

/** An area of the catalogue: `widget`, `account`, `consent`, ... */
export type TextArea = keyof LocalePack;

/** Changes to some of a language's built-in texts: by area, the keys to replace (a key's whole value). */
export type TextOverrides = { readonly [A in TextArea]?: Partial<LocalePack[A]> };

/**
 * Makes `pack` the texts of `language`: the kit's own pack when it loads, or a page's own pack,
 * registered before the kit would load one.
 */
export function registerLocale(language: PackedLanguage, pack: LocalePack): void {
  storePack(language, pack);
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
  storeOverrides(language, texts);
}
