import { ContainerModule } from 'inversify';
import { ConsentGate } from '../../domain/consent/consent-gate';
import { ConsentService } from '../../domain/consent/consent.service';
import type { ConsentConfig } from '../../domain/consent/consent.types';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { SERVICES } from '../tokens';

/** `CampaignKitOptions.consent`: the cookie configuration plus the cookie keys each reporter needs. */
export interface ConsentOptions extends ConsentConfig {
  /**
   * Cookie keys a reporter needs before it may send anything (SPEC §2, §4): until the visitor
   * decides, its events are held; they go on acceptance of every key and are dropped otherwise.
   * A reporter with no entry (or an empty list) is not gated.
   */
  readonly gates?: { readonly tracking?: readonly string[]; readonly monitoring?: readonly string[] };
}

/** Binds cookie consent; initialised only when the options configure it. */
export const consentModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Consent)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const consent = new ConsentService({ storage: resolve(ctx, PORTS.Storage), clock: resolve(ctx, PORTS.Clock) });
      if (options.consent) consent.init(options.consent);
      return consent;
    })
    .inSingletonScope();
});

type Context = Parameters<typeof resolve>[0];

/** The consent gate of one reporter, or undefined when the options do not gate it. */
export function consentGateFor(ctx: Context, reporter: keyof NonNullable<ConsentOptions['gates']>): ConsentGate | undefined {
  const keys = resolve(ctx, SERVICES.Options).consent?.gates?.[reporter];
  if (!keys || keys.length === 0) return undefined;
  return new ConsentGate(resolve(ctx, SERVICES.Consent).consent$, keys);
}
