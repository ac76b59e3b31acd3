import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/language';

const WidgetLanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** Props of {@link WidgetLanguage}. */
export interface WidgetLanguageProps {
  readonly language: Language;
  readonly children?: ReactNode;
}

/**
 * Sets the language of the built-in widgets below it (zh-CN or en). Without it they speak zh-CN
 * (SPEC §1 default).
 * @example
 * ```tsx
 * <WidgetLanguage language="en"><CookieConsent consent={kit.consent} /></WidgetLanguage>
 * ```
 */
export function WidgetLanguage({ language, children }: WidgetLanguageProps) {
  return <WidgetLanguageContext.Provider value={language}>{children}</WidgetLanguageContext.Provider>;
}

/** The language of the nearest {@link WidgetLanguage}, else zh-CN. */
export function useWidgetLanguage(): Language {
  return useContext(WidgetLanguageContext);
}
