import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { PassportDirectory } from '../state/passport-directory';
import { error } from './passport-wire';

/** The passport's CSRF cookie (readable by the page) and the header that must echo it on writes. */
export const CSRF_COOKIE = 'passport_csrf_token';
export const CSRF_HEADER = 'x-tt-passport-csrf-token';

/**
 * The passport's CSRF rule: every answer sets the CSRF cookie when the visitor has none; a non-GET
 * call from a visitor who has one must echo it in the header (`1041` otherwise). Each non-GET
 * call's path, query and the header's presence are kept for `/__dev/passport/last-post`.
 */
export function passportCsrf(passport: PassportDirectory): MiddlewareHandler {
  return async (c, next) => {
    const token = getCookie(c, CSRF_COOKIE);
    if (c.req.method !== 'GET') {
      passport.recordPost({ path: c.req.path, query: c.req.query(), csrfHeader: c.req.header(CSRF_HEADER) !== undefined });
      if (token && c.req.header(CSRF_HEADER) !== token) return c.json(error(1041, 'csrf token mismatch'));
    }
    if (!token) setCookie(c, CSRF_COOKIE, randomBytes(16).toString('hex'), { path: '/', sameSite: 'Lax' });
    await next();
  };
}
