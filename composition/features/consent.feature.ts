import { ContainerModule } from 'inversify';
import { ConsentService } from '../../domain/consent/consent.service';
import { connectGoogleConsentMode } from '../../domain/consent/google-consent-mode';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';
import { defineFeature } from './define-feature';
import type { ConsentOptions } from './consent.options';

export type { ConsentOptions } from './consent.options';

/**
 * Cookie consent as `kit.consent`: the banner, the settings panel and the stored decision. With
 * `googleConsentMode`, `createCampaignKit` queues Consent Mode's denied default on the page's
 * `dataLayer` as it builds the kit, then an update for each decision (docs/consent.md).
 * @throws CampaignKitError `INVALID_ARGUMENT` ('consent init fail, ...') from `createCampaignKit`
 *   when `googleConsentMode` is given with a malformed config or options.
 */
export function consent(options: ConsentOptions) {
  const module = new ContainerModule(({ bind }) => {
    bind(FEATURE_OPTIONS.Consent).toConstantValue(options);
    bind(SERVICES.Consent)
      .toDynamicValue((ctx) => {
        const service = new ConsentService({ storage: resolve(ctx, PORTS.Storage), clock: resolve(ctx, PORTS.Clock) });
        service.init(options);
        return service;
      })
      .inSingletonScope();
  });
  return defineFeature<'consent', { consent: ConsentService }>({
    name: 'consent',
    modules: [module],
    members: { consent: (ctx) => ctx.get(SERVICES.Consent) },
    created(ctx) {
      const tag = ctx.find(PORTS.GoogleTag);
      if (!options.googleConsentMode || !tag) return undefined;
      const service = ctx.get(SERVICES.Consent);
      return connectGoogleConsentMode(service.consent$, service.config, options.googleConsentMode, tag);
    },
  });
}
