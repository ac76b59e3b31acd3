/**
 * campaign-kit/account: logging in by every method, the account, the login widget's state machine
 * and the passport call layer, with the error class, for pages that build them by hand.
 * Importing them from here keeps a bundler from reading the rest of the kit.
 * @module campaign-kit/account
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';

export { AccountService, type PasswordLoginInput } from '../domain/account/account.service';
export type { AccountPorts, AccountServiceOptions, AccountPassportOptions } from '../domain/account/account.types';
export { AccountSession, type AccountState, type LoginResult, type LoginRoute, type LoginMethod } from '../domain/account/account-session';
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
export type { Deferred } from '../domain/shared/load-once';
export type { MobileBinding } from '../domain/account/mobile-binding';
export type { EmailBinding } from '../domain/account/email-binding';
export type { AccountPassword } from '../domain/account/account-password';
export type { AccountCancellation } from '../domain/account/cancellation';
export type { SecondVerification } from '../domain/account/second-verification';
export type { AccountGames, GameUser, WebBLoginInput, WebLoginInput } from '../domain/account/game-account.api';
export type { AccountLoginStatus, LoginStatusEntry } from '../domain/account/login-status';
export { toProviderSettings } from '../domain/account/login-status-settings';
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
// Types the account's signatures name from other domains (type-only: nothing more in a bundle).
// The login widget's reservation step names the reservation domain's service and result (its
// other types are in campaign-kit/reservation).
export type { ReservationService } from '../domain/reservation/reservation.service';
export type { ReservationResult, LoginGate, AppReservation } from '../domain/reservation/reservation.types';
export type { ApiClient, CallRequest } from '../domain/http/api-client';
export type { ActivityEnvelope, ApiResult } from '../domain/http/envelopes';
export type { PageText, TextRecord } from '../domain/i18n/texts';
export type { Language } from '../domain/i18n/language';
export type { DeviceOs } from '../domain/device/device.types';
