import type { ConsentService } from '../../domain/consent/consent.service';
import type { ConsentTexts } from '../../domain/i18n/consent-texts';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsPanel } from './cookie-settings-panel';

/** Props of {@link CookieConsent}. */
export interface CookieConsentProps {
  /** The consent service: `kit.consent`, or one built by hand and initialised. */
  readonly consent: ConsentService;
  /** Texts to use instead of the built-in ones of the widget language. */
  readonly texts?: Partial<ConsentTexts>;
}

/**
 * The whole cookie-consent widget: {@link CookieBanner} and {@link CookieSettingsPanel}.
 * @example
 * ```tsx
 * <CookieConsent consent={kit.consent} />
 * ```
 */
export function CookieConsent({ consent, texts }: CookieConsentProps) {
  return (
    <>
      <CookieBanner consent={consent} texts={texts} />
      <CookieSettingsPanel consent={consent} texts={texts} />
    </>
  );
}
