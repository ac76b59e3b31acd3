import { optionalCookieKeys } from '../../domain/consent/consent-config';
import { ConsentGate } from '../../domain/consent/consent-gate';
import { resolve, resolveOptional } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';

/**
 * The consent gate a feature's sending waits behind, when `consent()` is listed: the cookie keys
 * `consent({ gates })` names for it; by default (no entry) every cookie the visitor may turn off,
 * with an accepted decision; none for an empty list (the page's explicit opt-out). Undefined
 * without consent() or with the opt-out.
 */
export function consentGateFor(ctx: Parameters<typeof resolve>[0], gate: 'tracking' | 'monitoring'): ConsentGate | undefined {
  const options = resolveOptional(ctx, FEATURE_OPTIONS.Consent);
  if (!options) return undefined;
  const consent = resolve(ctx, SERVICES.Consent);
  const keys = options.gates?.[gate];
  // With only locked cookies there is no key to wait for: the decision itself must be an acceptance.
  if (keys === undefined) return new ConsentGate(consent.consent$, optionalCookieKeys(consent.config), { needsAcceptance: true });
  return keys.length > 0 ? new ConsentGate(consent.consent$, keys) : undefined;
}
