import { optionalCookieKeys } from '../../domain/consent/consent-config';
import { ConsentGate } from '../../domain/consent/consent-gate';
import { ConsentService } from '../../domain/consent/consent.service';
import type { Feature, KitParts } from '../feature';
import type { ConsentOptions } from './consent.options';

export type { ConsentOptions } from './consent.options';

/**
 * Cookie consent as `kit.consent`: the banner, the settings panel and the stored decision. List
 * `googleConsentMode()` beside it to tell the page's Google tags each decision (docs/consent.md).
 * @throws CampaignKitError `INVALID_ARGUMENT` ('consent init fail, ...') for a malformed config,
 *   when `kit.consent` is first read (or as the kit is built, with `googleConsentMode()`).
 */
export function consent(options: ConsentOptions): Feature<'consent', Pick<KitParts, 'consent'>, Pick<KitParts, 'consentGate'>> {
  return {
    name: 'consent',
    members: {
      consent: ({ ports }) => {
        return new ConsentService({ storage: ports.storage, clock: ports.clock }, options);
      },
    },
    parts: {
      // The cookie keys `consent({ gates })` names for the reporter; by default (no entry) every
      // cookie the visitor may turn off, with an accepted decision; none for an empty list.
      consentGate: (ctx) => (reporter) => {
        const consent = ctx.get('consent');
        const keys = options.gates?.[reporter];
        // With only locked cookies there is no key to wait for: the decision itself must be an acceptance.
        if (keys === undefined) return new ConsentGate(consent.consent$, optionalCookieKeys(consent.config), { needsAcceptance: true });
        return keys.length > 0 ? new ConsentGate(consent.consent$, keys) : undefined;
      },
    },
  };
}
