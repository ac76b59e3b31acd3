import type { MobileWebPaths } from '../domain/passport/api/mobile-web.api';
import type { PassportRegion } from '../domain/passport/passport.config';
import type { Language } from '../domain/i18n/language';

/** Where the passport lives and how its calls are made (SPEC §7 introduction). */
export interface PassportSettings {
  /** Origin of the /passport/web calls. Defaults to `ssoOrigin`. */
  readonly origin?: string;
  /** Picks the signing script. Defaults to `cn`. */
  readonly region?: PassportRegion;
  /** Sent as `language`. Defaults to `zh`. */
  readonly language?: string;
  readonly subjectAid?: number;
  readonly affMultiLogin?: boolean;
  /** The security signing script, or `false` for none. Defaults to the region's CDN address. */
  readonly signingScriptUrl?: string | false;
  /** Overrides of the older mobile-web area's paths (SPEC §7), on `ssoOrigin`. */
  readonly mobileWebPaths?: Partial<MobileWebPaths>;
}

/** The common settings after validation, with the origins filled in: what features read. */
export interface KitSettings {
  readonly aid: number;
  readonly appId: string;
  readonly activityId: string;
  readonly apiOrigin: string;
  readonly ssoOrigin: string;
  readonly passport: PassportSettings;
  readonly timeoutMs?: number;
  readonly language?: Language;
  readonly gamePattern?: RegExp;
}
