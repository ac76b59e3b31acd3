import type { BehaviorSubject, Subject } from 'rxjs';
import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { PagePort } from '../../ports/page.port';
import type { StoragePort } from '../../ports/storage.port';
import type { ApiClient } from '../http/api-client';
import { shareInFlight } from '../shared/in-flight';
import { patchState, setState } from '../shared/state-source';
import { toAccountUser, type AccountUser } from './account-user';
import type { LoginType } from './login-types';
import { loginCheck } from './login-check.api';
import type { SsoApi } from './sso.api';

/**
 * How the visitor logged in, which decides where logout goes: `sso` (the basic
 * single sign-on and the older mobile-web area) leaves by /logout/ with page, aid and service;
 * `passport` (the /passport/web area: SMS, email, password, QR, app authorisation, providers) by
 * /passport/web/logout/ with account_sdk_source=web and next.
 */
export type LoginRoute = 'sso' | 'passport';

/**
 * The local-storage key remembering the {@link LoginRoute} across reloads (not a token). Its value
 * is kept from earlier releases, so a visitor who logged in before an upgrade still leaves right.
 */
export const LOGIN_ROUTE_KEY = 'ck.account.signInRoute';

/** How the visitor logged in, as reports name it (`login_type`): an SMS code is `mobile`, a provider its type. */
export type LoginMethod = LoginType | 'email' | 'password' | 'qr' | 'app';

/** The local-storage key remembering the {@link LoginMethod} across reloads (not a token). */
export const LOGIN_METHOD_KEY = 'ck.account.loginMethod';

/** Where the visitor stands: unknown until the first check (anonymous or logged in). */
export interface AccountState {
  readonly status: 'unknown' | 'checking' | 'logged-in' | 'logged-out';
  readonly userId?: string;
  readonly user?: AccountUser;
  /** How the visitor logged in, when this page (or an earlier one) logged them in. */
  readonly loginRoute?: LoginRoute;
  /** The method the visitor logged in by, when this page (or an earlier one) logged them in. */
  readonly loginMethod?: LoginMethod;
}

/** What a successful login returns (Mobile login step 4). */
export interface LoginResult {
  readonly userId: string;
  /** The server's redirect address, to follow when the page wants to. */
  readonly redirectUrl?: string;
}

/** What the session is built on. */
export interface AccountSessionDeps {
  /** The account's state, which the session moves (the service exposes it read-only). */
  readonly state: BehaviorSubject<AccountState>;
  readonly loggedIn: Subject<AccountUser>;
  readonly page: PagePort;
  readonly storage?: StoragePort;
  readonly activity: ApiClient;
  readonly sso: SsoApi;
  readonly appId: string;
  readonly activityId: string;
  /** The logout address of each route, back to `next`. */
  readonly logoutUrls: Readonly<Record<LoginRoute, (next: string) => string>>;
}

/**
 * The visitor's session, which every login method finishes through: the login check and the
 * account info, the remembered login route and the one logout. The account's
 * collaborators (code routes, passport logins, QR, app authorisation, providers) take it.
 */
export class AccountSession {
  readonly #deps: AccountSessionDeps;
  /** The route when no storage was given. */
  #memoryRoute: LoginRoute | undefined;
  #memoryMethod: LoginMethod | undefined;

  /** @internal The account's wiring builds the one session. */
  constructor(deps: AccountSessionDeps) {
    this.#deps = deps;
  }

  get state(): AccountState {
    return this.#deps.state.value;
  }

  /**
   * The login check, then the account info when logged in; 'not logged in' is a state, not an
   * error. An answer still current is not asked again: once this page knows the visitor is logged
   * in or out, the state answers, until a login or logout here changes it (`fresh` asks the server
   * anyway, as after a login). Checks asked for while one is under way share its answer.
   */
  check({ fresh = false }: { readonly fresh?: boolean } = {}): Promise<AccountState> {
    const { status } = this.state;
    if (!fresh && (status === 'logged-in' || status === 'logged-out')) return Promise.resolve(this.state);
    return this.#checkOnce();
  }

  readonly #checkOnce = shareInFlight(() => this.#check());

  async #check(): Promise<AccountState> {
    const { state, activity, sso, appId, activityId } = this.#deps;
    patchState(state, { status: 'checking' });
    try {
      const userId = await loginCheck(activity, appId, activityId);
      const user = toAccountUser(await sso.accountInfo().catch(() => ({ user_id_str: userId })));
      setState(state, { status: 'logged-in', userId, user, loginRoute: this.#route(), loginMethod: this.#method() });
    } catch (error) {
      if (!isCampaignKitError(error, 'NOT_LOGIN')) {
        setState(state, { status: 'unknown' });
        throw error;
      }
      this.#forgetRoute();
      setState(state, { status: 'logged-out' });
    }
    return state.value;
  }

  /** The logged-in user's id; throws `NOT_LOGIN` ('Not Login!') without a session. */
  async requireUserId(): Promise<string> {
    const state = await this.check();
    if (state.status !== 'logged-in' || !state.userId) throw new CampaignKitError('NOT_LOGIN', MESSAGES.notLogin);
    return state.userId;
  }

  /**
   * Finishes a login the server accepted: checks the session, loads the account, remembers the
   * route for logout and emits `loggedIn$`.
   * @throws CampaignKitError `NOT_LOGIN` ('login fail!') when the server has no session after all.
   */
  async finish(route: LoginRoute, redirectUrl: string | undefined, method: LoginMethod): Promise<LoginResult> {
    const state = await this.check({ fresh: true });
    if (state.status !== 'logged-in' || !state.userId) throw new CampaignKitError('NOT_LOGIN', MESSAGES.loginFail);
    this.#remember(route, method);
    if (state.user) this.#deps.loggedIn.next(state.user);
    return { userId: state.userId, redirectUrl };
  }

  /** Forgets the session here and leaves for the logout address of the route logged in by (`sso` when unknown). */
  logout(next: string): void {
    const logoutUrl = this.#deps.logoutUrls[this.#route() ?? 'sso'];
    this.#forgetRoute();
    setState(this.#deps.state, { status: 'logged-out' });
    this.#deps.page.navigate(logoutUrl(next));
  }

  #route(): LoginRoute | undefined {
    const route = this.#deps.storage?.get<string>('local', LOGIN_ROUTE_KEY) ?? this.#memoryRoute;
    return route === 'sso' || route === 'passport' ? route : undefined;
  }

  #method(): LoginMethod | undefined {
    return (this.#deps.storage?.get<LoginMethod>('local', LOGIN_METHOD_KEY) ?? this.#memoryMethod) || undefined;
  }

  #remember(route: LoginRoute, method: LoginMethod): void {
    this.#memoryRoute = route;
    this.#memoryMethod = method;
    this.#deps.storage?.set('local', LOGIN_ROUTE_KEY, route);
    this.#deps.storage?.set('local', LOGIN_METHOD_KEY, method);
    patchState(this.#deps.state, { loginRoute: route, loginMethod: method });
  }

  #forgetRoute(): void {
    this.#memoryRoute = undefined;
    this.#memoryMethod = undefined;
    this.#deps.storage?.remove('local', LOGIN_ROUTE_KEY);
    this.#deps.storage?.remove('local', LOGIN_METHOD_KEY);
  }
}
