import { BehaviorSubject, type Observable } from 'rxjs';
import type { PagePort } from '../../ports/page.port';
import type { StoragePort } from '../../ports/storage.port';
import { CampaignKitError } from '../../ports/errors';
import { readParam } from '../shared/url';
import { setState, type StateSource } from '../shared/state-source';
import { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from './language';

/** Local-storage key of the visitor's chosen language. */
export const LANGUAGE_KEY = 'language';
/** The page parameter that picks the language (`?lang=en`). */
export const LANGUAGE_PARAM = 'lang';

/** The current language. */
export interface LanguageState {
  readonly language: Language;
}

/**
 * The language helper: the page's `lang` parameter, else the visitor's
 * stored choice, else the default.
 * @example
 * ```ts
 * const language = new LanguageService({ page, storage });
 * language.set('en');
 * ```
 */
export class LanguageService implements StateSource<LanguageState> {
  readonly #storage: StoragePort;
  readonly #state: BehaviorSubject<LanguageState>;
  readonly state$: Observable<LanguageState>;
  /**
   * The language when neither the page's `lang` parameter nor a stored choice says (the kit's
   * `language` option). A server render sees neither, so it shows this language, and a page
   * hydrates in it before it switches to {@link LanguageService.language}.
   */
  readonly fallback: Language;

  /** @param options.fallback - the language when nothing else says. Defaults to `'zh-CN'`. */
  constructor(ports: { page: PagePort; storage: StoragePort }, options: { readonly fallback?: Language } = {}) {
    this.#storage = ports.storage;
    const fallback = options.fallback ?? DEFAULT_LANGUAGE;
    this.fallback = fallback;
    const fromPage = readParam(ports.page.url(), LANGUAGE_PARAM);
    const chosen = fromPage ?? ports.storage.get<string>('local', LANGUAGE_KEY);
    this.#state = new BehaviorSubject({ language: toLanguage(chosen, fallback) });
    this.state$ = this.#state.asObservable();
  }

  get state(): LanguageState {
    return this.#state.value;
  }

  get language(): Language {
    return this.#state.value.language;
  }

  /**
   * Switches the language and remembers the choice.
   * @throws CampaignKitError `INVALID_ARGUMENT` for a language other than zh-CN or en.
   */
  set(language: Language): void {
    if (!LANGUAGES.includes(language)) {
      throw new CampaignKitError('INVALID_ARGUMENT', `unsupported language: ${String(language)}; use ${LANGUAGES.join(' or ')}`);
    }
    this.#storage.set('local', LANGUAGE_KEY, language);
    setState(this.#state, { language });
  }
}
