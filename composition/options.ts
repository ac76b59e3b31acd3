import type { CaptchaPort } from '../ports/captcha.port';
import type { Zone } from '../domain/config/validate';
import type { ProcessIds } from '../domain/reservation/reservation.types';
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
  /** Event reporting (SPEC §4: needs a zone, cn or sg), or `false` for none. */
  readonly tracking?: false | {
    readonly zone: Zone;
    /** Report act_H5_open when the kit starts. Defaults to `true`. */
    readonly reportOpen?: boolean;
    readonly activityType?: string;
    readonly channelAppId?: string;
    readonly pageId?: string;
  };
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
