import { ContainerModule } from 'inversify';
import type { ProviderPlugin } from '../../domain/account/provider-plugin';
import type { ProviderSetting } from '../../domain/account/providers/provider-settings';
import { ProviderStatus } from '../../domain/account/providers/provider-status';
import { SERVICES } from '../tokens';
import { defineFeature } from './define-feature';

/**
 * Third-party provider logins: apple, facebook, google, kakao, line, douyin,
 * toutiao, tiktok, twitter, vk, weibo, by redirect or popup, through `kit.account.loginWithProvider`.
 * A provider's code is imported on its first login; `kit.start()` finishes a provider's return in
 * the address. Needs `account()`; a page that does not list it bundles no provider code.
 * @param settings - each provider's settings (Social provider settings).
 * @throws CampaignKitError `INVALID_ARGUMENT` '{provider} init fail, {field} is undefined', or
 *   'unsupported login method: {type}'.
 * @example
 * ```ts
 * features: [account(), providers([{ type: 'google', platform_app_id: 2, client_id: '...' }])]
 * ```
 */
export function providers(settings: readonly ProviderSetting[] = []) {
  const status = new ProviderStatus();
  status.configure(settings);
  const plugin: ProviderPlugin = { status, load: () => import('../../domain/account/providers/provider-login') };
  const module = new ContainerModule(({ bind }) => {
    bind(SERVICES.Providers).toConstantValue(plugin);
  });
  return defineFeature<'providers', object>({
    name: 'providers',
    requires: ['account'],
    modules: [module],
    members: {},
    start(ctx) {
      // The outcome lands in kit.account.providers (state$ and redirectLogin).
      if (status.configured) ctx.get(SERVICES.Account).handleProviderReturn().catch(() => undefined);
    },
  });
}
