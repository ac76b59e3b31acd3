import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import { CampaignKitError } from '../../ports/errors';
import { validateAccountIds, validateAid, validateOrigin } from '../config/validate';
import { requireAllowedNavigation } from '../shared/navigation';
import type { StateSource } from '../shared/state-source';
import type { AccountCache } from './account-cache';
import { accountManagement, type AccountManagementGroups } from './account-management';
import type { AccountState, LoginResult } from './account-session';
import type { AccountServiceOptions, AccountPorts } from './account.types';
import type { AccountUser } from './account-user';
import { wireAccount, type AccountParts } from './account-wiring';
import type { AppAuthOutcome } from './app-auth-login';
import { CodeLogin } from './code-login';
import { Countdown, DEFAULT_COUNTDOWN_SECONDS } from './countdown';
import type { AccountGames } from './game-account.api';
import { deferMethods } from '../shared/load-once';
import type { AccountLoginStatus } from './login-status';
import { checkCode, checkEmail, checkMobile } from './mobile-rules';
import type { AccountProfile } from './passport-logins';
import type { ProviderLoginOptions, ProviderOutcome } from './providers/provider-login';
import type { ProviderSetting } from './providers/provider-settings';
import { PROVIDERS_MISSING_MESSAGE } from './provider-plugin';
import type { ProviderStatus } from './providers/provider-status';
import type { QrLogin, QrLoginOptions } from './qr-login';

/** Password login needs one of email, username, mobile or account, and the password. */
export interface PasswordLoginInput {
  readonly email?: string;
  readonly username?: string;
  readonly mobile?: string;
  readonly account?: string;
  readonly password: string;
}

/**
 * The one account surface (`kit.account`): every way of logging in, the account
 * state, binding, password, cancellation and logout. The single-sign-on code login is built in;
 * everything on the passport web area (its code route, email, password, QR, app authorisation,
 * account management) is imported, as one module, on first use; the providers on the first provider login.
 *
 * @example
 * ```ts
 * const account = new AccountService({ http, page, clock, challenges }, { aid: 1128, appId: '1', activityId: 'spring', apiOrigin, ssoOrigin });
 * await account.sendCode('13800000000');
 * await account.loginWithCode('13800000000', '1234');
 * ```
 */
export class AccountService implements StateSource<AccountState> {
  readonly #parts: AccountParts;
  readonly #state = new BehaviorSubject<AccountState>({ status: 'unknown' });
  readonly #loggedIn = new Subject<AccountUser>();
  readonly #ports: AccountPorts;
  readonly #codeLogin: CodeLogin;
  readonly state$: Observable<AccountState> = this.#state.asObservable();
  /** Emits each time this service logs a visitor in (not when a check finds an old session). */
  readonly loggedIn$: Observable<AccountUser> = this.#loggedIn.asObservable();
  /** The resend countdown: whole seconds left, 0 when a code may be sent. */
  readonly countdown: Countdown;
  /** The act site's login-status entries, cached per app id; loaded on first use. */
  readonly loginStatus: AccountLoginStatus;
  /** The game-account logins (/web_b/account/login, /web/account/login); loaded on first use. */
  readonly games: AccountGames;
  /** Bind, rebind and unbind the account's mobile; loaded on first use. */
  readonly mobile: AccountManagementGroups['mobile'];
  /** Bind and unbind the account's email; loaded on first use. */
  readonly email: AccountManagementGroups['email'];
  /** Reset (logged out), change and set the password; loaded on first use. */
  readonly password: AccountManagementGroups['password'];
  /** Cancel the account (cancel calls); loaded on first use. */
  readonly cancellation: AccountManagementGroups['cancellation'];
  /** What the second-verification dialog calls (error 2046); loaded on first use. */
  readonly secondVerification: AccountManagementGroups['secondVerification'];

  /**
   * @param ports - see {@link AccountPorts}; `http`, `page` and `clock` are required.
   * @param options - the passport app id, the game's ids, the origins and the login options (see {@link AccountServiceOptions}).
   * @throws CampaignKitError `INVALID_ARGUMENT` with the messages.
   * @example new AccountService(ports, { aid: 1128, appId: '1', activityId: 'spring', apiOrigin, ssoOrigin, sms: 'passport' });
   */
  constructor(ports: AccountPorts, options: AccountServiceOptions) {
    this.#ports = ports;
    const aid = validateAid(options.aid);
    const { appId, activityId } = validateAccountIds(options.appId, options.activityId);
    const init: AccountServiceOptions = { ...options, aid, appId, activityId, apiOrigin: validateOrigin('apiOrigin', options.apiOrigin), ssoOrigin: validateOrigin('ssoOrigin', options.ssoOrigin) };
    this.#parts = wireAccount(ports, init, { state: this.#state, loggedIn: this.#loggedIn });
    this.countdown = new Countdown(ports.clock);
    this.#codeLogin = new CodeLogin(ports.clock);
    const { web } = this.#parts;
    this.loginStatus = deferMethods(async () => (await web()).loginStatus, ['load', 'clear']);
    this.games = deferMethods(async () => (await web()).games, ['webBLogin', 'webLogin']);
    const groups = accountManagement(web);
    this.mobile = groups.mobile;
    this.email = groups.email;
    this.password = groups.password;
    this.cancellation = groups.cancellation;
    this.secondVerification = groups.secondVerification;
  }

  get state(): AccountState {
    return this.#state.value;
  }

  /**
   * The account cache: the account, its game users, then their servers and roles; its state is
   * there from the start, the code that loads it is imported on the first `load`.
   */
  get cache(): AccountCache {
    return this.#parts.cache;
  }

  /**
   * The provider logins' settings, state and redirect-login promise (Third-party login).
   * @throws CampaignKitError `FEATURE_MISSING` without the `providers()` feature.
   */
  get providers(): ProviderStatus {
    const plugin = this.#parts.init.providers;
    if (!plugin) throw new CampaignKitError('FEATURE_MISSING', PROVIDERS_MISSING_MESSAGE);
    return plugin.status;
  }

  /**
   * Sends a login code by SMS, by the route `account({ sms })` chose (Mobile login steps
   * 1-2): a captcha or second verification the server demands is shown and the request resent.
   * Starts the countdown.
   * @param mobile - 11 digits starting with 1.
   * @throws CampaignKitError `INVALID_ARGUMENT` (messages); `COUNTDOWN` while locked
   *   (`data.remainingSeconds`); `CLOSE_CAPTCHA`; `SECOND_VALID`; `CAPTCHA_REQUIRED` when no
   *   challenge can be shown; `SERVER` with the server's description, else 获取验证码失败!;
   *   `TIMEOUT`, `NETWORK`, `HTTP_STATUS`.
   * @example await kit.account.sendCode('13800000000');
   */
  async sendCode(mobile: string): Promise<void> {
    const { init, codeRoute } = this.#parts;
    const phone = checkMobile(mobile);
    const { remainingSeconds } = this.countdown.state;
    if (this.countdown.locked) throw new CampaignKitError('COUNTDOWN', `${remainingSeconds}s`, { data: { remainingSeconds } });
    await (await codeRoute()).send(phone);
    this.countdown.start(init.countdownSeconds ?? DEFAULT_COUNTDOWN_SECONDS);
  }

  /**
   * Logs in with a mobile and the code {@link sendCode} sent (Mobile login steps 3-4),
   * then loads the account and emits `loggedIn$`. Once the server has accepted the code, a lost or
   * late answer does not leave the login half done: finishing is retried after 1, 2 and 4 s, and
   * calling again with the same mobile and code finishes without sending the used code again.
   * @param code - digits.
   * @returns `{ userId, redirectUrl }`: the user id and the server's redirect address.
   * @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER` with the server's description,
   *   else 登录失败; `SECOND_VALID` (data `sms_code_key`); `NOT_LOGIN` when no session followed;
   *   `TIMEOUT`, `NETWORK`, `HTTP_STATUS` when the answers stayed lost.
   * @example const { userId } = await kit.account.loginWithCode('13800000000', '1234');
   */
  async loginWithCode(mobile: string, code: string): Promise<LoginResult> {
    const { session, codeRoute } = this.#parts;
    const phone = checkMobile(mobile);
    const checked = checkCode(code);
    const result = await this.#codeLogin.login(await codeRoute(), session, phone, checked);
    this.countdown.stop();
    return result;
  }

  /**
   * Sends an email login code (type 13).
   * @param email - text, @, text, dot, text.
   * @throws CampaignKitError `INVALID_ARGUMENT` 邮箱格式不正确; `SERVER`; `CLOSE_CAPTCHA`.
   * @example await kit.account.sendEmailCode('player@example.com');
   */
  async sendEmailCode(email: string): Promise<void> {
    const address = checkEmail(email);
    await (await this.#parts.web()).logins.sendEmailCode(address);
  }

  /**
   * Logs in with an email and the code {@link sendEmailCode} sent (email/code_login).
   * @returns `{ userId, redirectUrl }`.
   * @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER` (登录失败 when the server said nothing); `NOT_LOGIN`.
   * @example await kit.account.loginWithEmailCode('player@example.com', '1234');
   */
  async loginWithEmailCode(email: string, code: string): Promise<LoginResult> {
    const address = checkEmail(email);
    const checked = checkCode(code);
    return (await this.#parts.web()).logins.loginWithEmailCode(address, checked);
  }

  /**
   * Logs in with an email and its password (email/login).
   * @returns `{ userId, redirectUrl }`.
   * @throws CampaignKitError `INVALID_ARGUMENT` 邮箱格式不正确; `SERVER`; `NOT_LOGIN`.
   * @example await kit.account.loginWithEmail('player@example.com', 'Secret123');
   */
  async loginWithEmail(email: string, password: string): Promise<LoginResult> {
    const address = checkEmail(email);
    return (await this.#parts.web()).logins.loginWithEmail(address, password);
  }

  /**
   * Logs in with a password and one of email, username, mobile or account: an email goes
   * to email/login, anything else to user/login.
   * @returns `{ userId, redirectUrl }`.
   * @throws CampaignKitError `INVALID_ARGUMENT` with an empty message when none (or no password) was
   *   given ('rejects without a message'); `SERVER`; `NOT_LOGIN`.
   * @example await kit.account.loginWithPassword({ username: 'neo', password: 'Secret123' });
   */
  async loginWithPassword(input: PasswordLoginInput): Promise<LoginResult> {
    const account = [input.email, input.username, input.mobile, input.account].map((value) => value?.trim()).find(Boolean);
    if (!account || !input.password) throw new CampaignKitError('INVALID_ARGUMENT', '');
    if (input.email?.trim()) return this.loginWithEmail(input.email, input.password);
    return (await this.#parts.web()).logins.loginWithAccount(account, input.password);
  }

  /**
   * A new QR scan login (get_qrcode, check_qrconnect); call `start` on it and draw its
   * `state.qrUrl`. It polls every 1500 ms until confirmed or expired.
   * @param options - `returnToPage` (default `true`): go to this page plus auto_auth=true and
   *   awe_login=success after the login.
   * @returns the QR login, a state source (`idle`, `loading`, `new`, `scanned`, `confirmed`, `expired`, `failed`).
   * @throws CampaignKitError `NOT_INITIALIZED`.
   * @example const qr = await kit.account.loginWithQr(); await qr.start();
   */
  async loginWithQr(options?: QrLoginOptions): Promise<QrLogin> {
    return (await this.#parts.web()).loginWithQr(options);
  }

  /**
   * Logs in by app authorisation: through the bridge inside the short-video app; outside
   * it, opens the app by its scheme link.
   * @returns `{ kind: 'logged-in', result }` in the app; `{ kind: 'launched' }` when the app opened.
   * @throws CampaignKitError `INVALID_ARGUMENT` 请在其他浏览器登录抖音账号 in WeChat; `APP_LAUNCH`
   *   抖音打开失败 with errorCode -2 (not opened within 3000 ms) or -3 (launching disabled);
   *   `BRIDGE`, `BRIDGE_TIMEOUT`; `SERVER` from auth/login.
   * @example const outcome = await kit.account.loginWithApp();
   */
  async loginWithApp(): Promise<AppAuthOutcome> {
    return (await this.#parts.appAuth()).login();
  }

  /**
   * Opens this page in the short-video app's webview when `appAuth.autoLaunch` is on and the
   * visitor is on a mobile browser outside the app and outside WeChat.
   * @returns whether it tried.
   * @example if (await kit.account.autoLaunchApp()) return;
   */
  async autoLaunchApp(): Promise<boolean> {
    return (await this.#parts.appAuth()).autoLaunch();
  }

  /**
   * Adds (or replaces) third-party providers' settings, e.g. from the login-status entries.
   * @throws CampaignKitError `INVALID_ARGUMENT` '{provider} init fail, {field} is undefined' or
   *   'unsupported login method: {type}'.
   * @example kit.account.configureProviders(toProviderSettings(entries));
   */
  configureProviders(settings: readonly ProviderSetting[]): void {
    this.providers.configure(settings);
  }

  /**
   * Logs in with a third-party provider by redirect or popup (Third-party login); the
   * provider's code loads now. A popup login opens its popup at once, empty, within the visitor's
   * tap (call this from the click, before any `await`), and gives it the provider's address once
   * that code is in; the popup closes if the login fails first. Follow it on `providers.state$`.
   * @param type - a configured provider: google, facebook, line, ...
   * @param options - `mode` overrides the setting's; `popupFallback` `'fail'` fails a popup the
   *   browser refused (else the login goes by redirect).
   * @returns `{ kind: 'redirecting' }` when the page is leaving; `{ kind: 'logged-in', result }` after a popup.
   * @throws CampaignKitError `OAUTH` 'unsupported login method: {type}' / 'the login method is not
   *   initialized!' / '{type} login is not supported in in-app browsers' (`data.url`); `POPUP_BLOCKED`
   *   (`data.type`); `OAUTH_STATE` (`data.type`); `OAUTH` 'login fail!' when the visitor closed the
   *   popup (`data: { type, reason: 'popup_closed' }`); `OAUTH` with the provider's error
   *   (`data: { type, reason: 'provider_error', params }`); `SERVER`. docs/account.md lists them.
   * @example await kit.account.loginWithProvider('google');
   */
  async loginWithProvider(type: string, options?: ProviderLoginOptions): Promise<ProviderOutcome> {
    const setting = this.providers.setting(type);
    const { init, providers } = this.#parts;
    const engine = providers();
    // Before any await: WebKit lets a popup open only within the tap's own task, not after an import.
    const tapped = init.providers?.openPopup?.(this.#ports, setting, options, engine);
    return (await engine).login(setting, options, tapped);
  }

  /**
   * Finishes a provider's return, if there is one (`kit.start()` calls it when the `providers()`
   * feature is listed): the return `kit.start()` took from the address at once, or else the one in
   * the address now (its parameters removed); checks the state, exchanges the token.
   * @returns the login, or undefined when the address carries no return, or when this window is the
   *   popup of a popup login with the return's `state` (the return is posted to its opener and it closes).
   * @throws CampaignKitError as {@link loginWithProvider}; the outcome also settles `providers.redirectLogin`.
   * @example await kit.account.handleProviderReturn();
   */
  async handleProviderReturn(): Promise<LoginResult | undefined> {
    if (!this.#parts.init.providers?.status.configured) return undefined;
    return (await this.#parts.providers()).handleReturn();
  }

  /**
   * The passport account info a page shows: masked mobile, email, whether a password is set.
   * @returns `{ userId, mobile?, email?, hasPassword }`.
   * @throws CampaignKitError `SERVER` (未登录 without a session).
   * @example const { email } = await kit.account.profile();
   */
  async profile(): Promise<AccountProfile> {
    return (await this.#parts.web()).logins.profile();
  }

  /**
   * Checks the session (login_check) and, when logged in, loads the account info. Every widget on
   * the page shares the answer: checks asked for while one is under way share its request, and once
   * the page knows whether the visitor is logged in (a check, a login or a logout here), the state
   * answers without asking again.
   * Never throws for 'not logged in': the state says so.
   * @param options.fresh - ask the server even when the state already knows (the session may have
   *   changed elsewhere: another tab, the server). Defaults to `false`.
   * @returns the state: `{ status, userId?, user?, loginRoute? }`.
   * @throws CampaignKitError `TIMEOUT`, `NETWORK`, `HTTP_STATUS` when the check itself failed.
   * @example const { status } = await kit.account.check();
   */
  async check(options?: { readonly fresh?: boolean }): Promise<AccountState> {
    return this.#parts.session.check(options);
  }

  /**
   * The logged-in user's id, from the session's state when it knows, else from the server
   * (login_check, shared with the page's other checks: see {@link AccountService.check}).
   * @throws CampaignKitError `NOT_LOGIN` ('Not Login!').
   * @example const userId = await kit.account.requireUserId();
   */
  async requireUserId(): Promise<string> {
    return this.#parts.session.requireUserId();
  }

  /**
   * Leaves for the logout address of the route the visitor logged in by, which comes back to
   * `next`: /passport/web/logout/ (account_sdk_source=web, next) after a passport
   * web login, else /logout/ (page, aid, service).
   * @param next - where to come back to: an address on this site or on one of the kit's
   *   `navigationOrigins`. Defaults to this page.
   * @throws CampaignKitError `NOT_INITIALIZED`; `INVALID_ARGUMENT` for any other `next` (no open redirect).
   * @example kit.account.logout();
   */
  logout(next: string = this.#ports.page.url()): void {
    const { init, session } = this.#parts;
    const pageUrl = this.#ports.page.url();
    session.logout(requireAllowedNavigation(next, { pageUrl, allowedOrigins: init.navigationOrigins }, 'logout next'));
  }
}
