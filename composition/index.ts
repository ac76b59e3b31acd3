/**
 * campaign-kit: the facade, the features a page lists, their options, the services (each can
 * also be built by hand from ports) and the state types. Adapters are in `campaign-kit/adapters`,
 * fakes in `campaign-kit/testing`, widgets in `campaign-kit/react`.
 * @packageDocumentation
 */

// The facade and the features.
export { createCampaignKit } from './create-campaign-kit';
export type { CampaignKit, KitBase } from './kit';
export type { CampaignKitOptions, KitSettings, PassportSettings } from './options';
export type { Feature, FeatureName, FeatureContext, AnyFeature, FeatureMembers } from './feature';
export * from './features/index';

// Errors.
export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';

// The ports, for pages that compose services by hand and for custom adapters.
export type * from '../ports/http.port';
export type * from '../ports/bridge.port';
export type * from '../ports/storage.port';
export type * from '../ports/script-loader.port';
export type * from '../ports/clock.port';
export type * from '../ports/page.port';
export type * from '../ports/random.port';
export type * from '../ports/captcha.port';
export type * from '../ports/signer.port';
export type * from '../ports/verification-sdk.port';
export type * from '../ports/second-verify.port';
export type * from '../ports/popup.port';
export type * from '../ports/client-hints.port';
export type * from '../ports/weixin-sdk.port';
export type * from '../ports/qq-share.port';
export type * from '../ports/canvas.port';
export type * from '../ports/dom-injection.port';
export type * from '../ports/touch.port';

// Account and sign-in.
export { AccountService, type AccountInit, type AccountState, type LoginResult, type SignInRoute } from '../domain/account/account.service';
export type { AccountUser, AccountInfoData, AccountConnect } from '../domain/account/account-user';
export { Countdown, type CountdownState } from '../domain/account/countdown';
export { checkMobile, checkCode, checkWidgetLogin } from '../domain/account/mobile-rules';
export { SignInService } from '../domain/account/sign-in.service';
export { PassportSignIn, type PasswordLoginInput } from '../domain/account/passport-sign-in';
export { QrLogin, type QrLoginState } from '../domain/account/qr-login';
export { AppAuthLogin, type AppAuthOptions, type AppAuthOutcome } from '../domain/account/app-auth-login';
export { ProviderLogin, type ProviderOutcome, type ProviderLoginState } from '../domain/account/providers/provider-login';
export type { ProviderSetting, ProviderMode } from '../domain/account/providers/provider-settings';
export type { LoginType } from '../domain/account/providers/login-types';
export { AccountCancellation } from '../domain/account/cancellation';
export { GameAccountApi, type GameUser } from '../domain/account/game-account.api';
export { LoginStatus, type LoginStatusEntry } from '../domain/account/login-status';
export { AccountCache, type AccountCacheState, type UserListsSource } from '../domain/account/account-cache';
export { MobileBinding } from '../domain/account/mobile-binding';
export { LoginWidgetMachine, type LoginWidgetEvent, type LoginWidgetOptions, type LoginWidgetState, type LoginMode } from '../domain/login-widget/login-widget.machine';
export type { StateSource } from '../domain/shared/state-source';

// The passport call layer.
export { PassportService } from '../domain/passport/passport.service';
export { PassportClient, type PassportCall, type ChallengeAnswer, type ChallengeSolver } from '../domain/passport/passport.client';
export type { PassportConfig, PassportRegion } from '../domain/passport/passport.config';
export type { PassportFailure, PassportResult, PassportSource } from '../domain/passport/passport-envelope';
export type { ChallengeDemand, VerificationDecision } from '../domain/passport/decision';
export { ChallengeRunner } from '../domain/passport/challenge-runner';
export { obfuscate } from '../domain/passport/obfuscate';
export { VERIFICATION_TYPES, EMAIL_CODE_TYPES, type VerificationType, type EmailCodeType } from '../domain/passport/verification-types';
export type * from '../domain/passport/passport.types';
export type { BindOperation } from '../domain/passport/api/bind.api';
export type { ThirdPartyCredentials } from '../domain/passport/api/login.api';
export type { OpenAuthRequest } from '../domain/passport/api/open-auth.api';
export type { MobileWebPaths, QuickAuthData } from '../domain/passport/api/mobile-web.api';
export { CaptchaWidget, type CaptchaWidgetState, type CaptchaRequest } from '../domain/captcha/captcha-widget';
export { VerificationScriptLoader, type VerificationLoaderState, type VerificationLoadError, type VerificationLoaderOptions } from '../domain/captcha/verification-script.loader';

// Reservation.
export { ReservationService, type ReservationInit } from '../domain/reservation/reservation.service';
export type { ProcessIds, ReservationResult, ReservationState, ReservedEvent, ShareCodeResult, LoginGate } from '../domain/reservation/reservation.types';
export type { ProcessOutcome, ProcessCodeHandler, ProcessData } from '../domain/reservation/process.api';

// Tracking and location.
export { TrackingService, type TrackingIdentity, type TrackingLocationSource } from '../domain/tracking/tracking.service';
export { TRACKING_EVENTS, type TrackingEventName, type TrackingFields, type TrackingInit, type TrackingFailure } from '../domain/tracking/tracking.types';
export { LocationService, type VisitorLocation, type LocationInit } from '../domain/location/location.service';
export type { Zone } from '../domain/config/validate';

// Consent, layout, language, site config.
export { ConsentService } from '../domain/consent/consent.service';
export { ConsentGate } from '../domain/consent/consent-gate';
export type { BannerConfig, ConsentConfig, ConsentDecision, ConsentRecord, ConsentState, ConsentStatus, CookieEntry, CookieType } from '../domain/consent/consent.types';
export { resolveFooter } from '../domain/layout/footer-rules';
export type { FooterLine, FooterLink, FooterModel, FooterOptions } from '../domain/layout/footer.types';
export { WeixinMask, type WeixinMaskState } from '../domain/layout/weixin-mask';
export { LanguageService, type LanguageState } from '../domain/i18n/language.service';
export { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '../domain/i18n/language';
export { createI18nHook, type I18n, type InjectedHooks, type Messages } from '../domain/i18n/i18n-hook';
export { SiteConfigService } from '../domain/site-config/site-config.service';
export type { Advertisement, GroupControlAction, GroupControlActionName, PictureSearchResult, SiteConfigFailure, SiteConfigFailureReason, SiteConfigInit, SiteConfigOutcome } from '../domain/site-config/site-config.types';

// Device, sharing, servers, mail, download, poster.
export { detectDevice, type DetectOptions } from '../domain/device/detect-device';
export type { DeviceInfo, DeviceOs, InAppBrowser, PlatformCode } from '../domain/device/device.types';
export { NavBarSwipe, type NavBarState } from '../domain/device/nav-bar-swipe';
export { ShareService, type ShareServicePorts } from '../domain/share/share.service';
export { shareLink } from '../domain/share/share-links';
export type { ShareInfo, ShareChannel, ShareNetwork, AppSharePanelOptions, ShareInit } from '../domain/share/share.types';
export { ServerService, type UserFields } from '../domain/servers/server.service';
export type { GameServer, GameZone, GameRole, GameServerRoles, ServerEnvironment, ServerInit, ServerLookupFailure, UserListKind } from '../domain/servers/server.types';
export { MailService, type MailSubmission } from '../domain/mail/mail.service';
export { DownloadService, type DownloadServicePorts } from '../domain/download/download.service';
export type { DownloadInit, SilentDownloadState, SilentDownloadVariant } from '../domain/download/download.types';
export { PosterMaker } from '../domain/poster/poster-maker';
export type { PosterDescription, PosterView, ImageView, TextView, QrCodeView, RectView, FlexBoxView } from '../domain/poster/poster.types';
