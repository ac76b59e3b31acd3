import { CONSENT_TEXTS, type ConsentTexts } from '../../domain/i18n/consent-texts';
import { useWidgetLanguage } from '../i18n/widget-language';

/** The consent texts in the widget language, with the page's overrides on top. */
export function useConsentTexts(overrides?: Partial<ConsentTexts>): ConsentTexts {
  const texts = CONSENT_TEXTS[useWidgetLanguage()];
  return overrides ? { ...texts, ...overrides } : texts;
}
