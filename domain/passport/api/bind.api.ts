import type { PassportClient } from '../passport.client';
import type { PassportUserData } from '../passport.types';
import { PASSPORT_DEFAULTS } from '../verification-types';
import { thirdPartyParams, type ThirdPartyCredentials } from './login.api';

/** The bind operations, for mobile, email and third-party accounts. */
export type BindOperation = 'bind' | 'change' | 'unbind' | 'switch_bind';

/**
 * Bind, change (rebind), unbind and switch_bind for mobile, email and third-party accounts.
 * unbind_exist defaults to 0.
 */
export class BindApi {
  constructor(readonly client: PassportClient) {}

  /** POST /passport/web/mobile/{operation}/ (mobile, code, ticket from the old-mobile check). */
  mobile(operation: BindOperation, input: { mobile?: string; code?: string; ticket?: string; unbindExist?: 0 | 1 }) {
    return this.#post(`/passport/web/mobile/${operation}/`, {
      mobile: input.mobile,
      code: input.code,
      ticket: input.ticket,
      unbind_exist: input.unbindExist ?? PASSPORT_DEFAULTS.unbindExist,
    });
  }

  /** POST /passport/web/email/{operation}/ (email, code, ticket). */
  email(operation: BindOperation, input: { email?: string; code?: string; ticket?: string; unbindExist?: 0 | 1 }) {
    return this.#post(`/passport/web/email/${operation}/`, {
      email: input.email,
      code: input.code,
      ticket: input.ticket,
      unbind_exist: input.unbindExist ?? PASSPORT_DEFAULTS.unbindExist,
    });
  }

  /** POST /passport/web/auth/{operation}/ with third-party credentials. */
  thirdParty(operation: BindOperation, input: ThirdPartyCredentials & { unbindExist?: 0 | 1 }) {
    return this.#post(`/passport/web/auth/${operation}/`, {
      ...thirdPartyParams(input),
      unbind_exist: input.unbindExist ?? PASSPORT_DEFAULTS.unbindExist,
    });
  }

  #post(path: string, params: Record<string, unknown>) {
    return this.client.request<PassportUserData>({ method: 'POST', path, params });
  }
}
