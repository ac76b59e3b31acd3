import * as MESSAGES from '../../../ports/messages';
import type { PassportClient } from '../passport.client';
import type { PassportUserData } from '../passport.types';
import { passportLogoutUrl } from '../logout-urls';
import { PASSPORT_DEFAULTS } from '../verification-types';

/** Third-party credentials (Third-party auth). */
export interface ThirdPartyCredentials {
  readonly platformAppId: number | string;
  readonly platform?: string;
  readonly code?: string;
  readonly accessToken?: string;
  readonly accessTokenSecret?: string;
  readonly openid?: string;
  readonly profileKey?: string;
  readonly expiresIn?: number;
  readonly redirectUri?: string;
}

/** The wire fields of third-party credentials. */
export function thirdPartyParams(input: ThirdPartyCredentials): Record<string, unknown> {
  return {
    platform_app_id: input.platformAppId,
    platform: input.platform,
    code: input.code,
    access_token: input.accessToken,
    access_token_secret: input.accessTokenSecret,
    openid: input.openid,
    profile_key: input.profileKey,
    expires_in: input.expiresIn,
    redirect_uri: input.redirectUri,
  };
}

/**
 * Logins, logout and account info (passport web area): sms_login, sms_login_only,
 * sms_login_continue, email/login, email/code_login, user/login, auth/login, auth/login_only,
 * logout, account/info/v2, account/info. need_frozen_user defaults to 0.
 */
export class LoginApi {
  constructor(readonly client: PassportClient) {}

  /** POST /passport/web/sms_login/ (mobile, code). */
  smsLogin(input: { mobile: string; code: string; needFrozenUser?: 0 | 1 }) {
    return this.#login('/passport/web/sms_login/', { mobile: input.mobile, code: input.code }, input.needFrozenUser);
  }

  /** POST /passport/web/sms_login_only/: logs in an existing account, never registers. */
  smsLoginOnly(input: { mobile: string; code: string; needFrozenUser?: 0 | 1 }) {
    return this.#login('/passport/web/sms_login_only/', { mobile: input.mobile, code: input.code }, input.needFrozenUser);
  }

  /** POST /passport/web/sms_login_continue/ (mobile, sms_code_key): finishes a login after a second verification. */
  smsLoginContinue(input: { mobile: string; smsCodeKey: string; needFrozenUser?: 0 | 1 }) {
    return this.#login('/passport/web/sms_login_continue/', { mobile: input.mobile, sms_code_key: input.smsCodeKey }, input.needFrozenUser);
  }

  /** POST /passport/web/email/login/ (email, password). */
  emailLogin(input: { email: string; password: string; needFrozenUser?: 0 | 1 }) {
    return this.#login('/passport/web/email/login/', { email: input.email, password: input.password }, input.needFrozenUser);
  }

  /** POST /passport/web/email/code_login/ (email, code). */
  emailCodeLogin(input: { email: string; code: string; needFrozenUser?: 0 | 1 }) {
    return this.#login('/passport/web/email/code_login/', { email: input.email, code: input.code }, input.needFrozenUser);
  }

  /** POST /passport/web/user/login/ (account, password); `account` is an email, username or mobile. */
  userLogin(input: { account: string; password: string; needFrozenUser?: 0 | 1 }) {
    return this.#login('/passport/web/user/login/', { account: input.account, password: input.password }, input.needFrozenUser);
  }

  /** POST /passport/web/auth/login/ with third-party credentials. */
  authLogin(input: ThirdPartyCredentials & { needFrozenUser?: 0 | 1 }) {
    return this.#login('/passport/web/auth/login/', thirdPartyParams(input), input.needFrozenUser);
  }

  /** POST /passport/web/auth/login_only/: logs in only an account already bound to the credentials. */
  authLoginOnly(input: ThirdPartyCredentials & { needFrozenUser?: 0 | 1 }) {
    return this.#login('/passport/web/auth/login_only/', thirdPartyParams(input), input.needFrozenUser);
  }

  /** GET /passport/web/account/info/v2/. */
  accountInfoV2() {
    return this.client.request<PassportUserData>({ method: 'GET', path: '/passport/web/account/info/v2/' });
  }

  /** GET /passport/web/account/info/. */
  accountInfo() {
    return this.client.request<PassportUserData>({ method: 'GET', path: '/passport/web/account/info/' });
  }

  /** The logout navigation: /passport/web/logout/ with account_sdk_source=web and next. */
  logoutUrl(next: string): string {
    return passportLogoutUrl(this.client.config, next);
  }

  /** GET /passport/web/logout/ as a call (no navigation). */
  logout() {
    return this.client.request({ method: 'GET', path: '/passport/web/logout/' });
  }

  /** The redirect navigation: /passport/web/redirect/ with next. */
  redirectUrl(next: string): string {
    return this.client.url('/passport/web/redirect/', { next });
  }

  #login(path: string, params: Record<string, unknown>, needFrozenUser: 0 | 1 = PASSPORT_DEFAULTS.needFrozenUser) {
    return this.client.request<PassportUserData>({
      method: 'POST',
      path,
      params: { ...params, need_frozen_user: needFrozenUser },
      failureMessage: MESSAGES.loginFailed,
    });
  }
}
