import type { ClockPort } from '../../../ports/clock.port';
import { CampaignKitError, MESSAGES } from '../../../ports/errors';
import type { PagePort } from '../../../ports/page.port';
import type { PopupPort } from '../../../ports/popup.port';
import type { RandomPort } from '../../../ports/random.port';
import type { StoragePort } from '../../../ports/storage.port';
import type { PassportService } from '../../passport/passport.service';
import { Store, type StateSource } from '../../shared/state-source';
import { withParams } from '../../shared/url';
import type { AccountService, LoginResult } from '../account.service';
import { isLoginType, NOT_INITIALIZED_LOGIN_MESSAGE, TOKEN_MESSAGES, unsupportedLoginMessage, type LoginType } from './login-types';
import { readReturn, returnError, stripReturn, type ReturnParams } from './oauth-return';
import { PROVIDERS, validateProviderSetting, type ProviderMode, type ProviderSetting } from './provider-settings';
import { detectDevice } from '../../device/detect-device';

/** The pending login kept in session storage until the provider comes back. */
interface PendingLogin {
  readonly state: string;
  readonly type: LoginType;
  readonly mode: ProviderMode;
  readonly redirectUri: string;
}

/** The session-storage key of the pending login. */
export const PENDING_LOGIN_KEY = 'ck.oauth.pending';
/** The `source` of the message a popup posts to its opener. */
export const POPUP_MESSAGE_SOURCE = 'campaign-kit-oauth';
/** How often a popup is checked for having been closed, in ms. */
export const POPUP_CLOSED_POLL_MS = 500;
const POPUP_FEATURES = 'width=520,height=680,menubar=no,toolbar=no';

/** What a provider login came to. */
export type ProviderOutcome = { readonly kind: 'logged-in'; readonly result: LoginResult } | { readonly kind: 'redirecting' };

/** Where the provider logins stand. */
export interface ProviderLoginState {
  readonly status: 'idle' | 'redirecting' | 'popup' | 'exchanging' | 'logged-in' | 'failed';
  readonly type?: LoginType;
  readonly error?: string;
}

/**
 * Third-party login for the SPEC §1 providers (SPEC §4 Third-party login): by redirect or popup,
 * with a random `state` made and verified on every return, popup messages accepted only from this
 * page's origin, a blocked popup reported as `POPUP_BLOCKED` (and, unless told otherwise, retried
 * as a redirect), return parameters removed from the address at once, the code or token exchanged
 * with the passport (auth/login), and the redirect-login promise settled by the first outcome.
 *
 * @example
 * ```ts
 * kit.signIn.providers.init([{ type: 'google', platform_app_id: 2, client_id: '...' }]);
 * await kit.signIn.providers.login('google');
 * ```
 */
export class ProviderLogin implements StateSource<ProviderLoginState> {
  readonly #store = new Store<ProviderLoginState>({ status: 'idle' });
  readonly state$ = this.#store.state$;
  readonly #settings = new Map<LoginType, ProviderSetting>();
  readonly #deps: { passport: PassportService; account: AccountService; page: PagePort; storage: StoragePort; random: RandomPort; clock: ClockPort; popup?: PopupPort };
  readonly #redirectLogin: Promise<LoginResult>;
  #settle!: { resolve(result: LoginResult): void; reject(error: unknown): void; done: boolean };

  constructor(deps: { passport: PassportService; account: AccountService; page: PagePort; storage: StoragePort; random: RandomPort; clock: ClockPort; popup?: PopupPort }) {
    this.#deps = deps;
    this.#redirectLogin = new Promise<LoginResult>((resolve, reject) => {
      this.#settle = { resolve, reject, done: false };
    });
    this.#redirectLogin.catch(() => undefined);
  }

  get state(): ProviderLoginState {
    return this.#store.state;
  }

  /** Settles with the first provider login's outcome (SPEC §4: the first success resolves it, a failure rejects it). */
  get redirectLogin(): Promise<LoginResult> {
    return this.#redirectLogin;
  }

  /**
   * Configures the providers (SPEC §3).
   * @throws CampaignKitError `INVALID_ARGUMENT` '{provider} init fail, {field} is undefined', or
   *   'unsupported login method: {type}'.
   */
  init(settings: readonly ProviderSetting[]): void {
    for (const setting of settings) {
      if (!isLoginType(setting.type) || setting.type === ('mobile' as string)) throw new CampaignKitError('INVALID_ARGUMENT', unsupportedLoginMessage(String(setting.type)));
      this.#settings.set(setting.type, validateProviderSetting(setting));
    }
  }

  /**
   * Starts a provider login by its setting's mode (or `mode`).
   * @returns `redirecting` when the page is leaving; `logged-in` after a popup login.
   * @throws CampaignKitError `OAUTH` 'unsupported login method: {type}' / 'the login method is not
   *   initialized!' / '{type} login is not supported in in-app browsers' (Google in a webview, with
   *   `data.url` to open in the system browser); `POPUP_BLOCKED` when the popup was refused and
   *   `popupFallback` is `'fail'`; `OAUTH_STATE`; `OAUTH` with the provider's error; `SERVER`.
   */
  async login(type: string, options: { mode?: ProviderMode; popupFallback?: 'redirect' | 'fail' } = {}): Promise<ProviderOutcome> {
    const setting = this.#setting(type);
    const mode = options.mode ?? setting.mode ?? 'redirect';
    const pending: PendingLogin = { state: this.#newState(), type: setting.type, mode, redirectUri: this.#redirectUri(setting.type) };
    const url = this.authorizeUrl(setting, pending);
    // Google refuses embedded webviews (PLATFORMS.md 2.2): every in-app browser we detect is one.
    if (setting.type === 'google' && detectDevice(this.#deps.page.userAgent()).app !== 'none') {
      throw new CampaignKitError('OAUTH', 'google login is not supported in in-app browsers', { data: { url } });
    }
    if (mode === 'popup' && this.#deps.popup) {
      this.#deps.storage.set('session', PENDING_LOGIN_KEY, pending);
      const popup = this.#deps.popup.open(url, 'ck-oauth', POPUP_FEATURES);
      if (popup) return { kind: 'logged-in', result: await this.#awaitPopup(pending, popup) };
      if (options.popupFallback === 'fail') {
        this.#deps.storage.remove('session', PENDING_LOGIN_KEY);
        throw new CampaignKitError('POPUP_BLOCKED', MESSAGES.loginFail, { data: { type: setting.type } });
      }
    }
    const redirect: PendingLogin = { ...pending, mode: 'redirect' };
    this.#deps.storage.set('session', PENDING_LOGIN_KEY, redirect);
    this.#store.set({ status: 'redirecting', type: setting.type });
    this.#deps.page.navigate(this.authorizeUrl(setting, redirect));
    return { kind: 'redirecting' };
  }

  /**
   * Handles a provider return in the address, if there is one: removes the parameters at once; in
   * a popup, hands them to the opener and closes; otherwise verifies the state and exchanges the
   * token. Settles the redirect-login promise.
   * @returns the login, or undefined when the address carries no return (or this is the popup).
   * @throws CampaignKitError as {@link login}.
   */
  async handleReturn(): Promise<LoginResult | undefined> {
    const { page, popup } = this.#deps;
    const params = readReturn(page.url());
    if (!params) return undefined;
    page.replaceUrl(stripReturn(page.url()));
    const origin = new URL(page.url()).origin;
    if (popup?.hasOpener() && popup.postToOpener({ source: POPUP_MESSAGE_SOURCE, params }, origin)) {
      popup.closeSelf();
      return undefined;
    }
    const pending = this.#deps.storage.get<PendingLogin>('session', PENDING_LOGIN_KEY);
    this.#deps.storage.remove('session', PENDING_LOGIN_KEY);
    return this.#finish(params, pending);
  }

  /** The provider's authorize address (or the passport's web_login for apple and twitter). */
  authorizeUrl(setting: ProviderSetting, pending: { state: string; redirectUri: string }): string {
    const definition = PROVIDERS[setting.type];
    if (definition.viaPassport) {
      return this.#deps.passport.client.url('/passport/web/web_login/', {
        platform_app_id: String(setting.platform_app_id),
        next: withParams(pending.redirectUri, { state: pending.state }),
        use_local_host: 1,
        scopes: setting.scope,
        action: 'login',
      });
    }
    const url = new URL(setting.authorizeUrl ?? definition.authorizeUrl!);
    const query: Record<string, string | undefined> = {
      [definition.clientParam!]: String(setting[definition.clientField!] ?? ''),
      redirect_uri: pending.redirectUri,
      response_type: setting.responseType === 'token' ? 'token' : 'code',
      scope: setting.scope ?? definition.scope,
      state: pending.state,
      ...definition.extra,
    };
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
    return url.toString();
  }

  #awaitPopup(pending: PendingLogin, popup: { readonly closed: boolean }): Promise<LoginResult> {
    const origin = new URL(this.#deps.page.url()).origin;
    this.#store.set({ status: 'popup', type: pending.type });
    return new Promise<LoginResult>((resolve, reject) => {
      const stop = () => {
        stopListening();
        stopPolling();
      };
      const stopListening = this.#deps.popup!.onMessage((message) => {
        // Only this page's origin may answer (a hostile page could post anything).
        if (message.origin !== origin) return;
        const data = message.data as { source?: string; params?: ReturnParams } | null;
        if (data?.source !== POPUP_MESSAGE_SOURCE || !data.params) return;
        stop();
        this.#deps.storage.remove('session', PENDING_LOGIN_KEY);
        this.#finish(data.params, pending).then(resolve, reject);
      });
      const stopPolling = this.#deps.clock.setInterval(() => {
        if (!popup.closed) return;
        stop();
        this.#deps.storage.remove('session', PENDING_LOGIN_KEY);
        const error = new CampaignKitError('OAUTH', MESSAGES.loginFail, { data: { reason: 'popup_closed' } });
        this.#fail(error, pending.type);
        reject(error);
      }, POPUP_CLOSED_POLL_MS);
    });
  }

  async #finish(params: ReturnParams, pending: PendingLogin | undefined): Promise<LoginResult> {
    const type = params.login_type ?? '';
    try {
      const setting = this.#setting(type);
      if (!pending || pending.type !== setting.type || !params.state || params.state !== pending.state) {
        throw new CampaignKitError('OAUTH_STATE', MESSAGES.loginFail, { data: { type } });
      }
      const error = returnError(params);
      if (error !== undefined) throw new CampaignKitError('OAUTH', error, { data: params });
      this.#store.set({ status: 'exchanging', type: setting.type });
      const credentials = this.#credentials(setting, params, pending.redirectUri);
      const { redirectUrl } = await this.#deps.passport.login.authLogin(credentials);
      const result = await this.#deps.account.completeLogin(redirectUrl);
      this.#store.set({ status: 'logged-in', type: setting.type });
      if (!this.#settle.done) {
        this.#settle.done = true;
        this.#settle.resolve(result);
      }
      return result;
    } catch (error) {
      this.#fail(error, isLoginType(type) ? type : undefined);
      throw error;
    }
  }

  #credentials(setting: ProviderSetting, params: ReturnParams, redirectUri: string) {
    const base = { platformAppId: setting.platform_app_id!, platform: setting.type, redirectUri };
    if (PROVIDERS[setting.type].token === 'oauthToken') {
      if (!params.oauth_token) throw new CampaignKitError('OAUTH', TOKEN_MESSAGES.oauthToken);
      return { ...base, accessToken: params.oauth_token, accessTokenSecret: params.oauth_verifier };
    }
    if (setting.responseType === 'token') {
      if (!params.access_token) throw new CampaignKitError('OAUTH', TOKEN_MESSAGES.accessToken);
      return { ...base, accessToken: params.access_token };
    }
    const code = params.code ?? (setting.type === 'apple' ? params.id_token : undefined);
    if (!code) throw new CampaignKitError('OAUTH', TOKEN_MESSAGES.code);
    return { ...base, code };
  }

  #fail(error: unknown, type: LoginType | undefined): void {
    this.#store.set({ status: 'failed', type, error: error instanceof Error ? error.message : String(error) });
    if (!this.#settle.done) {
      this.#settle.done = true;
      this.#settle.reject(error);
    }
  }

  #setting(type: string): ProviderSetting {
    if (!isLoginType(type) || type === 'mobile') throw new CampaignKitError('OAUTH', unsupportedLoginMessage(type));
    const setting = this.#settings.get(type);
    if (!setting) throw new CampaignKitError('OAUTH', NOT_INITIALIZED_LOGIN_MESSAGE);
    return setting;
  }

  #redirectUri(type: LoginType): string {
    return withParams(stripReturn(this.#deps.page.url()), { login_type: type });
  }

  #newState(): string {
    return Array.from(this.#deps.random.bytes(16), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
}
