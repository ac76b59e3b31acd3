/** A Consent Mode signal's value. */
export type ConsentSignalValue = 'granted' | 'denied';

/**
 * The parameters of a Consent Mode command, as Google's tag reads them: signal names
 * (`ad_storage`, `analytics_storage`, ...) with their values, and for a default
 * `wait_for_update` (ms) and `region` (ISO 3166-2 codes).
 */
export type ConsentCommandParams = Readonly<Record<string, ConsentSignalValue | number | readonly string[]>>;

/**
 * The page's Google tag queue (`window.dataLayer`), read by gtag.js and Google Tag Manager alike,
 * whichever of them the page loads and whenever it loads it. Nothing is loaded.
 */
export interface GoogleTagPort {
  /** Queues `gtag('consent', action, params)`. */
  consent(action: 'default' | 'update', params: ConsentCommandParams): void;
}
