import { passportUrl, type ResolvedPassportConfig } from './passport.config';

/** The logout path on the single-sign-on host. */
export const SSO_LOGOUT_PATH = '/logout/';

/**
 * The single-sign-on logout navigation: `path` with page, aid and service (only those),
 * coming back to `next`.
 */
export function ssoLogoutUrl(input: { origin: string; aid: number; next: string; path?: string }): string {
  const query = new URLSearchParams({ page: input.next, aid: String(input.aid), service: input.next });
  return `${input.origin.replace(/\/+$/, '')}${input.path ?? SSO_LOGOUT_PATH}?${query}`;
}

/** The passport web logout navigation: /passport/web/logout/ with the common params (account_sdk_source=web) and next. */
export function passportLogoutUrl(config: ResolvedPassportConfig, next: string): string {
  return passportUrl(config, '/passport/web/logout/', { next });
}
