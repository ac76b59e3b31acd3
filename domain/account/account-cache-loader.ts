import type { BehaviorSubject } from 'rxjs';
import { setState } from '../shared/state-source';
import type { AccountCacheDeps, AccountCacheState } from './account-cache';

/**
 * What loads the account cache into its state (see {@link accountCache}): the passport account,
 * then its game users (/web_b/account/login), then the server, role and server-and-roles lists of
 * the first user, in that order.
 */
export class AccountCacheLoader {
  readonly #deps: AccountCacheDeps;
  readonly #state: BehaviorSubject<AccountCacheState>;
  readonly #empty: AccountCacheState;

  /**
   * @param state - the cache's state, which `load` moves through loading to loaded or failed.
   * @param empty - the state before anything is loaded (passed in, so this lazily loaded module
   *   imports nothing from the account's first load).
   */
  constructor(deps: AccountCacheDeps, state: BehaviorSubject<AccountCacheState>, empty: AccountCacheState) {
    this.#deps = deps;
    this.#state = state;
    this.#empty = empty;
  }

  /**
   * Loads (or returns the loaded) cache.
   * @throws CampaignKitError `NOT_LOGIN` ('Not Login!') without a session; what the calls throw.
   */
  async load(): Promise<AccountCacheState> {
    const state = this.#state;
    const deps = this.#deps;
    if (state.value.status === 'loaded') return state.value;
    setState(state, { ...this.#empty, status: 'loading' });
    try {
      await deps.session.requireUserId();
      const account = deps.session.state.user;
      const users = await deps.games.webBLogin();
      const first = users[0];
      const fields = first ? { user_id: first.user_id, token: first.token } : {};
      const lists = deps.lists;
      const servers = lists && first ? await lists.userServers(fields) : [];
      const roles = lists && first ? await lists.userRoles(fields) : [];
      const serverRoles = lists && first ? await lists.userServerRoles(fields) : [];
      setState(state, { status: 'loaded', account, users, servers, roles, serverRoles });
    } catch (error) {
      setState(state, { ...this.#empty, status: 'failed', error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
    return state.value;
  }
}
