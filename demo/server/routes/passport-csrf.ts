import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { PassportDirectory } from '../state/passport-directory';
import { error } from './passport-wire';

/** The passport's CSRF cookie (readable by the page) and the header that must echo it on writes. */
export const CSRF_COOKIE = 'passport_csrf_token';
export const CSRF_HEADER = 'x-tt-passport-csrf-token';

/** A fresh CSRF token: 32 hex characters. */
export function newCsrfToken(): string {
  return randomBytes(16).toString('hex');
}

/** The `Set-Cookie` value that hands a visitor a fresh CSRF cookie (readable by the page, path /). */
export function csrfCookieHeader(): string {
  return `${CSRF_COOKIE}=${newCsrfToken()}; Path=/; SameSite=Lax`;
}

/**
 * The passport's CSRF rule, failing closed: a non-GET call must carry the CSRF cookie and echo it
 * in the header; without the cookie, without the header or with another value it is refused
 * (`1041`). Every answer, a refusal too, sets the cookie when the visitor has none (the demo page
 * hands it out as well, so a page's first passport write already has it). Each non-GET call's
 * path, query and the header's presence are kept for `/__dev/passport/last-post`.
 */
export function passportCsrf(passport: PassportDirectory): MiddlewareHandler {
  return async (c, next) => {
    const token = getCookie(c, CSRF_COOKIE);
    if (!token) setCookie(c, CSRF_COOKIE, newCsrfToken(), { path: '/', sameSite: 'Lax' });
    if (c.req.method !== 'GET') {
      const header = c.req.header(CSRF_HEADER);
      passport.recordPost({ path: c.req.path, query: c.req.query(), csrfHeader: header !== undefined });
      if (!token || header !== token) return c.json(error(1041, 'csrf token mismatch'));
    }
    await next();
  };
}
