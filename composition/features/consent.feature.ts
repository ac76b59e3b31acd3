import { ContainerModule } from 'inversify';
import { ConsentService } from '../../domain/consent/consent.service';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';
import { defineFeature } from './define-feature';
import type { ConsentOptions } from './consent.options';

export type { ConsentOptions } from './consent.options';

/**
 * Cookie consent as `kit.consent`: the banner, the settings panel and the stored decision. List
 * `googleConsentMode()` beside it to tell the page's Google tags each decision (docs/consent.md).
 * @throws CampaignKitError `INVALID_ARGUMENT` ('consent init fail, ...') for a malformed config,
 *   when `kit.consent` is first read (or as the kit is built, with `googleConsentMode()`).
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
  });
}
