import type { CaptchaPort } from '../ports/captcha.port';
import type { SecondVerifyPort } from '../ports/second-verify.port';
import type { PassportOptions } from './modules/passport.module';
import type { VerificationOptions } from './modules/captcha.module';
import type { Zone } from '../domain/config/validate';
import type { ProcessIds } from '../domain/reservation/reservation.types';
import type { ConsentOptions } from './modules/consent.module';
import type { Language } from '../domain/i18n/language';
import type { SiteConfigOptions } from './modules/site-config.module';
import type { PlatformOptions } from './modules/platform.module';
import type { ShareOptions } from './modules/share.module';
import type { ServersOptions } from './modules/servers.module';
import type { DownloadInit } from '../domain/download/download.types';
import { validateAid, validateAccountIds, validateOrigin, validateZone } from '../domain/config/validate';

/** Options of `createCampaignKit` (SPEC §4, §5). */
export interface CampaignKitOptions {
  /** The passport app id; required, a number (SPEC §5: 'enter aid' / 'aid must be a number'). */
  readonly aid: number;
  /** The game's app_id (SPEC §5). */
  readonly appId: string;
  /** The activity_id, a string (SPEC §5). */
  readonly activityId: string;
  /** Origin of the activity calls (`/act/{app_id}/...`). Defaults to the page's origin. */
  readonly apiOrigin?: string;
  /** Origin of the single-sign-on calls. Defaults to `apiOrigin`. */
  readonly ssoOrigin?: string;
  /** Request timeout in ms. Defaults to `5000` ms (SPEC §9). */
  readonly timeoutMs?: number;
  /** Seconds code sending stays locked. Defaults to `60` s (SPEC §9). */
  readonly countdownSeconds?: number;
  /** Process ids of the reservation kit. Defaults to `DEFAULT_PROCESS_IDS`. */
  readonly processIds?: Partial<ProcessIds>;
  /** Shows captcha challenges (SPEC §8 error 1105). Without one, a demand fails with `CAPTCHA_REQUIRED`. */
  readonly captcha?: CaptchaPort;
  /** The passport client and sign-in methods (SPEC §4, §7): origin, region, signing script, app authorisation. */
  readonly passport?: PassportOptions;
  /** The verification (captcha) widget's script addresses, settings and language (SPEC §4, §8, §9). */
  readonly verification?: VerificationOptions;
  /** Shows the second-verification dialog (SPEC §4, §8 error 2046); without it the captcha is rerun. */
  readonly secondVerify?: SecondVerifyPort;
  /** Event reporting (SPEC §4: needs a zone, cn or sg), or `false` for none. */
  readonly tracking?: false | {
    readonly zone: Zone;
    /** Report act_H5_open when the kit starts. Defaults to `true`. */
    readonly reportOpen?: boolean;
    readonly activityType?: string;
    readonly channelAppId?: string;
    readonly pageId?: string;
  };
  /**
   * Cookie consent (SPEC §2, §3, §4): the cookie types, the banner, and which cookie keys tracking
   * (and monitoring) need before they send. Without it `kit.consent` stays uninitialised.
   */
  readonly consent?: ConsentOptions;
  /** The language when neither the page's `lang` parameter nor a stored choice says. Defaults to `'zh-CN'` (SPEC §1). */
  readonly language?: Language;
  /** Site config, group control (SPEC §3, §7): pid, script allow-list, run-script opt-in, CSP nonce. Without it `kit.siteConfig` stays uninitialised. */
  readonly siteConfig?: SiteConfigOptions;
  /** Device detection: the game browser's user-agent marker (SPEC §1, §9). */
  readonly platform?: PlatformOptions;
  /** Share info, the short-link host and the weixin ticket address (SPEC §1, §3, §7). */
  readonly share?: ShareOptions;
  /** The server-list environment filter (SPEC §6). Defaults to online servers only. */
  readonly servers?: ServersOptions;
  /** Silent download in the short-video app: the unified game id and the dialog version (SPEC §2, §7). */
  readonly download?: DownloadInit;
}

/** Options after validation, with defaults applied. */
export interface ResolvedOptions extends CampaignKitOptions {
  readonly apiOrigin: string;
  readonly ssoOrigin: string;
}

/**
 * Validates the options with the SPEC §5 messages and fills the origins from the page.
 * @throws CampaignKitError `INVALID_ARGUMENT`.
 */
export function resolveOptions(options: CampaignKitOptions, pageUrl: string): ResolvedOptions {
  validateAid(options.aid);
  validateAccountIds(options.appId, options.activityId);
  if (options.tracking) validateZone(options.tracking.zone);
  const apiOrigin = validateOrigin('apiOrigin', options.apiOrigin ?? new URL(pageUrl).origin);
  const ssoOrigin = validateOrigin('ssoOrigin', options.ssoOrigin ?? apiOrigin);
  return { ...options, apiOrigin, ssoOrigin };
}
