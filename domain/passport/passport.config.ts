import { validateTimeoutMs } from '../config/validate';
import type { PinnedScript } from '../../ports/script-loader.port';
import { validateOrigin } from '../config/validate';

/** Passport regions (cn, sg, va, boe, and in for passport). */
export type PassportRegion = 'cn' | 'sg' | 'va' | 'boe' | 'in';

/**
 * The signing script's version the defaults name: a fixed file, so what runs on the page cannot
 * change under it (never the CDN's moving "lastest" file). Raise it deliberately, with its hash.
 */
export const SIGNING_SCRIPT_VERSION = '1.0.0';

const CN_SIGNING_HOST = 'https://lf3-cdn-tos.bytegoofy.com/goofy/secsdk';
const OVERSEAS_SIGNING_HOST = 'https://sf16-website-login.neutral.ttwstatic.com/obj/tiktok_web_login_static/secsdk';

/**
 * The security signing script per region (a region-dependent CDN), at
 * {@link SIGNING_SCRIPT_VERSION}. Override with `PassportConfig.signingScript` (address and
 * integrity hash) or `signingScriptUrl`.
 */
export const SIGNING_SCRIPT_URLS: Readonly<Record<PassportRegion, string>> = {
  cn: `${CN_SIGNING_HOST}/secsdk-${SIGNING_SCRIPT_VERSION}.umd.js`,
  sg: `${OVERSEAS_SIGNING_HOST}/secsdk-${SIGNING_SCRIPT_VERSION}.umd.js`,
  va: `${OVERSEAS_SIGNING_HOST}/secsdk-${SIGNING_SCRIPT_VERSION}.umd.js`,
  in: `${OVERSEAS_SIGNING_HOST}/secsdk-${SIGNING_SCRIPT_VERSION}.umd.js`,
  boe: `${CN_SIGNING_HOST}/secsdk-${SIGNING_SCRIPT_VERSION}.umd.js`,
};

/** The cookie the CSRF token is read from and the header it is sent in. */
export const CSRF_COOKIE = 'passport_csrf_token';
export const CSRF_HEADER = 'x-tt-passport-csrf-token';

/** How the passport client talks to the publisher's passport (introduction). */
export interface PassportConfig {
  /** Origin of the passport calls (`/passport/web/...`). */
  readonly origin: string;
  /** The passport app id, sent as `aid` on every call. */
  readonly aid: number;
  /** Sent as `account_sdk_source`. Defaults to `web`. */
  readonly accountSdkSource?: string;
  /** Sent as `language`. Defaults to `zh`. */
  readonly language?: string;
  /** Sent as `subject_aid` when set (affiliate calls). */
  readonly subjectAid?: number;
  /** Sent as `aff_multi_login` when set. */
  readonly affMultiLogin?: boolean;
  /** Picks the signing script's address. Defaults to `cn`. */
  readonly region?: PassportRegion;
  /** The signing script's address, or `false` to send posts unsigned. Defaults to the region's. */
  readonly signingScriptUrl?: string | false;
  /** The signing script as the page pins it (address, backups, integrity hash); wins over `signingScriptUrl`. */
  readonly signingScript?: PinnedScript;
  /** The cookie holding the CSRF token. Defaults to `passport_csrf_token`. */
  readonly csrfCookie?: string;
  /**
   * How long a passport call may take, in ms, before it fails with `TIMEOUT` ('Request Timeout').
   * Defaults to `0`: no limit of the kit's own (gives the passport client none); the
   * browser's network stack ends a dead connection.
   */
  readonly timeoutMs?: number;
}

/** The config with its defaults applied. */
export interface ResolvedPassportConfig {
  readonly origin: string;
  readonly aid: number;
  readonly accountSdkSource: string;
  readonly language: string;
  readonly subjectAid?: number;
  readonly affMultiLogin?: boolean;
  readonly region: PassportRegion;
  /** The signing script to load before each post, or `false` for unsigned posts. */
  readonly signingScript: PinnedScript | false;
  readonly csrfCookie: string;
  /** In ms; `0` for none. */
  readonly timeoutMs: number;
}

/** A `timeoutMs` of 0: the transport sets no deadline. */
const NO_TIMEOUT = 0;

/**
 * Applies the defaults of {@link PassportConfig}.
 * @throws CampaignKitError `INVALID_ARGUMENT` when `timeoutMs` is negative or not a number, or
 *   'passport origin must be an http(s) origin, got {value}'.
 */
export function resolvePassportConfig(config: PassportConfig): ResolvedPassportConfig {
  const region = config.region ?? 'cn';
  const timeoutMs = validateTimeoutMs('passport.timeoutMs', config.timeoutMs) ?? NO_TIMEOUT;
  return {
    origin: validateOrigin('passport origin', config.origin),
    aid: config.aid,
    accountSdkSource: config.accountSdkSource ?? 'web',
    language: config.language ?? 'zh',
    subjectAid: config.subjectAid,
    affMultiLogin: config.affMultiLogin,
    region,
    signingScript: config.signingScript ?? signingScriptOf(config.signingScriptUrl ?? SIGNING_SCRIPT_URLS[region]),
    csrfCookie: config.csrfCookie ?? CSRF_COOKIE,
    timeoutMs,
  };
}

function signingScriptOf(url: string | false): PinnedScript | false {
  return url === false ? false : { url };
}

/** The common params (aid, account_sdk_source, language, subject_aid, aff_multi_login), in wire names. */
export function commonParams(config: ResolvedPassportConfig): Record<string, string | number | undefined> {
  const { aid, accountSdkSource, language, subjectAid, affMultiLogin } = config;
  return {
    aid,
    account_sdk_source: accountSdkSource,
    language,
    subject_aid: subjectAid,
    aff_multi_login: affMultiLogin === undefined ? undefined : affMultiLogin ? 1 : 0,
  };
}

/** The absolute address of a passport path with the common params (for navigations: logout, web_login). */
export function passportUrl(config: ResolvedPassportConfig, path: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
  const url = new URL(`${config.origin}${path}`);
  for (const [name, value] of Object.entries({ ...commonParams(config), ...params })) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}
