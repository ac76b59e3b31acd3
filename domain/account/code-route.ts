import type { ClockPort } from '../../ports/clock.port';
import type { PagePort } from '../../ports/page.port';
import type { RandomPort } from '../../ports/random.port';
import { withChallenges, type ChallengeSolver } from '../passport/challenge-loop';
import type { LoginRoute } from './account-session';
import { fingerprint } from './fingerprint';
import { DEFAULT_CODE_TYPE, type SsoApi } from './sso.api';

/**
 * Which calls send the SMS code and log in with it (`account({ sms })`):
 * - `sso` (the default): Mobile login over GET /send_activation_code/v2/ and /quick_login/v2/;
 * - `passport`: the passport web area's POST send_code (type 24) and sms_login;
 * - `mobile-web`: the older mobile-web area's send_activation_code and quick_login.
 */
export type SmsRoute = 'sso' | 'passport' | 'mobile-web';

/** One way of sending the login code and logging in with it; the mobile and code come checked. */
export interface CodeRoute {
  /** Where logout goes after a login by this route. */
  readonly loginRoute: LoginRoute;
  /** Sends the code; a captcha the server demands is shown and the request resent. */
  send(mobile: string): Promise<void>;
  /** Logs in; the session is checked by the caller. */
  login(mobile: string, code: string): Promise<{ readonly redirectUrl?: string }>;
  /** Whether the server holds a session now: asked when a login's answer was lost. */
  confirmLogin?(): Promise<boolean>;
}

/** The single-sign-on code login Mobile login (`sms: 'sso'`). */
export class SsoCodeRoute implements CodeRoute {
  readonly loginRoute = 'sso';
  readonly #sso: SsoApi;
  readonly #page: PagePort;
  readonly #clock: ClockPort;
  readonly #random: RandomPort | undefined;
  readonly #challenges: ChallengeSolver | undefined;
  readonly #options: { codeType?: number; fingerprintCookie?: string };

  /**
   * @param options - `codeType` defaults to `24`; `fingerprintCookie` (sent as `fp`,
   *   created when missing) to `s_v_web_id`.
   */
  constructor(deps: { sso: SsoApi; page: PagePort; clock: ClockPort; random?: RandomPort; challenges?: ChallengeSolver }, options: { codeType?: number; fingerprintCookie?: string } = {}) {
    this.#sso = deps.sso;
    this.#page = deps.page;
    this.#clock = deps.clock;
    this.#random = deps.random;
    this.#challenges = deps.challenges;
    this.#options = options;
  }

  /** GET /send_activation_code/v2/ with the fingerprint as `fp`; a 1105 demand is answered through the one challenge loop, the answer sent as `captcha`. */
  async send(mobile: string): Promise<void> {
    const request = {
      mobile,
      type: this.#options.codeType ?? DEFAULT_CODE_TYPE,
      fp: fingerprint({ page: this.#page, clock: this.#clock, random: this.#random }, this.#options.fingerprintCookie),
    };
    await withChallenges((answer) => this.#sso.sendActivationCode({ ...request, captcha: answer?.captcha }), this.#challenges);
  }

  /** GET /quick_login/v2/ with this page as the service. */
  login(mobile: string, code: string): Promise<{ readonly redirectUrl?: string }> {
    return this.#sso.quickLogin({ mobile, code, service: this.#page.url() });
  }

  /** GET /check_login/. */
  confirmLogin(): Promise<boolean> {
    return this.#sso.checkLogin();
  }
}
