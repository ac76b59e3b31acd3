import { CONSENT_TEXTS, type ConsentTexts } from '../../domain/i18n/consent-texts';
import { useTexts } from '../i18n/use-texts';

/** The consent texts in the widget language, with the page's overrides on top. */
export function useConsentTexts(overrides?: Partial<ConsentTexts>): ConsentTexts {
  const texts = useTexts(CONSENT_TEXTS);
  return overrides ? { ...texts, ...overrides } : texts;
}
