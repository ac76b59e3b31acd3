/**
 * campaign-kit: the facade, the features a page lists, their options, the services (each can
 * also be built by hand from ports) and the state types. Adapters are in `campaign-kit/adapters`,
 * fakes in `campaign-kit/testing`, widgets in `campaign-kit/react`.
 * @module campaign-kit
 */

// The facade and the features.
export { createCampaignKit } from './create-campaign-kit';
export type { CampaignKit, KitBase } from './kit';
export type { CampaignKitOptions, KitSettings, PassportSettings } from './options';
export type { ThirdPartyScripts } from './third-party-scripts';
export type { Feature, FeatureName, FeatureContext, FeatureLink, AnyFeature, FeatureMembers, MembersOf, KitParts, PartName, Factories, GatedReporter } from './feature';
export type { UnionToIntersection } from './feature';
export * from './features/index';

// Errors.
export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';

// The ports, for pages that compose services by hand and for custom adapters.
export * from './port-types';

// Account and the passport call layer (also the campaign-kit/account entry).
export * from './account-entry';

// Reservation (also the campaign-kit/reservation entry).
export * from './reservation-entry';

// Tracking and location.
export { TrackingService, type TrackingIdentity, type TrackingLocationSource } from '../domain/tracking/tracking.service';
export type { TrackingEventName, TrackingFields, TrackingInit, TrackingFailure, TrackingPorts } from '../domain/tracking/tracking.types';
export { LocationService, type VisitorLocation, type LocationInit } from '../domain/location/location.service';
export type { Zone } from '../domain/config/validate';

// Monitoring (also the campaign-kit/monitoring entry).
export * from './monitoring-entry';

// Consent, layout, language, site config.
export { ConsentService } from '../domain/consent/consent.service';
export { ConsentGate } from '../domain/consent/consent-gate';
export type { BannerConfig, ConsentConfig, ConsentDecision, ConsentRecord, ConsentRegion, ConsentState, ConsentStatus, CookieEntry, CookieType } from '../domain/consent/consent.types';
export { connectGoogleConsentMode, type ConsentSignal, type ConsentSignals, type GoogleConsentModeOptions } from '../domain/consent/google-consent-mode';
export type { ConsentTexts } from '../domain/i18n/consent-texts';
export type { FooterLine, FooterLink, FooterModel, FooterOptions } from '../domain/layout/footer.types';
export type { ResolvedFooterLine } from '../domain/layout/footer.types';
export { WeixinMask, type WeixinMaskState } from '../domain/layout/weixin-mask';
export { LanguageService, type LanguageOptions, type LanguageState } from '../domain/i18n/language.service';
export {
  BUNDLED_LANGUAGES,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  matchLanguage,
  negotiateLanguage,
  toLanguage,
  type BundledLanguage,
  type Language,
  type PackedLanguage,
} from '../domain/i18n/language';
export { overrideTexts, registerLocale, type LocalePack, type TextArea, type TextOverrides } from '../domain/i18n/locale-pack';
// The areas of a LocalePack, for a page's own pack or overrides.
export type { AccountTexts } from '../domain/i18n/account-texts';
export type { AffiliateTexts } from '../domain/i18n/affiliate-texts';
export type { ContentTexts } from '../domain/i18n/content-texts';
export type { DownloadTexts } from '../domain/i18n/download-texts';
export type { LayoutTexts } from '../domain/i18n/layout-texts';
export type { LoginModeTexts } from '../domain/i18n/login-mode-texts';
export type { MediaTexts } from '../domain/i18n/media-texts';
export type { PageHealthTexts } from '../domain/i18n/monitoring-texts';
export type { ShareButtonName, ShareTexts } from '../domain/i18n/share-texts';
export type { WidgetTexts } from '../domain/i18n/widget-texts';
export { loadLocale, type LocaleLoader, type LocaleLoaders } from '../domain/i18n/locale-loaders';
export { formatCount, formatDate, formatNumber } from '../domain/i18n/formats';
export { createI18nHook, I18N_HOOKS_MESSAGE, type I18n, type InjectedHooks, type Messages } from '../domain/i18n/i18n-hook';
export {
  defineTexts,
  formatText,
  inFallbackOrder,
  pageText,
  pluralText,
  textsFor,
  type AreaTexts,
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
export type { ShareInfo, ShareChannel, ShareNetwork, AppSharePanelOptions, ShareInit, ShareCodeParam, InviteShareResult } from '../domain/share/share.types';
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

// Media: video, YouTube, sound and animation (also the campaign-kit/media entry).
export * from './media-entry';

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
