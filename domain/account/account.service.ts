import { Subject, type Observable } from 'rxjs';
import type { CaptchaPort } from '../../ports/captcha.port';
import type { ClockPort } from '../../ports/clock.port';
import { CampaignKitError, isCampaignKitError, MESSAGES } from '../../ports/errors';
import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { StoragePort } from '../../ports/storage.port';
import { validateAccountIds, validateAid, validateOrigin } from '../config/validate';
import { ApiClient } from '../http/api-client';
import { InitGuard } from '../shared/init-guard';
import { Store, type StateSource } from '../shared/state-source';
import { toAccountUser, type AccountUser } from './account-user';
import { Countdown, DEFAULT_COUNTDOWN_SECONDS } from './countdown';
import { loginCheck } from './login-check.api';
import { checkCode, checkMobile } from './mobile-rules';
import { CAPTCHA_REQUIRED_ERROR, DEFAULT_CODE_TYPE, SsoApi } from './sso.api';

/** Options of `AccountService.init` (SPEC §4: aid as a number, hosts). */
export interface AccountInit {
  /** The passport app id; required, a number (SPEC §5). */
  readonly aid: number;
  /** The game's app_id (SPEC §5). */
  readonly appId: string;
  /** The activity_id (SPEC §5). */
  readonly activityId: string;
  /** Origin of the activity calls (`/act/{app_id}/...`). */
  readonly apiOrigin: string;
  /** Origin of the single-sign-on calls (`/send_activation_code/v2/`, `/quick_login/v2/`, ...). */
  readonly ssoOrigin: string;
  /** Seconds code sending stays locked after a code was sent. Defaults to `60` s (SPEC §9). */
  readonly countdownSeconds?: number;
  /** The verification type sent with code requests. Defaults to `24`, login (SPEC §9). */
  readonly codeType?: number;
  /** The cookie whose value is sent as `fp`. Defaults to `s_v_web_id`. */
  readonly fingerprintCookie?: string;
}

/**
 * How the visitor signed in, which decides where logout goes (SPEC §2, §7): `sso` (the basic
 * single sign-on and the older mobile-web area) leaves by /logout/ with page, aid and service;
 * `passport` (the /passport/web area: SMS, email, password, QR, app authorisation, providers) by
 * /passport/web/logout/ with account_sdk_source=web and next.
 */
export type SignInRoute = 'sso' | 'passport';

/** The local-storage key remembering the {@link SignInRoute} across reloads (not a token). */
export const SIGN_IN_ROUTE_KEY = 'ck.account.signInRoute';

/** Where the visitor stands: unknown until the first check (SPEC §6: anonymous or logged in). */
export interface AccountState {
  readonly status: 'unknown' | 'checking' | 'logged-in' | 'logged-out';
  readonly userId?: string;
  readonly user?: AccountUser;
  /** How the visitor signed in, when this page (or an earlier one) signed them in. */
  readonly signInRoute?: SignInRoute;
}

/** What a successful code login returns (SPEC §4 Mobile login step 4). */
export interface LoginResult {
  readonly userId: string;
  /** The server's redirect address, to follow when the page wants to. */
  readonly redirectUrl?: string;
}

/** How many captcha answers one code request may take before it gives up. */
const MAX_CAPTCHA_ROUNDS = 5;

/**
 * Mobile-code sign-in, login check, account info and logout (SPEC §4, §7 single sign-on basic).
 *
 * @example
 * ```ts
 * const account = new AccountService({ http, page, clock, captcha });
 * account.init({ aid: 1128, appId: '1', activityId: 'spring', apiOrigin, ssoOrigin });
 * await account.sendCode('13800000000');
 * await account.loginWithCode('13800000000', '1234');
 * ```
 */
export class AccountService implements StateSource<AccountState> {
  readonly #options = new InitGuard<{ init: AccountInit; sso: SsoApi; activity: ApiClient }>('Account');
  readonly #store = new Store<AccountState>({ status: 'unknown' });
  readonly #loggedIn = new Subject<AccountUser>();
  readonly #http: HttpPort;
  readonly #page: PagePort;
  readonly #captcha: CaptchaPort | undefined;
  readonly #storage: StoragePort | undefined;
  #logoutUrls: Partial<Record<SignInRoute, (next: string) => string>> = {};
  /** The route when no storage was given. */
  #memoryRoute: SignInRoute | undefined;
  readonly state$ = this.#store.state$;
  /** The resend countdown (SPEC §4): whole seconds left, 0 when a code may be sent. */
  readonly countdown: Countdown;
  /** Emits each time this service signs a visitor in (not when a check finds an old session). */
  readonly loggedIn$: Observable<AccountUser> = this.#loggedIn.asObservable();

  /** @param ports - `storage` remembers how the visitor signed in across reloads (for logout). */
  constructor(ports: { http: HttpPort; page: PagePort; clock: ClockPort; captcha?: CaptchaPort; storage?: StoragePort }) {
    this.#http = ports.http;
    this.#page = ports.page;
    this.#captcha = ports.captcha;
    this.#storage = ports.storage;
    this.countdown = new Countdown(ports.clock);
  }

  get state(): AccountState {
    return this.#store.state;
  }

  /**
   * Initialises the module; every other method throws `NOT_INITIALIZED` before it.
   * @throws CampaignKitError `INVALID_ARGUMENT` with the SPEC §5 messages; `ALREADY_INITIALIZED`.
   */
  init(options: AccountInit): void {
    const aid = validateAid(options.aid);
    const { appId, activityId } = validateAccountIds(options.appId, options.activityId);
    const init = {
      ...options,
      aid,
      appId,
      activityId,
      apiOrigin: validateOrigin('apiOrigin', options.apiOrigin),
      ssoOrigin: validateOrigin('ssoOrigin', options.ssoOrigin),
    };
    this.#options.set({
      init,
      sso: new SsoApi(new ApiClient(this.#http, init.ssoOrigin), aid),
      activity: new ApiClient(this.#http, init.apiOrigin),
    });
  }

  /**
   * Sends a login code by SMS (SPEC §4 Mobile login steps 1-2): a captcha demand (error 1105) is
   * shown through the CaptchaPort and the same request resent with the answer. Starts the countdown.
   * @throws CampaignKitError `INVALID_ARGUMENT` (SPEC §5 messages); `COUNTDOWN` while locked;
   *   `CLOSE_CAPTCHA` when the visitor closes the captcha; `CAPTCHA_REQUIRED` with no CaptchaPort;
   *   `SERVER` with the server's description, else 获取验证码失败!; `TIMEOUT`, `NETWORK`, `HTTP_STATUS`.
   */
  async sendCode(mobile: string): Promise<void> {
    const { init, sso } = this.#options.get();
    const phone = checkMobile(mobile);
    if (this.countdown.locked) {
      throw new CampaignKitError('COUNTDOWN', `${this.countdown.state.remainingSeconds}s`, {
        data: { remainingSeconds: this.countdown.state.remainingSeconds },
      });
    }
    const request = {
      mobile: phone,
      type: init.codeType ?? DEFAULT_CODE_TYPE,
      fp: this.#page.cookie(init.fingerprintCookie ?? 's_v_web_id') ?? '',
    };
    let captcha: string | undefined;
    for (let round = 0; ; round += 1) {
      try {
        await sso.sendActivationCode({ ...request, captcha });
        break;
      } catch (error) {
        if (!isCampaignKitError(error, 'SERVER') || error.errorCode !== CAPTCHA_REQUIRED_ERROR) throw error;
        if (!this.#captcha) {
          throw new CampaignKitError('CAPTCHA_REQUIRED', error.message, { errorCode: error.errorCode, logId: error.logId, data: error.data });
        }
        if (round >= MAX_CAPTCHA_ROUNDS) throw error;
        const image = (error.data as { captcha?: string } | undefined)?.captcha ?? '';
        captcha = await this.#captcha.solve({ image, description: error.message });
      }
    }
    this.countdown.start(init.countdownSeconds ?? DEFAULT_COUNTDOWN_SECONDS);
  }

  /**
   * Signs in with a mobile and its code (SPEC §4 Mobile login steps 3-4), then loads the account.
   * @returns the user id and the server's redirect address.
   * @throws CampaignKitError `INVALID_ARGUMENT` (SPEC §5); `SERVER` with the server's description,
   *   else 登录失败; `TIMEOUT`, `NETWORK`, `HTTP_STATUS`.
   */
  async loginWithCode(mobile: string, code: string): Promise<LoginResult> {
    const { sso } = this.#options.get();
    const phone = checkMobile(mobile);
    const result = await sso.quickLogin({ mobile: phone, code: checkCode(code), service: this.#page.url() });
    const state = await this.check();
    const userId = state.userId ?? result.data?.user_id_str;
    if (state.status !== 'logged-in' || !userId) throw new CampaignKitError('NOT_LOGIN', MESSAGES.loginFail);
    this.#rememberRoute('sso');
    this.countdown.stop();
    if (state.user) this.#loggedIn.next(state.user);
    return { userId, redirectUrl: result.redirectUrl };
  }

  /**
   * Finishes a sign-in made elsewhere (passport email, password, QR, app authorisation, provider):
   * checks the session, loads the account and emits `loggedIn$`.
   * @param route - how the visitor signed in: `passport` (default) for the /passport/web calls,
   *   `sso` for the single-sign-on and older mobile-web calls (`kit.passport.mobileWeb`); decides
   *   where {@link logout} goes.
   * @returns the signed-in user's id and the redirect address given.
   * @throws CampaignKitError `NOT_LOGIN` ('login fail!') when the server has no session after all.
   */
  async completeLogin(redirectUrl?: string, route: SignInRoute = 'passport'): Promise<LoginResult> {
    const state = await this.check();
    if (state.status !== 'logged-in' || !state.userId) throw new CampaignKitError('NOT_LOGIN', MESSAGES.loginFail);
    this.#rememberRoute(route);
    if (state.user) this.#loggedIn.next(state.user);
    return { userId: state.userId, redirectUrl };
  }

  /**
   * Checks the session (SPEC §7 login_check) and, when logged in, loads the account info.
   * Never throws for 'not logged in': the state says so.
   * @throws CampaignKitError `TIMEOUT`, `NETWORK`, `HTTP_STATUS` when the check itself failed.
   */
  async check(): Promise<AccountState> {
    const { init, sso, activity } = this.#options.get();
    this.#store.patch({ status: 'checking' });
    try {
      const userId = await loginCheck(activity, init.appId, init.activityId);
      const user = toAccountUser(await sso.accountInfo().catch(() => ({ user_id_str: userId })));
      this.#store.set({ status: 'logged-in', userId, user, signInRoute: this.#route() });
    } catch (error) {
      if (!isCampaignKitError(error, 'NOT_LOGIN')) {
        this.#store.set({ status: 'unknown' });
        throw error;
      }
      this.#forgetRoute();
      this.#store.set({ status: 'logged-out' });
    }
    return this.#store.state;
  }

  /**
   * The logged-in user's id, from the server (SPEC §7 login_check).
   * @throws CampaignKitError `NOT_LOGIN` ('Not Login!').
   */
  async requireUserId(): Promise<string> {
    const state = await this.check();
    if (state.status !== 'logged-in' || !state.userId) throw new CampaignKitError('NOT_LOGIN', MESSAGES.notLogin);
    return state.userId;
  }

  /**
   * Sets how each route's logout address is made (the sign-in service does: the passport web
   * logout, and the mobile-web path table's /logout/). Without one, `sso` uses this service's own
   * /logout/ and `passport` falls back to it.
   */
  useLogoutUrls(urls: Partial<Record<SignInRoute, (next: string) => string>>): void {
    this.#logoutUrls = { ...this.#logoutUrls, ...urls };
  }

  /**
   * Leaves for the logout address of the route the visitor signed in by, which comes back to
   * `next` (SPEC §2, §4, §7): /passport/web/logout/ (account_sdk_source=web, next) after a
   * passport web sign-in, else /logout/ (page, aid, service). Defaults to this page.
   */
  logout(next: string = this.#page.url()): void {
    const { sso } = this.#options.get();
    const route = this.#route() ?? 'sso';
    const logoutUrl = this.#logoutUrls[route] ?? this.#logoutUrls.sso ?? ((address: string) => sso.logoutUrl(address));
    this.#forgetRoute();
    this.#store.set({ status: 'logged-out' });
    this.#page.navigate(logoutUrl(next));
  }

  #route(): SignInRoute | undefined {
    const route = this.#storage?.get<string>('local', SIGN_IN_ROUTE_KEY) ?? this.#memoryRoute;
    return route === 'sso' || route === 'passport' ? route : undefined;
  }


  #rememberRoute(route: SignInRoute): void {
    this.#memoryRoute = route;
    this.#storage?.set('local', SIGN_IN_ROUTE_KEY, route);
    this.#store.patch({ signInRoute: route });
  }

  #forgetRoute(): void {
    this.#memoryRoute = undefined;
    this.#storage?.remove('local', SIGN_IN_ROUTE_KEY);
  }
}
