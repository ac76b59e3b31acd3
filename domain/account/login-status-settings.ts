import { isLoginType } from './login-types';
import type { LoginStatusEntry } from './login-status';
import type { ProviderSetting } from './providers/provider-settings';

/**
 * The provider settings the login-status entries describe (entries of unknown types and mobile
 * are left out); a module of its own, so a page that turns entries into settings does not load
 * `kit.account.loginStatus`'s code with it.
 * @example kit.account.configureProviders(toProviderSettings(await kit.account.loginStatus.load(url, appId)));
 */
export function toProviderSettings(entries: readonly LoginStatusEntry[]): ProviderSetting[] {
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
