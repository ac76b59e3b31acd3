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
export type { ThirdPartyScripts } from './third-party-scripts';
export type { Feature, FeatureName, FeatureContext, FeatureLink, AnyFeature, FeatureMembers, MembersOf } from './feature';
export type { UnionToIntersection } from './feature';
export * from './features/index';

// Errors.
export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';

// The ports, for pages that compose services by hand and for custom adapters.
// Named, not `export type *`: the declaration bundle would turn the ports' constants
// (DEFAULT_TIMEOUT_MS, BRIDGE_TIMEOUT_MS) into value exports that do not exist at run time.
export type { HttpMethod, HttpQuery, HttpRequest, HttpResponse, HttpPort } from '../ports/http.port';
export type { BridgeReply, BridgeCallOptions, BridgePort } from '../ports/bridge.port';
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
export type * from '../ports/beacon.port';
export type { Token } from '../ports/tokens';

// Account: logging in and the account.
export { AccountService, type PasswordLoginInput } from '../domain/account/account.service';
export type { AccountPorts, AccountInit, AccountPassportOptions } from '../domain/account/account.types';
export type { AccountState, LoginResult, LoginRoute, LoginMethod } from '../domain/account/account-session';
export type { SmsRoute } from '../domain/account/code-route';
export type { AccountUser, AccountInfoData, AccountConnect } from '../domain/account/account-user';
export { Countdown, type CountdownState } from '../domain/account/countdown';
export { checkMobile, checkCode, checkEmail, checkWidgetLogin } from '../domain/account/mobile-rules';
export type { AccountProfile } from '../domain/account/passport-logins';
export type { QrLogin, QrLoginState, QrLoginOptions } from '../domain/account/qr-login';
export type { AppAuthOptions, AppAuthOutcome } from '../domain/account/app-auth-login';
export type { ProviderOutcome, ProviderLoginOptions } from '../domain/account/providers/provider-login';
export type { ProviderStatus, ProviderLoginState } from '../domain/account/providers/provider-status';
export type { ProviderSetting, ProviderMode } from '../domain/account/providers/provider-settings';
export type { ProviderPlugin, ProviderEngineModule } from '../domain/account/provider-plugin';
export type { LoginType } from '../domain/account/login-types';
export type { AccountManagementGroups } from '../domain/account/account-management';
export type { Deferred } from '../domain/account/load-once';
export type { MobileBinding } from '../domain/account/mobile-binding';
export type { EmailBinding } from '../domain/account/email-binding';
export type { AccountPassword } from '../domain/account/account-password';
export type { AccountCancellation } from '../domain/account/cancellation';
export type { SecondVerification } from '../domain/account/second-verification';
export { GameAccountApi, type GameUser } from '../domain/account/game-account.api';
export { LoginStatus, type LoginStatusEntry } from '../domain/account/login-status';
export type { AccountCache, AccountCacheState, UserListsSource } from '../domain/account/account-cache';
export {
  LoginWidgetMachine,
  type LoginAttempt,
  type LoginWidgetEvent,
  type LoginWidgetOptions,
  type LoginWidgetState,
  type LoginMode,
} from '../domain/login-widget/login-widget.machine';
export {
  LOGIN_MODES_MESSAGE,
  SYSTEM_FORMAT_MESSAGE,
  UNTICKED_TEMPLATE,
  type LoginWidgetModule,
  type LoginWidgetSystem,
  type PrivacyCheckbox,
} from '../domain/login-widget/login-widget-rules';
export type { StateSource } from '../domain/shared/state-source';
export type { Observable, Observer, Subscription } from '../domain/shared/observable';

// The passport call layer.
export { PassportService } from '../domain/passport/passport.service';
// The call families of `kit.passport`: types only, so an account() page's first load keeps none of
// them (they load with kit.passport).
export type { CodeApi } from '../domain/passport/api/code.api';
export type { LoginApi } from '../domain/passport/api/login.api';
export type { RegisterApi } from '../domain/passport/api/register.api';
export type { BindApi } from '../domain/passport/api/bind.api';
export type { PasswordApi } from '../domain/passport/api/password.api';
export type { VerifyApi } from '../domain/passport/api/verify.api';
export type { CancelApi } from '../domain/passport/api/cancel.api';
export type { OpenAuthApi } from '../domain/passport/api/open-auth.api';
export type { QrApi } from '../domain/passport/api/qr.api';
export type { MobileWebApi } from '../domain/passport/api/mobile-web.api';
export type { ResolvedPassportConfig } from '../domain/passport/passport.config';
// Types only: a value export would put these modules in an account() page's first load (they load lazily).
export type { PassportClient, PassportCall } from '../domain/passport/passport.client';
export type { PassportConnection, PassportClients } from '../domain/passport/passport-connection';
export { withChallenges, type ChallengeAnswer, type ChallengeSolver } from '../domain/passport/challenge-loop';
export type { PassportConfig, PassportRegion } from '../domain/passport/passport.config';
export type { PassportFailure, PassportResult, PassportSource } from '../domain/http/passport-envelope';
export type { ChallengeDemand, VerificationDecision } from '../domain/passport/decision';
export { ChallengeRunner, type ChallengePorts } from '../domain/passport/challenge-runner';
export { obfuscate } from '../domain/passport/obfuscate';
export { VERIFICATION_TYPES, EMAIL_CODE_TYPES, type VerificationType, type EmailCodeType } from '../domain/passport/verification-types';
export type * from '../domain/passport/passport.types';
export type { BindOperation } from '../domain/passport/api/bind.api';
export type { ThirdPartyCredentials } from '../domain/passport/api/login.api';
export type { OpenAuthRequest } from '../domain/passport/api/open-auth.api';
export type { MobileWebPaths, QuickAuthData } from '../domain/passport/api/mobile-web.api';
export type { CaptchaWidget, CaptchaWidgetState, CaptchaRequest } from '../domain/captcha/captcha-widget';
export type { CaptchaWidgetOptions } from '../domain/captcha/create-captcha-widget';
export type { VerificationScriptLoader, VerificationLoaderState, VerificationLoadError, VerificationLoaderOptions } from '../domain/captcha/verification-script.loader';

// Reservation.
export { ReservationService, type ReservationInit } from '../domain/reservation/reservation.service';
export type { ProcessIds, ReservationResult, ReservationState, ReservedEvent, ShareCodeResult, LoginGate, AppReservation, AppReservationState } from '../domain/reservation/reservation.types';
export { ProcessApi, type ProcessOutcome, type ProcessCodeHandler, type ProcessData, type ProcessContext, type ProcessCallOptions } from '../domain/reservation/process.api';
export type { ActivityEnvelope } from '../domain/http/envelopes';
export { ApiClient, type CallRequest } from '../domain/http/api-client';
export type { ApiResult } from '../domain/http/envelopes';

// Tracking and location.
export { TrackingService, type TrackingIdentity, type TrackingLocationSource } from '../domain/tracking/tracking.service';
export type { TrackingEventName, TrackingFields, TrackingInit, TrackingFailure, TrackingPorts } from '../domain/tracking/tracking.types';
export { LocationService, type VisitorLocation, type LocationInit } from '../domain/location/location.service';
export type { Zone } from '../domain/config/validate';

// Monitoring: errors, failed resources and calls, page views and web vitals, batched and sampled.
export { MonitoringService } from '../domain/monitoring/monitoring.service';
export type { MonitoringInit, MonitoringPorts, MonitoringFailure, MonitoringStats, MonitoringKind, SampleRates, MonitoredPage } from '../domain/monitoring/monitoring.types';
export type * from '../ports/page-health.port';

// Consent, layout, language, site config.
export { ConsentService } from '../domain/consent/consent.service';
export { ConsentGate } from '../domain/consent/consent-gate';
export type { BannerConfig, ConsentConfig, ConsentDecision, ConsentRecord, ConsentState, ConsentStatus, CookieEntry, CookieType } from '../domain/consent/consent.types';
export type { ConsentTexts } from '../domain/i18n/consent-texts';
export type { FooterLine, FooterLink, FooterModel, FooterOptions } from '../domain/layout/footer.types';
export type { ResolvedFooterLine } from '../domain/layout/footer.types';
export { WeixinMask, type WeixinMaskState } from '../domain/layout/weixin-mask';
export { LanguageService, type LanguageState } from '../domain/i18n/language.service';
export { DEFAULT_LANGUAGE, LANGUAGES, toLanguage, type Language } from '../domain/i18n/language';
export type { I18n, Messages } from '../domain/i18n/i18n-hook';
export {
  defineTexts,
  formatText,
  pageText,
  pluralText,
  textsFor,
  type PageText,
  type PluralTexts,
  type TextParams,
  type TextRecord,
} from '../domain/i18n/texts';
export { localizeError, errorMessageKey } from '../domain/i18n/localize-error';
export { ERROR_TEXTS, type ErrorMessageKey, type ErrorTexts } from '../domain/i18n/error-texts';
export { SiteConfigService } from '../domain/site-config/site-config.service';
export type { Advertisement, GroupControlAction, GroupControlActionName, PictureSearchResult, SiteConfigFailure, SiteConfigFailureReason, SiteConfigInit, SiteConfigOutcome } from '../domain/site-config/site-config.types';

// Device, sharing, servers, mail, download, poster.
export { detectDevice, type DetectOptions } from '../domain/device/detect-device';
export type { DeviceInfo, DeviceOs, InAppBrowser, PlatformCode } from '../domain/device/device.types';
export { IN_APP_BROWSERS, type InAppBrowserRow } from '../domain/device/in-app-browsers';
export type { BridgeOutcome, BridgeOutcomeCode } from '../domain/device/bridge-outcome';
export { NavBarSwipe, type NavBarState } from '../domain/device/nav-bar-swipe';
export { ShareService, type ShareServicePorts } from '../domain/share/share.service';
export type { ShareInfo, ShareChannel, ShareNetwork, AppSharePanelOptions, ShareInit, ShareCodeParam } from '../domain/share/share.types';
export { ServerService, type UserFields } from '../domain/servers/server.service';
export type { GameServer, GameZone, GameRole, GameServerRoles, ServerEnvironment, ServerInit, ServerLookupFailure, UserListKind } from '../domain/servers/server.types';
export { MailService, type MailSubmission } from '../domain/mail/mail.service';
export { DownloadService, DOWNLOAD_HANDOFF_MS, type DownloadServicePorts } from '../domain/download/download.service';
export { AppGameReservation } from '../domain/download/game-reservation';
export type { DownloadInit, SilentDownloadState, SilentDownloadVariant } from '../domain/download/download.types';
export { PosterMaker } from '../domain/poster/poster-maker';
export type { PosterDescription, PosterView, ImageView, TextView, QrCodeView, RectView, FlexBoxView, Placed } from '../domain/poster/poster.types';

// Content: pictures, news, videos, resources and likes.
export { ContentService } from '../domain/content/content.service';
export { contentHost } from '../domain/content/content-hosts';
export { pickAdvertisements, type AdvertisementTitle } from '../domain/site-config/picture-search.api';
export { PagedList, type PagedListState, type PagedListStatus, type ListPage, type PageLoader } from '../domain/content/paged-list';
export { newsList, videoList, type ListSearchOptions } from '../domain/content/content-lists';
export { LikeToggle, type LikeState } from '../domain/content/like-toggle';
export { plainParagraphs } from '../domain/content/plain-text';
export type {
  ContentRegion,
  ContentEnvironment,
  ContentHosts,
  ContentHostOverrides,
  ContentHostOptions,
  ContentInit,
  ContentPlacement,
  PictureSearchOptions,
  ContentSearchOptions,
  ContentItemBase,
  NewsItem,
  NewsDetail,
  VideoItem,
  NewsSearchResult,
  VideoSearchResult,
  ContentItemType,
  LikeOptions,
  LikeResult,
  ContentResource,
} from '../domain/content/content.types';

// Media: video, YouTube, sound and animation.
export { MediaService, type MediaServicePorts, type MediaServiceOptions } from '../domain/media/media.service';
export { PlayerRegistry } from '../domain/media/player-registry';
export { VideoPlayer, type VideoPlayerOptions, type VideoPlayerState, type VideoObjectFit } from '../domain/media/video-player';
export { YouTubePlayer, YOUTUBE_API_URL, type YouTubePlayerOptions, type YouTubePlayerStatus } from '../domain/media/youtube-player';
export { SoundPlayer, type SoundOptions, type SoundState } from '../domain/media/sound-player';
export { Tween, TweenGroup, type TweenOptions } from '../domain/media/tween';
export { EASINGS, easingOf, type Easing, type EasingName } from '../domain/media/easing';
export { FrameSequence, type FrameSequenceOptions, type FrameSequenceState } from '../domain/media/frame-sequence';
export { shakeGachakon, type Shake, type ShakeOffset, type ShakeOptions } from '../domain/media/gachakon-shake';
export type { MediaPorts, SoundPorts, YouTubePorts, FrameSequencePorts, AnimationPorts, Pausable } from '../domain/media/media.types';
export type * from '../ports/media-element.port';
export type * from '../ports/media-environment.port';
export type * from '../ports/media-youtube.port';

// Affiliate area: subjects, deputies, roles, invitations, manager transfer.
export { AffiliateArea, createAffiliateArea } from '../domain/affiliate/affiliate-area';
export { AffiliateApi } from '../domain/affiliate/affiliate.service';
export { AffiliateSession, type AffiliateSessionState, type AffiliateSessionStatus } from '../domain/affiliate/affiliate-session';
export { AFFILIATE_RESOURCE_ACTIONS, MANAGER_ACTIONS, allows, type AffiliateAction } from '../domain/affiliate/affiliate-permissions';
export type { AffiliateLoginList } from '../domain/affiliate/api/affiliate-account.api';
export type { InviteOptions } from '../domain/affiliate/api/affiliate-invitation.api';
export type { SubjectFacts, SubjectManager } from '../domain/affiliate/api/affiliate-subject.api';
// The call families of `kit.affiliate` (AffiliateApi already loads them with it).
export { AffiliateAccountApi, type AffiliateLoginFlags } from '../domain/affiliate/api/affiliate-account.api';
export { AffiliateAdminApi } from '../domain/affiliate/api/affiliate-admin.api';
export { AffiliateInvitationApi } from '../domain/affiliate/api/affiliate-invitation.api';
export { AffiliateRoleApi } from '../domain/affiliate/api/affiliate-role.api';
export { AffiliateSubjectApi } from '../domain/affiliate/api/affiliate-subject.api';
export type {
  AffiliateSubject,
  AffiliateIdentity,
  AffiliateLoginOption,
  AffiliateUser,
  AffiliateInvitation,
  InvitationChannel,
  InvitationStatus,
  AffiliateRole,
  AffiliateResource,
  AffiliateUserRole,
  AffiliatePermissions,
  AffiliatePage,
  PageOptions,
  AffiliateContact,
  FrozenFlag,
} from '../domain/affiliate/affiliate.types';
