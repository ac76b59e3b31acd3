export { CookieConsent, type CookieConsentProps } from './cookie-consent';
export { CookieBanner, type CookieBannerProps } from './cookie-banner';
export { CookieSettingsPanel, type CookieSettingsPanelProps } from './cookie-settings-panel';
