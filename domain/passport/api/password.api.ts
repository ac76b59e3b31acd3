import type { PassportClient } from '../passport.client';
import type { PasswordSetData, PassportUserData } from '../passport.types';

/**
 * Password calls: reset by mobile or email code, reset by ticket, change, update
 * (password, current_password), set, has_set.
 */
export class PasswordApi {
  constructor(readonly client: PassportClient) {}

  /** POST /passport/web/password/reset/ by mobile (mobile, code, password). */
  resetByMobile(input: { mobile: string; code: string; password: string }) {
    return this.#post('/passport/web/password/reset/', { ...input });
  }

  /** POST /passport/web/password/reset_by_email/ (email, code, password). */
  resetByEmail(input: { email: string; code: string; password: string }) {
    return this.#post('/passport/web/password/reset_by_email/', { ...input });
  }

  /** POST /passport/web/password/reset_by_ticket/ (ticket, password). */
  resetByTicket(input: { ticket: string; password: string }) {
    return this.#post('/passport/web/password/reset_by_ticket/', { ...input });
  }

  /** POST /passport/web/password/change/ (code, password): the logged-in user, with a code to the bound mobile. */
  change(input: { code: string; password: string }) {
    return this.#post('/passport/web/password/change/', { ...input });
  }

  /** POST /passport/web/password/update/ (password, current_password). */
  update(input: { password: string; currentPassword: string }) {
    return this.#post('/passport/web/password/update/', { password: input.password, current_password: input.currentPassword });
  }

  /** POST /passport/web/password/set/ (password): a first password for a code-only account. */
  set(input: { password: string; code?: string }) {
    return this.#post('/passport/web/password/set/', { ...input });
  }

  /** POST (or GET) /passport/web/password/has_set/. */
  hasSet(method: 'GET' | 'POST' = 'POST') {
    return this.client.request<PasswordSetData>({ method, path: '/passport/web/password/has_set/' });
  }

  #post(path: string, params: Record<string, unknown>) {
    return this.client.request<PassportUserData>({ method: 'POST', path, params });
  }
}
