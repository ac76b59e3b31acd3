import type { Observable } from 'rxjs';
import { CampaignKitError } from '../../ports/errors';
import type { ConsentSignalValue, GoogleTagPort } from '../../ports/google-tag.port';
import { cookieEntries, optionalCookieKeys } from './consent-config';
import type { ConsentConfig, ConsentDecision } from './consent.types';

/** One Consent Mode v2 signal. */
export type ConsentSignal = 'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage';

/** The Consent Mode v2 signals the kit sets. */
export const CONSENT_SIGNALS: readonly ConsentSignal[] = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'];

/** Every signal with its value, as `gtag('consent', ...)` takes them. */
export type ConsentSignals = Readonly<Record<ConsentSignal, ConsentSignalValue>>;

/** How long tags wait for the visitor's stored decision after the default, in ms: Google's example figure. */
export const DEFAULT_WAIT_FOR_UPDATE_MS = 500;

/** Options of Google Consent Mode v2 (`googleConsentMode(options)`). */
export interface GoogleConsentModeOptions {
  /**
   * The cookie keys (of `cookieTypes`) each signal needs: the signal is granted once the visitor
   * has decided and every one of its keys is on. A signal without an entry needs every cookie the
   * visitor may turn off and an accepted decision: granted after Accept All, denied after Reject
   * All and after a Save that left any cookie off.
   * @example `{ analytics_storage: ['analytics'], ad_storage: ['ads'], ad_user_data: ['ads'], ad_personalization: ['ads'] }`
   */
  readonly signals?: Readonly<Partial<Record<ConsentSignal, readonly string[]>>>;
  /** How long Google's tags wait for an update after the default, in ms (`wait_for_update`). Defaults to `500` ms. */
  readonly waitForUpdateMs?: number;
  /**
   * The visitors' regions the denied default applies to, as ISO 3166-2 codes (`'DE'`, `'US-CA'`):
   * Google's `region` parameter. Defaults to every region.
   */
  readonly regions?: readonly string[];
}

/** What {@link consentSignals} reads for each signal: its keys, and whether the decision must be an acceptance. */
export type SignalRules = Readonly<Record<ConsentSignal, { readonly keys: readonly string[]; readonly needsAcceptance: boolean }>>;

const invalid = (message: string) => new CampaignKitError('INVALID_ARGUMENT', `consent init fail, googleConsentMode ${message}`);

/**
 * Checks the options against the cookie configuration and resolves each signal's rule (the
 * default for a signal without an entry).
 * @throws CampaignKitError `INVALID_ARGUMENT` 'consent init fail, googleConsentMode ...' for options
 *   that are not an object, a signal that is not a Consent Mode v2 signal, a list that is empty or
 *   names a cookie key `cookieTypes` lacks, a `waitForUpdateMs` that is not 0 or more, or `regions`
 *   that is not a list of codes.
 */
export function signalRules(options: GoogleConsentModeOptions, config: ConsentConfig): SignalRules {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw invalid('must be an options object');
  const { signals = {}, waitForUpdateMs, regions } = options;
  if (waitForUpdateMs !== undefined && !(typeof waitForUpdateMs === 'number' && Number.isFinite(waitForUpdateMs) && waitForUpdateMs >= 0)) {
    throw invalid(`waitForUpdateMs must be 0 or more ms, got ${String(waitForUpdateMs)}`);
  }
  if (regions !== undefined && !(Array.isArray(regions) && regions.every((code) => typeof code === 'string' && code !== ''))) {
    throw invalid('regions must be a list of ISO 3166-2 codes');
  }
  if (typeof signals !== 'object' || signals === null) throw invalid('signals must map signals to cookie keys');
  const known = new Set(cookieEntries(config).map((entry) => entry.key));
  for (const [signal, keys] of Object.entries(signals) as [string, unknown][]) {
    if (!(CONSENT_SIGNALS as readonly string[]).includes(signal)) throw invalid(`signals: ${signal} is not one of ${CONSENT_SIGNALS.join(', ')}`);
    if (!Array.isArray(keys) || keys.length === 0) throw invalid(`signals.${signal} must list cookie keys`);
    const unknown = keys.find((key) => !known.has(key));
    if (unknown !== undefined) throw invalid(`signals.${signal} names an unknown cookie key: ${String(unknown)}`);
  }
  const everyOptional = optionalCookieKeys(config);
  const rules = CONSENT_SIGNALS.map((signal) => {
    const keys = signals[signal];
    return [signal, keys ? { keys: [...keys], needsAcceptance: false } : { keys: everyOptional, needsAcceptance: true }] as const;
  });
  return Object.fromEntries(rules) as unknown as SignalRules;
}

/** Each signal's value for a decision: denied while it is pending, else as the signal's rule says. */
export function consentSignals({ status, granted }: ConsentDecision, rules: SignalRules): ConsentSignals {
  const value = (signal: ConsentSignal): ConsentSignalValue => {
    const { keys, needsAcceptance } = rules[signal];
    if (status === 'pending' || (needsAcceptance && status !== 'accepted')) return 'denied';
    return keys.every((key) => granted.includes(key)) ? 'granted' : 'denied';
  };
  return Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, value(signal)])) as ConsentSignals;
}

/** The parameters of `gtag('consent', 'default', ...)`: every signal denied, `wait_for_update`, and `region` when given. */
export function defaultConsentParams(options: GoogleConsentModeOptions) {
  const denied = Object.fromEntries(CONSENT_SIGNALS.map((signal) => [signal, 'denied'])) as ConsentSignals;
  const waiting = { ...denied, wait_for_update: options.waitForUpdateMs ?? DEFAULT_WAIT_FOR_UPDATE_MS };
  return options.regions ? { ...waiting, region: [...options.regions] } : waiting;
}

/**
 * Google Consent Mode v2 over the page's tag queue: queues the denied default at once, then an
 * update for the visitor's decision, the stored one included, and for each later decision that
 * changes a signal. Call it before the page's tags run (`createCampaignKit` does, as it builds the kit).
 * @param consent$ - the decisions (`ConsentService.consent$`, which gives its current one at once).
 * @returns the function that stops the updates.
 * @throws CampaignKitError `INVALID_ARGUMENT` ('consent init fail, googleConsentMode ...') for a
 *   signal other than the four, a list that is empty or names a cookie key `config` lacks, a
 *   negative `waitForUpdateMs` or `regions` that is not a list of codes.
 * @see docs/consent.md
 */
export function connectGoogleConsentMode(consent$: Observable<ConsentDecision>, config: ConsentConfig, options: GoogleConsentModeOptions, tag: GoogleTagPort): () => void {
  const rules = signalRules(options, config);
  tag.consent('default', defaultConsentParams(options));
  let last = '';
  const subscription = consent$.subscribe((decision) => {
    if (decision.status === 'pending') return;
    const signals = consentSignals(decision, rules);
    const key = JSON.stringify(signals);
    if (key === last) return;
    last = key;
    tag.consent('update', signals);
  });
  return () => subscription.unsubscribe();
}
