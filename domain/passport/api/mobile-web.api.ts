import * as MESSAGES from '../../../ports/messages';
import type { PassportClient } from '../passport.client';
import type { PassportUserData, QrCodeData, QrConnectData, SendCodeData } from '../passport.types';
import { SSO_LOGOUT_PATH, ssoLogoutUrl } from '../logout-urls';
import { VERIFICATION_TYPES } from '../verification-types';

/**
 * The default paths of the older mobile-web area's calls, on the single-sign-on host: each a
 * root-level path named after its call (wap_login is `/passport/auth/wap_login/`). A publisher
 * whose passport differs overrides any of them with the passport settings' `mobileWebPaths`.
 */
export const MOBILE_WEB_PATHS: MobileWebPaths = {
  sendActivationCode: '/send_activation_code/',
  sendActivationCodeV2: '/send_activation_code/v2/',
  emailActivationLink: '/email_activation_link/',
  emailActivationCode: '/email_activation_code/',
  quickLogin: '/quick_login/',
  accountLogin: '/account_login/',
  wapLogin: '/passport/auth/wap_login/',
  bindMobile: '/bind_mobile/',
  changeMobile: '/change_mobile/',
  register: '/register/',
  resetPassword: '/reset_password/',
  quickAuth: '/quick_auth/',
  getQrcode: '/get_qrcode/',
  checkQrconnect: '/check_qrconnect/',
  logout: SSO_LOGOUT_PATH,
};

/** The path table of the mobile-web area: one path per call (each a path on the single-sign-on origin, e.g. `/quick_login/`). */
export interface MobileWebPaths {
  readonly sendActivationCode: string;
  readonly sendActivationCodeV2: string;
  readonly emailActivationLink: string;
  readonly emailActivationCode: string;
  readonly quickLogin: string;
  readonly accountLogin: string;
  readonly wapLogin: string;
  readonly bindMobile: string;
  readonly changeMobile: string;
  readonly register: string;
  readonly resetPassword: string;
  readonly quickAuth: string;
  readonly getQrcode: string;
  readonly checkQrconnect: string;
  /** Where the `sso` and `mobile-web` login routes leave on logout. */
  readonly logout: string;
}

/** A quick_auth answer: a one-use ticket for the service, and where to take it. */
export interface QuickAuthData {
  readonly ticket: string;
  readonly redirect_url?: string;
}

/**
 * The older mobile-web area: send_activation_code (v1, v2), email activation link and
 * code, quick_login, account_login, wap_login, bind_mobile, change_mobile, register,
 * reset_password, quick_auth, the QR-code endpoints (service, token) and logout.
 *
 * Answers use the single-sign-on envelope (Passport basic): `error_code` 0 is success,
 * otherwise a `SERVER` CampaignKitError with `description` as its message; sensitive fields are
 * obfuscated with `mix_mode=1` by the {@link PassportClient}, which also resends after a 1105
 * captcha demand.
 *
 * @example
 * ```ts
 * await kit.passport.mobileWeb.sendActivationCode({ mobile: '13800000000' });
 * await kit.passport.mobileWeb.quickLogin({ mobile: '13800000000', code: '1234', service: location.href });
 * ```
 */
export class MobileWebApi {
  /** The paths in force: the default paths (`/quick_login/`, `/account_login/`, ...) with the publisher's overrides. */
  readonly paths: MobileWebPaths;

  constructor(
    readonly client: PassportClient,
    paths: Partial<MobileWebPaths> = {},
  ) {
    this.paths = { ...MOBILE_WEB_PATHS, ...paths };
  }

  /** GET send_activation_code v1 (mobile, type; default 24). */
  sendActivationCode(input: { mobile: string; type?: number }) {
    return this.#get<SendCodeData>(this.paths.sendActivationCode, { mobile: input.mobile, type: input.type ?? VERIFICATION_TYPES.login }, MESSAGES.getCodeFail);
  }

  /** GET send_activation_code v2 (mobile, type default 24, fp: the fingerprint cookie's value). */
  sendActivationCodeV2(input: { mobile: string; type?: number; fp?: string }) {
    return this.#get<SendCodeData>(this.paths.sendActivationCodeV2, { mobile: input.mobile, type: input.type ?? VERIFICATION_TYPES.login, fp: input.fp ?? '' }, MESSAGES.getCodeFail);
  }

  /** GET email activation link (email, next): mails a link that activates the email and comes back to `next`. */
  sendEmailActivationLink(input: { email: string; next: string }) {
    return this.#get<SendCodeData>(this.paths.emailActivationLink, { email: input.email, next: input.next });
  }

  /** GET email activation code (email, type; default 1, register): mails a code. */
  sendEmailActivationCode(input: { email: string; type?: number }) {
    return this.#get<SendCodeData>(this.paths.emailActivationCode, { email: input.email, type: input.type ?? VERIFICATION_TYPES.register }, MESSAGES.getCodeFail);
  }

  /** GET quick_login (mobile, code, service): logs in by mobile and code; redirect_url is the service. */
  quickLogin(input: { mobile: string; code: string; service: string }) {
    return this.#get<PassportUserData>(this.paths.quickLogin, { ...input }, MESSAGES.loginFailed);
  }

  /** POST account_login (account: a mobile, email or username; password; service). */
  accountLogin(input: { account: string; password: string; service: string }) {
    return this.#post<PassportUserData>(this.paths.accountLogin, { ...input }, MESSAGES.loginFailed);
  }

  /**
   * The wap_login navigation (/passport/auth/wap_login/): a mobile-web third-party login
   * with platform, platform_app_id and next; the provider comes back to `next`.
   */
  wapLoginUrl(input: { platform: string; platformAppId: number | string; next: string }): string {
    return this.client.url(this.paths.wapLogin, { platform: input.platform, platform_app_id: input.platformAppId, next: input.next });
  }

  /** POST bind_mobile (mobile, code): binds a mobile to the logged-in account. */
  bindMobile(input: { mobile: string; code: string }) {
    return this.#post<PassportUserData>(this.paths.bindMobile, { ...input });
  }

  /** POST change_mobile (mobile, code to the new mobile, old_code to the current one). */
  changeMobile(input: { mobile: string; code: string; oldCode: string }) {
    return this.#post<PassportUserData>(this.paths.changeMobile, { mobile: input.mobile, code: input.code, old_code: input.oldCode });
  }

  /** POST register (mobile or email, code, password): registers and logs in. */
  register(input: { mobile?: string; email?: string; code: string; password: string }) {
    return this.#post<PassportUserData>(this.paths.register, { ...input });
  }

  /** POST reset_password (mobile, code, password). */
  resetPassword(input: { mobile: string; code: string; password: string }) {
    return this.#post<PassportUserData>(this.paths.resetPassword, { ...input });
  }

  /** GET quick_auth (service): a one-use ticket authorising `service` with the current session. */
  quickAuth(service: string) {
    return this.#get<QuickAuthData>(this.paths.quickAuth, { service });
  }

  /** GET the older get_qrcode (service). */
  getQrcode(service: string) {
    return this.#get<QrCodeData>(this.paths.getQrcode, { service });
  }

  /** GET the older check_qrconnect (service, token). */
  checkQrconnect(input: { service: string; token: string }) {
    return this.#get<QrConnectData>(this.paths.checkQrconnect, { ...input });
  }

  /** The logout navigation (basic): logout with page, aid and service (only those), back to `next`. */
  logoutUrl(next: string): string {
    return ssoLogoutUrl({ origin: this.client.config.origin, aid: this.client.config.aid, next, path: this.paths.logout });
  }

  #get<T>(path: string, params: Record<string, unknown>, failureMessage?: string) {
    return this.client.request<T>({ method: 'GET', path, params, source: 'sso', failureMessage });
  }

  #post<T>(path: string, params: Record<string, unknown>, failureMessage?: string) {
    return this.client.request<T>({ method: 'POST', path, params, source: 'sso', failureMessage });
  }
}
