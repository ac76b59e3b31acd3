import { useCallback } from 'react';
import { pageText, textsFor, type PageText, type TextRecord } from '../../domain/i18n/texts';
import { useWidgetLanguage } from './widget-language';

/**
 * An area's texts in the widget language (see {@link useWidgetLanguage}).
 * @example
 * ```tsx
 * const t = useTexts(ACCOUNT_TEXTS);
 * return <button>{t.login}</button>;
 * ```
 */
export function useTexts<T>(texts: TextRecord<T>): T {
  return textsFor(texts, useWidgetLanguage());
}

/** Gives a page-supplied text's form in the widget language (`undefined` stays `undefined`). */
export interface PageTextPicker {
  (text: PageText): string;
  (text: PageText | undefined): string | undefined;
}

/** Picks the widget language's form of page-supplied texts (a string, or one per language). */
export function usePageText(): PageTextPicker {
  const language = useWidgetLanguage();
  // One implementation serves both overloads; the cast only states that.
  return useCallback((text: PageText | undefined) => pageText(text, language), [language]) as PageTextPicker;
}
