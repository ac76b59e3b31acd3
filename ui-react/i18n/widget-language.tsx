import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/language';
import type { LanguageService } from '../../domain/i18n/language.service';
import { useOptionalKitService } from '../shared/kit-services';

/** The language a `<WidgetLanguage language>` set for its subtree (the kit's, once synced). */
const WidgetLanguageContext = createContext<Language | undefined>(undefined);

/** Props of {@link WidgetLanguage}. */
export interface WidgetLanguageProps {
  /**
   * The widgets' language. Under a `CampaignKitProvider` it is written to the kit's language
   * helper (`kit.i18n`, or the `i18n` of its services), so both always agree; omitted, the widgets
   * follow `kit.i18n`.
   */
  readonly language?: Language;
  readonly children?: ReactNode;
}

/**
 * Sets the language of the built-in widgets below it (zh-CN or en). Under a `CampaignKitProvider`
 * there is one language: the kit's `kit.i18n` (or the `i18n` service a page built by hand). This
 * component writes `language` to it whenever the prop changes, and the widgets follow
 * `kit.i18n.set()` calls made anywhere. Without one it is a plain setting for its subtree. With
 * neither, the widgets speak zh-CN.
 * @throws CampaignKitError `INVALID_ARGUMENT` (from `kit.i18n.set`) for a language other than zh-CN or en.
 * @example
 * ```tsx
 * <WidgetLanguage language="en"><CookieConsent consent={kit.consent} /></WidgetLanguage>
 * ```
 */
export function WidgetLanguage({ language, children }: WidgetLanguageProps) {
  const i18n = useOptionalKitService('i18n');
  const outer = useContext(WidgetLanguageContext);
  const kitLanguage = useKitLanguage(i18n);
  const [written, setWritten] = useState<Language>();
  useEffect(() => {
    if (!i18n || language === undefined) return;
    i18n.set(language);
    setWritten(language);
  }, [i18n, language]);
  // Until the effect wrote a new prop to the kit, the prop is what the subtree speaks (no flash of the old language).
  const value = i18n ? (language !== undefined && written !== language ? language : kitLanguage) : (language ?? outer);
  return <WidgetLanguageContext.Provider value={value}>{children}</WidgetLanguageContext.Provider>;
}

/**
 * The built-in widgets' language: the nearest {@link WidgetLanguage}'s, else the kit's `kit.i18n`
 * (or the `i18n` service) under a `CampaignKitProvider`, else zh-CN.
 */
export function useWidgetLanguage(): Language {
  const set = useContext(WidgetLanguageContext);
  const kitLanguage = useKitLanguage(useOptionalKitService('i18n'));
  return set ?? kitLanguage ?? DEFAULT_LANGUAGE;
}

/** The language helper's current language, re-rendering on change; `undefined` without one. */
function useKitLanguage(i18n: LanguageService | undefined): Language | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!i18n) return () => undefined;
      const subscription = i18n.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [i18n],
  );
  const snapshot = useCallback(() => i18n?.language, [i18n]);
  // What a server render shows (it sees neither the lang parameter nor a stored choice), so a
  // server-rendered page hydrates without a mismatch and then switches.
  const serverSnapshot = useCallback(() => i18n?.fallback, [i18n]);
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
