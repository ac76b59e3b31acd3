import { CampaignKitError } from '../../ports/errors';
import { DEFAULT_LANGUAGE, type Language } from './language';
import type { LanguageService } from './language.service';
import { formatText, inFallbackOrder, type TextParams, type TextRecord } from './texts';

/** The framework hooks the i18n hook is built from (React's, Preact's, ...). */
export interface InjectedHooks {
  readonly useEffect: (effect: () => void | (() => void), deps: readonly unknown[]) => void;
  readonly useMemo: <T>(factory: () => T, deps: readonly unknown[]) => T;
  readonly useState: <T>(initial: T) => [T, (value: T) => void];
}

/** Messages by language (zh-CN required, the others optional), then by key. */
export type Messages<K extends string = string> = TextRecord<Readonly<Record<K, string>>>;

/** What the i18n hook returns. */
export interface I18n<K extends string> {
  readonly language: Language;
  /**
   * The message for `key` in the current language, else (ja, ko) in en, else in zh-CN, else the key itself, with its
   * `{name}` placeholders filled from `params` (the kit's one text mechanism, see `formatText`).
   */
  readonly t: (key: K, params?: TextParams) => string;
  readonly setLanguage: (language: Language) => void;
}

/** The message when the framework hooks are missing. */
export const I18N_HOOKS_MESSAGE = 'i18n hook init fail, useEffect, useMemo and useState must be injected';

/**
 * Builds the i18n hook from injected framework hooks, so the domain needs no framework.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'i18n hook init fail, useEffect, useMemo and useState must be injected'
 *   when any of the three is not a function.
 * @example
 * ```ts
 * import { useEffect, useMemo, useState } from 'react';
 * const useI18n = createI18nHook({ useEffect, useMemo, useState });
 * const { t } = useI18n(language, { 'zh-CN': { hi: '你好' }, en: { hi: 'Hello' } });
 * ```
 */
export function createI18nHook(hooks: Partial<InjectedHooks> | undefined): <K extends string>(service: LanguageService, messages: Messages<K>) => I18n<K> {
  const { useEffect, useMemo, useState } = hooks ?? {};
  if (typeof useEffect !== 'function' || typeof useMemo !== 'function' || typeof useState !== 'function') {
    throw new CampaignKitError('INVALID_ARGUMENT', I18N_HOOKS_MESSAGE);
  }
  return function useI18n<K extends string>(service: LanguageService, messages: Messages<K>): I18n<K> {
    const [language, setLanguageState] = useState<Language>(service.language);
    useEffect(() => {
      const subscription = service.state$.subscribe((state) => setLanguageState(state.language));
      return () => subscription.unsubscribe();
    }, [service]);
    const t = useMemo(
      () => (key: K, params?: TextParams) => formatText(inFallbackOrder(messages, language)[key] ?? messages[DEFAULT_LANGUAGE]?.[key] ?? key, params),
      [language, messages],
    );
    return { language, t, setLanguage: (next: Language) => service.set(next) };
  };
}
