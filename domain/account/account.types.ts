import type { BridgePort } from '../../ports/bridge.port';
import type { ClockPort } from '../../ports/clock.port';
import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { PopupPort } from '../../ports/popup.port';
import type { RandomPort } from '../../ports/random.port';
import type { ScriptLoaderPort } from '../../ports/script-loader.port';
import type { SignerPort } from '../../ports/signer.port';
import type { StoragePort } from '../../ports/storage.port';
import type { MobileWebPaths } from '../passport/api/mobile-web.api';
import type { ChallengeSolver } from '../passport/challenge-loop';
import type { PassportRegion } from '../passport/passport.config';
import type { UserListsSource } from './account-cache';
import type { AppAuthOptions } from './app-auth-login';
import type { SmsRoute } from './code-route';
import type { ProviderPlugin } from './provider-plugin';

/**
 * What the account service is built on. `http`, `page` and `clock` are enough for the
 * single-sign-on code login; the rest serve the methods that need them.
 */
export interface AccountPorts {
  readonly http: HttpPort;
  readonly page: PagePort;
  readonly clock: ClockPort;
  /** Remembers how the visitor logged in across reloads (for logout) and caches login-status entries. */
  readonly storage?: StoragePort;
  /** Shows captcha and second-verification demands (a `ChallengeRunner`); without it a demand fails `CAPTCHA_REQUIRED`. */
  readonly challenges?: ChallengeSolver;
  /** Loads the passport's signing script. */
  readonly scriptLoader?: ScriptLoaderPort;
  /** Signs passport posts (`_signature`). */
  readonly signer?: SignerPort;
  /** The short-video app's bridge, for app-authorisation login. */
  readonly bridge?: BridgePort;
  /** Makes provider logins' `state`; required for `loginWithProvider`. */
  readonly random?: RandomPort;
  /** Opens provider popups. */
  readonly popup?: PopupPort;
}

/** Where the passport lives and how its calls are made (introduction). */
export interface AccountPassportOptions {
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
  /**
   * How long a passport call may take, in ms, before it fails with `TIMEOUT` ('Request Timeout').
   * Defaults to `0`, no limit: passport calls do not use the kit's `timeoutMs`. See docs/account.md.
   */
  readonly timeoutMs?: number;
  /** Overrides of the older mobile-web area's paths, on `ssoOrigin`; `logout` is where the `sso` route leaves. */
  readonly mobileWebPaths?: Partial<MobileWebPaths>;
}

/** Options of `AccountService.init` (aid as a number, hosts). */
export interface AccountServiceOptions {
  /** The passport app id; required, a number. */
  readonly aid: number;
  /** Origins besides the page's that logout may come back to (`logout(next)`). */
  readonly navigationOrigins?: readonly string[];
  /** The game's app_id. */
  readonly appId: string;
  /** The activity_id. */
  readonly activityId: string;
  /** Origin of the activity calls (`/act/{app_id}/...`). */
  readonly apiOrigin: string;
  /** Origin of the single-sign-on calls (`/send_activation_code/v2/`, `/quick_login/v2/`, ...). */
  readonly ssoOrigin: string;
  /** Which calls send the SMS code and log in with it. Defaults to `sso` (Mobile login). */
  readonly sms?: SmsRoute;
  /** Seconds code sending stays locked after a code was sent. Defaults to `60` s. */
  readonly countdownSeconds?: number;
  /** The verification type the `sso` route sends with code requests. Defaults to `24`, login. */
  readonly codeType?: number;
  /** The cookie whose value the `sso` route sends as `fp`. Defaults to `s_v_web_id`. */
  readonly fingerprintCookie?: string;
  /** The passport's origin, region, signing script and common params. */
  readonly passport?: AccountPassportOptions;
  /** App-authorisation login. */
  readonly appAuth?: AppAuthOptions;
  /** Third-party provider logins, plugged in by the `providers` feature; without them no provider code is bundled. */
  readonly providers?: ProviderPlugin;
  /** Loads the account cache's server and role lists (the servers feature). */
  readonly lists?: UserListsSource;
}
