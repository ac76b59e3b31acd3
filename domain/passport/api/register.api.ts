import type { PassportClient } from '../passport.client';
import type { PassportUserData } from '../passport.types';
import { PASSPORT_DEFAULTS } from '../verification-types';
import { thirdPartyParams, type ThirdPartyCredentials } from './login.api';

/**
 * Registration and bind-login: auth/bind_login, mobile/bind_login,
 * mobile_email_register, mobile/register, email/register_verify, register_verify_login,
 * auth/show_oauth_mobile.
 */
export class RegisterApi {
  constructor(readonly client: PassportClient) {}

  /** POST /passport/web/auth/bind_login/: a third-party login that binds a mobile (mobile, code). */
  authBindLogin(input: ThirdPartyCredentials & { mobile: string; code: string }) {
    return this.#post('/passport/web/auth/bind_login/', { ...thirdPartyParams(input), mobile: input.mobile, code: input.code });
  }

  /** POST /passport/web/mobile/bind_login/ (mobile, code, ticket from an earlier step). */
  mobileBindLogin(input: { mobile: string; code: string; ticket?: string }) {
    return this.#post('/passport/web/mobile/bind_login/', { ...input, unbind_exist: PASSPORT_DEFAULTS.unbindExist });
  }

  /** POST /passport/web/mobile_email_register/ (mobile, code, email, password). */
  mobileEmailRegister(input: { mobile: string; code: string; email: string; password: string }) {
    return this.#post('/passport/web/mobile_email_register/', { ...input });
  }

  /** POST /passport/web/mobile/register/ (mobile, code, password). */
  mobileRegister(input: { mobile: string; code: string; password?: string }) {
    return this.#post('/passport/web/mobile/register/', { ...input });
  }

  /** POST /passport/web/email/register_verify/ (email, code, password): registers after the email code. */
  emailRegisterVerify(input: { email: string; code: string; password: string }) {
    return this.#post('/passport/web/email/register_verify/', { ...input, type: 1 });
  }

  /** POST /passport/web/register_verify_login/ (email or mobile, code, password): registers and logs in. */
  registerVerifyLogin(input: { email?: string; mobile?: string; code: string; password?: string }) {
    return this.#post('/passport/web/register_verify_login/', { ...input, need_frozen_user: PASSPORT_DEFAULTS.needFrozenUser });
  }

  /** POST /passport/web/auth/show_oauth_mobile/ (platform_app_id, profile_key): the masked mobile to bind. */
  showOauthMobile(input: { platformAppId: number | string; profileKey: string }) {
    return this.client.request<{ mobile?: string }>({
      method: 'POST',
      path: '/passport/web/auth/show_oauth_mobile/',
      params: { platform_app_id: input.platformAppId, profile_key: input.profileKey },
    });
  }

  #post(path: string, params: Record<string, unknown>) {
    return this.client.request<PassportUserData>({ method: 'POST', path, params });
  }
}
