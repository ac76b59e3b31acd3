/**
 * campaign-kit/react: the provider, the state hook and the widgets, layered on the domain's
 * observables. Styles are separate: a page imports `campaign-kit/react/styles.css` (every widget),
 * or only its widgets' (`campaign-kit/react/consent.css`, `base.css`, `account.css`, `layout.css`,
 * `share.css`, `download.css`, `nav-bar.css`).
 * @packageDocumentation
 */

export { useStateSource } from './shared/use-state-source';
export { CampaignKitProvider, useCampaignKit, type CampaignKitProviderProps } from './shared/campaign-kit-provider';
export { EasyLogin, type EasyLoginProps } from './login-widget/easy-login';
export { ReserveButton, type ReserveButtonProps } from './reservation/reserve-button';
export { MilestoneCounter, type MilestoneCounterProps } from './reservation/milestone-counter';
export { CaptchaDialog, type CaptchaDialogProps } from './captcha/captcha-dialog';
export { createCaptchaController, type CaptchaController, type CaptchaControllerState } from './captcha/captcha-controller';
export { CookieConsent, type CookieConsentProps } from './consent/cookie-consent';
export { CookieBanner, type CookieBannerProps } from './consent/cookie-banner';
export { CookieSettingsPanel, type CookieSettingsPanelProps } from './consent/cookie-settings-panel';
export { WidgetLanguage, useWidgetLanguage, type WidgetLanguageProps } from './i18n/widget-language';
export { useTexts, usePageText, type PageTextPicker } from './i18n/use-texts';
export { useErrorMessage } from './i18n/use-error-message';
export { errorMessage } from './i18n/error-message';
export { TopBar, type TopBarProps } from './layout/top-bar';
export { Footer, type FooterProps } from './layout/footer';
export { WeixinMask, type WeixinMaskProps } from './layout/weixin-mask';
export { mountTopBar, mountFooter, type Mounted } from './layout/mount';
export { useI18n } from './i18n/use-i18n';
export * from './account/index';
export { ShareBar, type ShareBarProps, type ShareBarButton, type LocalizedShareInfo } from './share/share-bar';
export { SilentDownloadDialog, type SilentDownloadDialogProps, type SilentDownloadTexts } from './download/silent-download-dialog';
export type { ShareButtonName } from '../domain/i18n/share-texts';
export type { DownloadTexts } from '../domain/i18n/download-texts';
export type { LoginType } from '../domain/account/login-types';
export { Poster, type PosterProps } from './poster/poster';
export { GameNavBar, type GameNavBarProps } from './nav-bar/game-nav-bar';
export { useNavBarVisible } from './nav-bar/use-nav-bar-visible';
export * from './content/index';
export * from './media/index';
