import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/language';
import type { LanguageService } from '../../domain/i18n/language.service';
import { hasLocale } from '../../domain/i18n/locale-registry';
import { useKitService } from '../shared/kit-services';
import { useStateSource } from '../shared/use-state-source';

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
 * Sets the language of the built-in widgets below it (zh-CN, en, ja, ko or zh-TW). Under a `CampaignKitProvider`
 * there is one language: the kit's `kit.i18n` (or the `i18n` service a page built by hand). This
 * component writes `language` to it whenever the prop changes, and the widgets follow
 * `kit.i18n.set()` calls made anywhere. Without one it is a plain setting for its subtree. With
 * neither, the widgets speak zh-CN.
 * @throws CampaignKitError `INVALID_ARGUMENT` (from `kit.i18n.set`) for a language other than zh-CN, en, ja, ko or zh-TW.
 * @example
 * ```tsx
 * <WidgetLanguage language="en"><CookieConsent consent={kit.consent} /></WidgetLanguage>
 * ```
 */
export function WidgetLanguage({ language, children }: WidgetLanguageProps) {
  const i18n = useKitService('i18n', { optional: true });
  const outer = useContext(WidgetLanguageContext);
  const kitLanguage = useKitLanguage(i18n);
  const [written, setWritten] = useState<Language>();
  useEffect(() => {
    if (!i18n || language === undefined) return;
    i18n.set(language);
    setWritten(language);
  }, [i18n, language]);
  // Until the effect wrote a new prop to the kit, the prop is what the subtree speaks (no flash of the old language).
  const value = i18n ? (language !== undefined && written !== language && hasLocale(language) ? language : kitLanguage) : (language ?? outer);
  return <WidgetLanguageContext.Provider value={value}>{children}</WidgetLanguageContext.Provider>;
}

/**
 * The built-in widgets' language: the nearest {@link WidgetLanguage}'s, else the language the
 * kit's `kit.i18n` (or the `i18n` service) shows under a `CampaignKitProvider` (a chosen ja, ko or
 * zh-TW once its pack is here), else zh-CN.
 */
export function useWidgetLanguage(): Language {
  const set = useContext(WidgetLanguageContext);
  const kitLanguage = useKitLanguage(useKitService('i18n', { optional: true }));
  return set ?? kitLanguage ?? DEFAULT_LANGUAGE;
}

/** The language helper's current language, re-rendering on change; `undefined` without one. */
function useKitLanguage(i18n: LanguageService | undefined): Language | undefined {
  // What a server render shows (it sees neither the lang parameter, a stored choice nor the
  // browser's languages), so a server-rendered page hydrates without a mismatch and then switches.
  const server = useCallback(() => i18n?.serverLanguage, [i18n]);
  // The language shown: a chosen ja, ko or zh-TW once its pack is here.
  return useStateSource(i18n, { select: shownLanguage, server });
}

const shownLanguage = (state: LanguageService['state']): Language => state.shown;
