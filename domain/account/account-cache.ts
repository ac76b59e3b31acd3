import type { BehaviorSubject } from 'rxjs';
import { setState, type StateSource } from '../shared/state-source';
import type { AccountState } from './account-session';
import type { AccountUser } from './account-user';
import type { AccountGames, GameUser } from './game-account.api';

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
  readonly games: Pick<AccountGames, 'webBLogin'>;
  readonly lists?: UserListsSource;
}

/**
 * The account cache (`kit.account.cache`): the passport account, then its game users
 * (/web_b/account/login), then the server, role and server-and-roles lists of the first user,
 * loaded in that order; clearable. Its state is there from the start; the code that loads it is
 * imported on the first `load`, and the state turns `loading` once that code has arrived.
 */
export interface AccountCache extends StateSource<AccountCacheState> {
  /**
   * Loads (or returns the loaded) cache.
   * @throws CampaignKitError `NOT_LOGIN` ('Not Login!') without a session; what the calls throw.
   */
  load(): Promise<AccountCacheState>;
  /** Empties the cache; the next `load` fetches everything again. */
  clear(): void;
}

/** The cache before anything is loaded, and after `clear`. */
export const EMPTY_ACCOUNT_CACHE: AccountCacheState = { status: 'empty', users: [], servers: [], roles: [], serverRoles: [] };

/** The account cache over `state`, which `loader` (an `AccountCacheLoader`, imported on the first `load`) fills. */
export function accountCache(state: BehaviorSubject<AccountCacheState>, loader: () => Promise<Pick<AccountCache, 'load'>>): AccountCache {
  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    load: async () => (await loader()).load(),
    clear: () => setState(state, EMPTY_ACCOUNT_CACHE),
  };
}
