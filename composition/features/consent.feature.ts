import { ContainerModule } from 'inversify';
import { ConsentService } from '../../domain/consent/consent.service';
import type { ConsentConfig } from '../../domain/consent/consent.types';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';
import { defineFeature } from './define-feature';

/** Options of {@link consent}: the cookie configuration plus the cookie keys each reporter needs. */
export interface ConsentOptions extends ConsentConfig {
  /**
   * Cookie keys a reporter needs before it may send anything (SPEC §2, §4): until the visitor
   * decides, its events are held; they go on acceptance of every key and are dropped otherwise.
   * A reporter with no entry (or an empty list) is not gated.
   */
  readonly gates?: { readonly tracking?: readonly string[]; readonly monitoring?: readonly string[] };
}

/** Cookie consent as `kit.consent`: the banner, the settings panel and the stored decision (SPEC §2, §3, §4). */
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
