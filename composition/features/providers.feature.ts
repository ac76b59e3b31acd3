import type { ProviderPlugin } from '../../domain/account/provider-plugin';
import { openPopupWithinTap } from '../../domain/account/provider-popup';
import type { ProviderSetting } from '../../domain/account/providers/provider-settings';
import { takeReturn, type ReturnParams } from '../../domain/account/providers/oauth-return';
import { ProviderStatus } from '../../domain/account/providers/provider-status';
import { CampaignKitError } from '../../ports/errors';
import type { Feature, KitParts } from '../feature';

/**
 * Third-party provider logins: apple, facebook, google, kakao, line, douyin,
 * toutiao, tiktok, twitter, vk, weibo, by redirect or popup, through `kit.account.loginWithProvider`.
 * A provider's code is imported on its first login; `kit.start()` removes a provider's return from
 * the address at once, before any start-up effect, and then finishes it. Needs `account()`; a page that does not list it bundles no provider code.
 * @param settings - each provider's settings (Social provider settings).
 * @throws CampaignKitError `INVALID_ARGUMENT` '{provider} init fail, {field} is undefined', or
 *   'unsupported login method: {type}'.
 * @example
 * ```ts
 * features: [account(), providers([{ type: 'google', platform_app_id: 2, client_id: '...' }])]
 * ```
 */
export function providers(settings: readonly ProviderSetting[] = []): Feature<'providers', object, Pick<KitParts, 'providerPlugin'>> {
  if (!Array.isArray(settings)) throw new CampaignKitError('INVALID_ARGUMENT', 'providers() takes a list of provider settings, e.g. providers([{ type: \'google\', client_id: \'...\' }])');
  const status = new ProviderStatus();
  status.configure(settings);
  let taken: ReturnParams | undefined;
  const plugin: ProviderPlugin = {
    status,
    load: () => import('../../domain/account/providers/provider-login'),
    openPopup: openPopupWithinTap,
    takeReturn: () => {
      const params = taken;
      taken = undefined;
      return params;
    },
  };
  return {
    name: 'providers',
    requires: ['account'],
    members: {},
    parts: { providerPlugin: () => plugin },
    listen(ctx) {
      // At once: the code or token leaves the address before a report, a lookup or the first paint.
      taken = takeReturn(ctx.ports.page);
    },
    start(ctx) {
      // The outcome lands in kit.account.providers (state$ and redirectLogin).
      if (status.configured) ctx.get('account').handleProviderReturn().catch(() => undefined);
    },
  };
}
