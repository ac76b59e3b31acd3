import { ConsentGate } from '../../domain/consent/consent-gate';
import { resolve, resolveOptional } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';

/**
 * The consent gate a feature's sending waits behind: the cookie keys `consent({ gates })` names for
 * it, or undefined when the page gates nothing for it (or lists no consent).
 */
export function consentGateFor(ctx: Parameters<typeof resolve>[0], gate: 'tracking' | 'monitoring'): ConsentGate | undefined {
  const keys = resolveOptional(ctx, FEATURE_OPTIONS.Consent)?.gates?.[gate];
  return keys && keys.length > 0 ? new ConsentGate(resolve(ctx, SERVICES.Consent).consent$, keys) : undefined;
}
