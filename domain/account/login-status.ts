import type { HttpPort } from '../../ports/http.port';
import type { StoragePort } from '../../ports/storage.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import { isLoginType } from './login-types';
import type { ProviderSetting } from './providers/provider-settings';

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
 * The act site's login-status entries (GET with appid; `{ success, result }`), cached in
 * local storage per app id, and turned into provider settings.
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

  /** The provider settings the entries describe (entries of unknown types and mobile are left out). */
  static toProviderSettings(entries: readonly LoginStatusEntry[]): ProviderSetting[] {
    return entries
      .filter((entry) => isLoginType(entry.type) && entry.type !== 'mobile')
      .map((entry) => {
        const type = entry.type as ProviderSetting['type'];
        const key = entry.app_key ?? entry.client_id;
        return {
          type,
          platform_app_id: entry.platform_app_id,
          client_id: entry.client_id,
          app_key: entry.app_key,
          app_id: type === 'facebook' ? key : undefined,
          app_secret: type === 'kakao' ? key : undefined,
          client_key: type === 'tiktok' || type === 'douyin' || type === 'toutiao' ? key : undefined,
        };
      });
  }
}
