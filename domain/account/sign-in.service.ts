import type { BridgePort } from '../../ports/bridge.port';
import type { HttpPort } from '../../ports/http.port';
import { ApiClient } from '../http/api-client';
import type { ClockPort } from '../../ports/clock.port';
import type { PagePort } from '../../ports/page.port';
import type { PopupPort } from '../../ports/popup.port';
import type { RandomPort } from '../../ports/random.port';
import type { StoragePort } from '../../ports/storage.port';
import type { PassportService } from '../passport/passport.service';
import type { AccountService, LoginResult } from './account.service';
import { CampaignKitError } from '../../ports/errors';
import { AppAuthLogin, type AppAuthOptions } from './app-auth-login';
import { AccountCache, type UserListsSource } from './account-cache';
import { checkCode, checkMobile } from './mobile-rules';
import { AccountCancellation } from './cancellation';
import { GameAccountApi } from './game-account.api';
import { LoginStatus } from './login-status';
import { MobileBinding } from './mobile-binding';
import { PassportSignIn } from './passport-sign-in';
import { ProviderLogin } from './providers/provider-login';
import { QrLogin } from './qr-login';

/**
 * Every passport sign-in method on one facade member (`kit.signIn`): SMS, email (password or
 * code), password, QR scan, app authorisation, providers, and the older mobile-web area's
 * quick_login and account_login (SPEC §4, §7). Each success loads the account, remembers its route
 * for logout and emits `kit.account.loggedIn$`.
 */
export class SignInService extends PassportSignIn {
  /** App-authorisation login (SPEC §4). */
  readonly appAuth: AppAuthLogin;
  /** Third-party providers, by redirect or popup (SPEC §3, §4); `init` them first. */
  readonly providers: ProviderLogin;
  /** Account cancellation (SPEC §7 cancel calls). */
  readonly cancellation: AccountCancellation;
  /** Bind, rebind and unbind the account's mobile (SPEC §7). */
  readonly mobile: MobileBinding;
  /** The game-account logins (SPEC §7 /web_b/account/login, /web/account/login). */
  readonly games: GameAccountApi;
  /** The account cache (SPEC §3). */
  readonly cache: AccountCache;
  /** The act site's login-status entries, cached per app id (SPEC §3, §7). */
  readonly loginStatus: LoginStatus;
  readonly #deps: { passport: PassportService; account: AccountService; clock: ClockPort; page: PagePort };

  constructor(
    deps: { passport: PassportService; account: AccountService; http: HttpPort; bridge: BridgePort; clock: ClockPort; page: PagePort; storage: StoragePort; random: RandomPort; popup?: PopupPort },
    options: { apiOrigin: string; aid: number; appAuth?: AppAuthOptions; lists?: UserListsSource },
  ) {
    super(deps);
    this.#deps = deps;
    deps.account.useLogoutUrls({ passport: (next) => deps.passport.login.logoutUrl(next), sso: (next) => deps.passport.mobileWeb.logoutUrl(next) });
    this.appAuth = new AppAuthLogin(deps, options.appAuth);
    this.providers = new ProviderLogin(deps);
    this.cancellation = new AccountCancellation(deps);
    this.mobile = new MobileBinding(deps);
    this.games = new GameAccountApi(new ApiClient(deps.http, options.apiOrigin), options.aid);
    this.cache = new AccountCache({ account: deps.account, games: this.games, lists: options.lists });
    this.loginStatus = new LoginStatus({ http: deps.http, storage: deps.storage });
  }

  /**
   * Mobile and code through the older mobile-web area's quick_login (SPEC §7), back to this page;
   * send the code with `kit.passport.mobileWeb.sendActivationCode`. Logout then goes to /logout/.
   * @throws CampaignKitError `INVALID_ARGUMENT` (SPEC §5); `SERVER` (登录失败 when the server said nothing).
   */
  async quickLogin(mobile: string, code: string): Promise<LoginResult> {
    const result = await this.#deps.passport.mobileWeb.quickLogin({ mobile: checkMobile(mobile), code: checkCode(code), service: this.#deps.page.url() });
    return this.#deps.account.completeLogin(result.redirectUrl, 'sso');
  }

  /**
   * Account (mobile, email or username) and password through the older mobile-web area's
   * account_login (SPEC §7). Logout then goes to /logout/.
   * @throws CampaignKitError `INVALID_ARGUMENT` with an empty message when either is missing; `SERVER`.
   */
  async accountLogin(account: string, password: string): Promise<LoginResult> {
    if (!account.trim() || !password) throw new CampaignKitError('INVALID_ARGUMENT', '');
    const result = await this.#deps.passport.mobileWeb.accountLogin({ account: account.trim(), password, service: this.#deps.page.url() });
    return this.#deps.account.completeLogin(result.redirectUrl, 'sso');
  }

  /**
   * Leaves for the logout address of the route the visitor signed in by (SPEC §2, §7):
   * /passport/web/logout/ with account_sdk_source=web and next after any of these methods,
   * /logout/ with page, aid and service after the single-sign-on code login. Comes back to `next`,
   * by default this page. The same as `kit.account.logout`.
   */
  logout(next: string = this.#deps.page.url()): void {
    this.#deps.account.logout(next);
  }

  /**
   * A new QR scan login; call `start()` on it and render its `qrUrl`.
   * @param options - `returnToPage` (default `true`) navigates to the page plus auto_auth=true and awe_login=success after success.
   */
  qrLogin(options: { returnToPage?: boolean } = {}): QrLogin {
    return new QrLogin(this.#deps, options);
  }
}
