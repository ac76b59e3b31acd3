import type { ClockPort } from '../../../ports/clock.port';
import { CampaignKitError } from '../../../ports/errors';
import * as MESSAGES from '../../../ports/messages';
import type { PagePort } from '../../../ports/page.port';
import type { PopupPort } from '../../../ports/popup.port';
import type { RandomPort } from '../../../ports/random.port';
import type { StoragePort } from '../../../ports/storage.port';
import { detectDevice } from '../../device/detect-device';
import { LoginApi } from '../../passport/api/login.api';
import type { PassportClient } from '../../passport/passport.client';
import { withParams } from '../../shared/url';
import type { AccountSession, LoginResult } from '../account-session';
import type { PassportLink } from '../passport-link';
import { TOKEN_MESSAGES } from '../login-types';
import { returnError, returnErrorParams, takeReturn, type ReturnParams } from './oauth-return';
import { PROVIDER_CATALOG } from './provider-catalog';
import type { ProviderDefinition, ProviderMode, ProviderSetting } from './provider-settings';
import { newPendingLogin, PENDING_LOGIN_KEY, POPUP_FEATURES, POPUP_NAME, type PendingLogin, type TappedPopup } from '../provider-popup';
import type { ProviderStatus } from './provider-status';

export { PENDING_LOGIN_KEY } from '../provider-popup';

/** The passport's third-party login navigation. */
export const WEB_LOGIN_PATH = '/passport/web/web_login/';
/** The `source` of the message a popup posts to its opener. */
export const POPUP_MESSAGE_SOURCE = 'campaign-kit-oauth';
/** How often a popup is checked for having been closed, in ms. */
export const POPUP_CLOSED_POLL_MS = 500;

/** What a provider login came to. */
export type ProviderOutcome = { readonly kind: 'logged-in'; readonly result: LoginResult } | { readonly kind: 'redirecting' };

/** Options of `kit.account.loginWithProvider`. */
export interface ProviderLoginOptions {
  /** Overrides the setting's mode. */
  readonly mode?: ProviderMode;
  /** What a blocked popup does: retry as a redirect (the default) or fail with `POPUP_BLOCKED`. */
  readonly popupFallback?: 'redirect' | 'fail';
}

/** What the provider engine talks to. */
export interface ProviderLoginDeps {
  readonly status: ProviderStatus;
  readonly session: AccountSession;
  readonly client: PassportClient;
  readonly page: PagePort;
  readonly storage: StoragePort;
  readonly random: RandomPort;
  readonly clock: ClockPort;
  readonly popup?: PopupPort;
  /** The plugin's `takeReturn`: the return `kit.start()` already took from the address, handed over once. */
  readonly takeReturn?: () => ReturnParams | undefined;
}

/**
 * The provider engine Third-party login, loaded with the first provider login or return:
 * by redirect or popup, with a random `state` made and verified on every return, popup messages
 * accepted only from this page's origin, a blocked popup reported as `POPUP_BLOCKED` (and, unless
 * told otherwise, retried as a redirect), return parameters removed from the address at once, the
 * code or token exchanged with the passport (auth/login), and the outcome recorded in the
 * {@link ProviderStatus}. Each provider's own definition is imported on its first use.
 */
export class ProviderLogin {
  readonly #deps: ProviderLoginDeps;
  readonly #login: LoginApi;

  constructor(deps: ProviderLoginDeps) {
    this.#deps = deps;
    this.#login = new LoginApi(deps.client);
  }

  /**
   * Starts a provider login by its setting's mode (or `options.mode`); see `kit.account.loginWithProvider`.
   * @param tapped - the popup the caller opened within the visitor's tap (the plugin's `openPopup`):
   *   given its address here, or closed when the login fails before that; without it, a popup
   *   login opens its popup here, after the provider's code loaded.
   */
  async login(setting: ProviderSetting, options: ProviderLoginOptions = {}, tapped?: TappedPopup): Promise<ProviderOutcome> {
    const { page, storage, popup, status } = this.#deps;
    const mode = options.mode ?? setting.mode ?? 'redirect';
    let definition: ProviderDefinition;
    let pending: PendingLogin;
    let url: string;
    try {
      definition = PROVIDER_CATALOG[setting.type];
      pending = tapped?.pending ?? newPendingLogin(this.#deps, setting.type, mode);
      url = this.#authorizeUrl(setting, definition, pending);
      // Google refuses embedded webviews: every in-app browser we detect is one.
      if (setting.type === 'google' && detectDevice(page.userAgent()).app !== 'none') {
        throw new CampaignKitError('OAUTH', 'google login is not supported in in-app browsers', { data: { url } });
      }
    } catch (error) {
      tapped?.abandon();
      throw error;
    }
    if (mode === 'popup' && popup) {
      storage.set('session', PENDING_LOGIN_KEY, pending);
      const opened = tapped ? tapped.window : popup.open(url, POPUP_NAME, POPUP_FEATURES);
      if (opened) {
        if (tapped) opened.navigate(url);
        return { kind: 'logged-in', result: await this.#awaitPopup(pending, opened) };
      }
      if (options.popupFallback === 'fail') {
        storage.remove('session', PENDING_LOGIN_KEY);
        throw new CampaignKitError('POPUP_BLOCKED', MESSAGES.loginFail, { data: { type: setting.type } });
      }
    } else {
      tapped?.abandon();
    }
    const redirect: PendingLogin = { ...pending, mode: 'redirect' };
    storage.set('session', PENDING_LOGIN_KEY, redirect);
    status.set({ status: 'redirecting', type: setting.type });
    page.navigate(this.#authorizeUrl(setting, definition, redirect));
    return { kind: 'redirecting' };
  }

  /** Handles a provider return in the address, if there is one; see `kit.account.handleProviderReturn`. */
  async handleReturn(): Promise<LoginResult | undefined> {
    const { page, popup, storage } = this.#deps;
    const params = this.#deps.takeReturn?.() ?? takeReturn(page);
    if (!params) return undefined;
    const pending = storage.get<PendingLogin>('session', PENDING_LOGIN_KEY);
    // A popup starts with a copy of its opener's session storage: only the popup of a popup login
    // holds a popup login with this state. Any other window with an opener (a page opened by
    // window.open, logging in by redirect) finishes its own login.
    const isPopupReturn = pending?.mode === 'popup' && params.state !== undefined && params.state === pending.state;
    if (isPopupReturn && popup?.hasOpener() && popup.postToOpener({ source: POPUP_MESSAGE_SOURCE, params }, new URL(page.url()).origin)) {
      popup.closeSelf();
      return undefined;
    }
    storage.remove('session', PENDING_LOGIN_KEY);
    return this.#finish(params, pending);
  }

  /**
   * The provider's authorize address, or for apple and twitter the passport's web_login with
   * aid (a common param), platform_app_id, next, use_local_host, scopes, url_params and action.
   */
  #authorizeUrl(setting: ProviderSetting, definition: ProviderDefinition, pending: { state: string; redirectUri: string }): string {
    if (definition.viaPassport) {
      return this.#deps.client.url(WEB_LOGIN_PATH, {
        platform_app_id: String(setting.platform_app_id),
        next: withParams(pending.redirectUri, { state: pending.state }),
        use_local_host: 1,
        scopes: setting.scope,
        url_params: JSON.stringify(setting.urlParams ?? {}),
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

  #awaitPopup(pending: PendingLogin, opened: { readonly closed: boolean }): Promise<LoginResult> {
    const { page, popup, storage, clock, status } = this.#deps;
    const origin = new URL(page.url()).origin;
    status.set({ status: 'popup', type: pending.type });
    return new Promise<LoginResult>((resolve, reject) => {
      const stop = () => {
        stopListening();
        stopPolling();
      };
      const stopListening = popup!.onMessage((message) => {
        // Only this page's origin may answer (a hostile page could post anything).
        if (message.origin !== origin) return;
        const data = message.data as { source?: string; params?: ReturnParams } | null;
        if (data?.source !== POPUP_MESSAGE_SOURCE || !data.params) return;
        stop();
        storage.remove('session', PENDING_LOGIN_KEY);
        this.#finish(data.params, pending).then(resolve, reject);
      });
      const stopPolling = clock.setInterval(() => {
        if (!opened.closed) return;
        stop();
        storage.remove('session', PENDING_LOGIN_KEY);
        const error = new CampaignKitError('OAUTH', MESSAGES.loginFail, { data: { type: pending.type, reason: 'popup_closed' } });
        status.fail(error, pending.type);
        reject(error);
      }, POPUP_CLOSED_POLL_MS);
    });
  }

  async #finish(params: ReturnParams, pending: PendingLogin | undefined): Promise<LoginResult> {
    const { status, session } = this.#deps;
    try {
      // The pending login and its state first: until they match, the address is anyone's text, and none of it is shown.
      if (!pending || !params.state || params.state !== pending.state || params.login_type !== pending.type) {
        throw new CampaignKitError('OAUTH_STATE', MESSAGES.loginFail, { data: { type: pending?.type } });
      }
      const setting = status.setting(pending.type);
      const error = returnError(params);
      if (error !== undefined) throw new CampaignKitError('OAUTH', error, { data: { type: pending.type, reason: 'provider_error', params: returnErrorParams(params) } });
      status.set({ status: 'exchanging', type: setting.type });
      const credentials = this.#credentials(setting, PROVIDER_CATALOG[setting.type], params, pending.redirectUri);
      const { redirectUrl } = await this.#login.authLogin(credentials);
      const result = await session.finish('passport', redirectUrl, pending.type);
      status.succeed(setting.type, result);
      return result;
    } catch (error) {
      status.fail(error, pending?.type);
      throw error;
    }
  }

  #credentials(setting: ProviderSetting, definition: ProviderDefinition, params: ReturnParams, redirectUri: string) {
    const base = { platformAppId: setting.platform_app_id!, platform: setting.type, redirectUri };
    if (definition.token === 'oauthToken') {
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
}

/** The provider engine over the account's passport link (the module `kit.account` imports for providers). */
export async function createProviderLogin(deps: Omit<ProviderLoginDeps, 'client'> & { passport: PassportLink }): Promise<ProviderLogin> {
  const { client } = await deps.passport.clients();
  return new ProviderLogin({ ...deps, client });
}
