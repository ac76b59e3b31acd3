import { BehaviorSubject, type Observable } from 'rxjs';
import type { PagePort } from '../../ports/page.port';
import type { StoragePort } from '../../ports/storage.port';
import { CampaignKitError } from '../../ports/errors';
import { readParam } from '../shared/url';
import { setState, type StateSource } from '../shared/state-source';
import { DEFAULT_LANGUAGE, isBundled, isLanguage, matchLanguage, negotiateLanguage, unsupportedLanguageMessage, type Language, type PackedLanguage } from './language';
import { KIT_LOCALES, type LocaleLoaders } from './locale-loaders';
import { registerLocale } from './locale-pack';
import { hasLocale } from './locale-registry';

/** Local-storage key of the visitor's chosen language. */
export const LANGUAGE_KEY = 'language';
/** The page parameter that picks the language (`?lang=en`). */
export const LANGUAGE_PARAM = 'lang';

/** The current language. */
export interface LanguageState {
  /** The language chosen. */
  readonly language: Language;
  /**
   * The language the widgets show now: `language` once its texts are here (at once for zh-CN and
   * en; ja, ko and zh-TW when their locale pack has loaded), until then the fallback's (or zh-CN's).
   */
  readonly shown: Language;
}

/** Options of {@link LanguageService}. */
export interface LanguageOptions {
  /** The page's language (the kit's `language` option). Without it, the visitor's browser languages decide, then zh-CN. */
  readonly fallback?: Language;
  /** Where the ja, ko and zh-TW packs come from. Defaults to the kit's own, each loaded when chosen. */
  readonly locales?: LocaleLoaders;
}

/**
 * The language helper. The language is the page's `lang` parameter, else the visitor's stored
 * choice, else the page's option (`fallback`), else the first of the visitor's browser languages
 * the widgets speak (zh-HK and zh-MO give zh-TW), else zh-CN. A ja, ko or zh-TW pack loads when
 * its language is chosen; {@link LanguageState.shown} follows when it is here.
 * @example
 * ```ts
 * const language = new LanguageService({ page, storage });
 * language.set('ja');
 * await language.ready(); // the ja pack is here
 * ```
 */
export class LanguageService implements StateSource<LanguageState> {
  readonly #storage: StoragePort;
  readonly #locales: LocaleLoaders;
  readonly #loading = new Map<PackedLanguage, Promise<void>>();
  readonly #state: BehaviorSubject<LanguageState>;
  readonly state$: Observable<LanguageState>;
  /**
   * The page's language (the kit's `language` option), zh-CN without one: what a server render,
   * which sees neither the page's `lang` parameter, nor a stored choice, nor the browser's
   * languages, shows (see {@link LanguageService.serverLanguage}).
   */
  readonly fallback: Language;

  /**
   * @param ports.page - the address (`lang`) and the browser's languages.
   * @param ports.storage - the stored choice.
   * @throws CampaignKitError `INVALID_ARGUMENT` for a `fallback` other than zh-CN, en, ja, ko or zh-TW.
   */
  constructor(ports: { page: PagePort; storage: StoragePort }, options: LanguageOptions = {}) {
    if (options.fallback !== undefined && !isLanguage(options.fallback)) throw new CampaignKitError('INVALID_ARGUMENT', unsupportedLanguageMessage(options.fallback));
    this.#storage = ports.storage;
    this.#locales = options.locales ?? KIT_LOCALES;
    this.fallback = options.fallback ?? DEFAULT_LANGUAGE;
    const language =
      matchLanguage(readParam(ports.page.url(), LANGUAGE_PARAM)) ??
      matchLanguage(ports.storage.get<string>('local', LANGUAGE_KEY)) ??
      options.fallback ??
      negotiateLanguage(ports.page.languages()) ??
      DEFAULT_LANGUAGE;
    this.#state = new BehaviorSubject({ language, shown: this.#shownFor(language) });
    this.state$ = this.#state.asObservable();
    // Loads at once; a failure shows when the page awaits ready() (or at the next set()).
    this.ready().catch(() => undefined);
  }

  get state(): LanguageState {
    return this.#state.value;
  }

  get language(): Language {
    return this.#state.value.language;
  }

  /**
   * What a render that cannot see the visitor (on the server, and while the browser hydrates its
   * markup) shows: the fallback once its texts are here, else zh-CN.
   */
  get serverLanguage(): Language {
    return hasLocale(this.fallback) ? this.fallback : DEFAULT_LANGUAGE;
  }

  /**
   * Switches the language and remembers the choice; a ja, ko or zh-TW pack starts loading (the
   * widgets show it when it is here, see {@link LanguageService.ready}).
   * @throws CampaignKitError `INVALID_ARGUMENT` for a language other than zh-CN, en, ja, ko or zh-TW.
   */
  set(language: Language): void {
    if (!isLanguage(language)) throw new CampaignKitError('INVALID_ARGUMENT', unsupportedLanguageMessage(language));
    this.#storage.set('local', LANGUAGE_KEY, language);
    setState(this.#state, { language, shown: this.#shownFor(language) });
    this.ready().catch(() => undefined);
  }

  /**
   * Resolves when the widgets show the current language (its locale pack loaded): at once for
   * zh-CN and en. A server render of a page in ja awaits it before rendering.
   * @throws CampaignKitError `NETWORK` (rejects) when the pack did not load; a later call tries again.
   * @example
   * ```ts
   * const kit = createCampaignKit({ ...options, language: 'ja' });
   * await kit.i18n.ready();
   * renderToString(<App kit={kit} />);
   * ```
   */
  ready(): Promise<void> {
    const { language } = this.#state.value;
    if (isBundled(language)) return Promise.resolve();
    const load = this.#load(language);
    return load.then(() => {
      const state = this.#state.value;
      if (state.language === language && state.shown !== language) setState(this.#state, { language, shown: language });
    });
  }

  #load(language: PackedLanguage): Promise<void> {
    if (hasLocale(language)) return Promise.resolve();
    let loading = this.#loading.get(language);
    if (!loading) {
      loading = this.#locales[language]().then(
        (pack) => registerLocale(language, pack),
        (error: unknown) => {
          this.#loading.delete(language);
          throw new CampaignKitError('NETWORK', `the ${language} locale pack did not load`, { cause: error });
        },
      );
      this.#loading.set(language, loading);
    }
    return loading;
  }

  /** What the widgets show for `language` now. */
  #shownFor(language: Language): Language {
    return hasLocale(language) ? language : this.serverLanguage;
  }
}
