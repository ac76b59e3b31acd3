/**
 * campaign-kit: the facade, the features a page lists with their options, the kit's type, the
 * error class and the state types a page reads from the kit's members. The services, for pages
 * that build them by hand, are in the domain entries (`campaign-kit/account`, `/reservation`,
 * `/tracking`, `/consent`, `/content`, `/share`, `/device`, `/servers`, `/monitoring`, `/media`,
 * `/affiliate`); the ports and adapters in `campaign-kit/adapters`; the text authoring API in
 * `campaign-kit/i18n`; fakes in `campaign-kit/testing`; widgets in `campaign-kit/react`.
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

// The state a page reads from the kit's members (`kit.account.state$`, `kit.i18n.state`, ...).
export type { StateSource } from '../domain/shared/state-source';
export type { AccountState, LoginResult, LoginMethod } from '../domain/account/account-session';
export type { AccountUser } from '../domain/account/account-user';
export type { ProviderLoginState, ProviderStatus } from '../domain/account/providers/provider-status';
export type { QrLoginState } from '../domain/account/qr-login';
export type { CountdownState } from '../domain/account/countdown';
export type { LoginWidgetState } from '../domain/login-widget/login-widget.machine';
export type { CaptchaWidgetState } from '../domain/captcha/captcha-widget';
export type { ReservationState, ReservationResult, ShareCodeResult } from '../domain/reservation/reservation.types';
export type { ConsentState, ConsentStatus, ConsentDecision } from '../domain/consent/consent.types';
export type { LanguageState } from '../domain/i18n/language.service';
export type { Language } from '../domain/i18n/language';
export type { DeviceInfo } from '../domain/device/device.types';
export type { VisitorLocation } from '../domain/location/location.service';
export type { PagedListState } from '../domain/content/paged-list';
export type { LikeState } from '../domain/content/like-toggle';
export type { SilentDownloadState } from '../domain/download/download.types';
export type { NavBarState } from '../domain/device/nav-bar-swipe';
export type { WeixinMaskState } from '../domain/layout/weixin-mask';
export type { MonitoringStats } from '../domain/monitoring/monitoring.types';
export type { AffiliateSessionState } from '../domain/affiliate/affiliate-session';
