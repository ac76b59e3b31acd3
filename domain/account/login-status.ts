import type { HttpPort } from '../../ports/http.port';
import type { StoragePort } from '../../ports/storage.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/** One login-status entry: which providers the app offers and their client ids. */
export interface LoginStatusEntry {
  readonly type: string;
  readonly platform_app_id?: number | string;
  readonly client_id?: string;
  readonly app_key?: string;
}

/** The local-storage key of an app id's entries (cached per app id). */
export const loginStatusKey = (appId: string): string => `ck.login-status.${appId}`;

/**
 * `kit.account.loginStatus`: the act site's login-status entries, cached per app id. Its code is
 * imported on the first call; it works before the account's `init`.
 */
export interface AccountLoginStatus {
  /**
   * The entries for `appId`, from the cache when present (unless `refresh`), else from `url`.
   * @throws CampaignKitError `SERVER` APPID出错，请检查 when the answer is not a success;
   *   `TIMEOUT`, `NETWORK`.
   */
  load(url: string, appId: string, options?: { readonly refresh?: boolean }): Promise<LoginStatusEntry[]>;
  /** Forgets the cached entries of `appId`. */
  clear(appId: string): Promise<void>;
}

/**
 * The act site's login-status entries (GET with appid; `{ success, result }`), cached in
 * local storage per app id; `toProviderSettings` (login-status-settings) turns them into provider settings.
 * `kit.account.loginStatus` imports this module on its first call.
 */
export class LoginStatus {
  readonly #http: HttpPort;
  readonly #storage: StoragePort | undefined;

  /** @param ports - without `storage` nothing is cached. */
  constructor(ports: { http: HttpPort; storage?: StoragePort }) {
    this.#http = ports.http;
    this.#storage = ports.storage;
  }

  /**
   * The entries for `appId`, from the cache when present (unless `refresh`), else from `url`.
   * @throws CampaignKitError `SERVER` APPID出错，请检查 when the answer is not a success;
   *   `TIMEOUT`, `NETWORK`.
   */
  async load(url: string, appId: string, options: { refresh?: boolean } = {}): Promise<LoginStatusEntry[]> {
    const cached = this.#storage?.get<LoginStatusEntry[]>('local', loginStatusKey(appId));
    if (cached && !options.refresh) return cached;
    const response = await this.#http.request<{ success?: boolean; result?: LoginStatusEntry[] }>({ method: 'GET', url, query: { appid: appId }, withCredentials: true });
    const body = response.data;
    if (response.status !== 200 || body?.success !== true || !Array.isArray(body.result)) {
      throw new CampaignKitError('SERVER', MESSAGES.appIdError, { status: response.status, logId: response.headers['x-tt-logid'] });
    }
    this.#storage?.set('local', loginStatusKey(appId), body.result);
    return body.result;
  }

  /** Forgets the cached entries of `appId`. */
  clear(appId: string): void {
    this.#storage?.remove('local', loginStatusKey(appId));
  }
}
