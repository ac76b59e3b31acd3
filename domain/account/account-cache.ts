import { Store, type StateSource } from '../shared/state-source';
import type { AccountState } from './account-session';
import type { AccountUser } from './account-user';
import type { GameAccountApi, GameUser } from './game-account.api';

/** What loads the per-user lists; the kit wires the servers service (`kit.servers`). */
export interface UserListsSource {
  userServers(user: Readonly<Record<string, string | number | undefined>>): Promise<readonly unknown[]>;
  userRoles(user: Readonly<Record<string, string | number | undefined>>): Promise<readonly unknown[]>;
  userServerRoles(user: Readonly<Record<string, string | number | undefined>>): Promise<readonly unknown[]>;
}

/** The account cache. */
export interface AccountCacheState {
  readonly status: 'empty' | 'loading' | 'loaded' | 'failed';
  readonly account?: AccountUser;
  readonly users: readonly GameUser[];
  readonly servers: readonly unknown[];
  readonly roles: readonly unknown[];
  readonly serverRoles: readonly unknown[];
  readonly error?: string;
}

/** What the cache reads: the session, the game-account logins and, when the servers feature is listed, the lists. */
export interface AccountCacheDeps {
  readonly session: { requireUserId(): Promise<string>; readonly state: AccountState };
  readonly games: Pick<GameAccountApi, 'webBLogin'>;
  readonly lists?: UserListsSource;
}

const EMPTY: AccountCacheState = { status: 'empty', users: [], servers: [], roles: [], serverRoles: [] };

/**
 * The account cache: the passport account, then its game users (/web_b/account/login),
 * then the server, role and server-and-roles lists of the first user, loaded in that order; clearable.
 */
export class AccountCache implements StateSource<AccountCacheState> {
  readonly #store = new Store<AccountCacheState>(EMPTY);
  readonly state$ = this.#store.state$;
  readonly #deps: AccountCacheDeps;

  constructor(deps: AccountCacheDeps) {
    this.#deps = deps;
  }

  get state(): AccountCacheState {
    return this.#store.state;
  }

  /**
   * Loads (or returns the loaded) cache.
   * @throws CampaignKitError `NOT_LOGIN` ('Not Login!') without a session; what the calls throw.
   */
  async load(): Promise<AccountCacheState> {
    if (this.#store.state.status === 'loaded') return this.#store.state;
    this.#store.set({ ...EMPTY, status: 'loading' });
    try {
      await this.#deps.session.requireUserId();
      const account = this.#deps.session.state.user;
      const users = await this.#deps.games.webBLogin();
      const first = users[0];
      const fields = first ? { user_id: first.user_id, token: first.token } : {};
      const lists = this.#deps.lists;
      const servers = lists && first ? await lists.userServers(fields) : [];
      const roles = lists && first ? await lists.userRoles(fields) : [];
      const serverRoles = lists && first ? await lists.userServerRoles(fields) : [];
      this.#store.set({ status: 'loaded', account, users, servers, roles, serverRoles });
    } catch (error) {
      this.#store.set({ ...EMPTY, status: 'failed', error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    return this.#store.state;
  }

  /** Empties the cache; the next `load` fetches everything again. */
  clear(): void {
    this.#store.set(EMPTY);
  }
}
