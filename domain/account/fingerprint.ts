import type { ClockPort } from '../../ports/clock.port';
import type { PagePort } from '../../ports/page.port';
import type { RandomPort } from '../../ports/random.port';
import { randomHex } from '../shared/random-text';

/** The cookie the verification fingerprint lives in, unless the page names another. */
export const FINGERPRINT_COOKIE = 's_v_web_id';
/** Every fingerprint value starts with it. */
export const FINGERPRINT_PREFIX = 'verify_';
/** 60 days, in seconds (cookie lifetime). */
export const FINGERPRINT_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/** Random bytes in a new fingerprint (24 hex characters). */
const RANDOM_BYTES = 12;

/**
 * The verification fingerprint sent as `fp` with a code request: the cookie's value when it holds
 * one (`verify_...`), else a new one written to the cookie for 60 days on path `/`:
 * `verify_`, the time in base 36, `_` and 24 random hex digits.
 * @param random - where the random part comes from; without it (a page built by hand without a
 *   RandomPort) Math.random is used: the value identifies a browser, it is no secret.
 */
export function fingerprint(deps: { page: PagePort; clock: ClockPort; random?: RandomPort }, cookie = FINGERPRINT_COOKIE): string {
  const { page, clock, random } = deps;
  const stored = page.cookie(cookie);
  if (stored?.startsWith(FINGERPRINT_PREFIX) && stored.length > FINGERPRINT_PREFIX.length) return stored;
  const value = `${FINGERPRINT_PREFIX}${Math.floor(clock.now()).toString(36)}_${randomHex(random ?? MATH_RANDOM, RANDOM_BYTES)}`;
  page.setCookie(cookie, value, { maxAgeSeconds: FINGERPRINT_MAX_AGE_SECONDS, path: '/' });
  return value;
}

const MATH_RANDOM: RandomPort = { bytes: (length) => Uint8Array.from({ length }, () => Math.floor(Math.random() * 256)) };
