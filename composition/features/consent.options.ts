import type { ConsentConfig } from '../../domain/consent/consent.types';
import type { GoogleConsentModeOptions } from '../../domain/consent/google-consent-mode';

/** Options of `consent()`: the cookie configuration, the cookie keys each reporter needs, and Google Consent Mode. */
export interface ConsentOptions extends ConsentConfig {
  /**
   * Cookie keys a reporter needs before it may send anything: until the visitor decides, its
   * events are held in memory; they go on acceptance of every key and are dropped otherwise.
   * A reporter with no entry needs every cookie of `cookieTypes` the visitor may turn off (all but
   * the `allowChange: false` ones) and an accepted decision: nothing goes before the visitor
   * decides, everything goes after Accept All, nothing after Reject All. An empty list is the
   * explicit opt-out: that reporter sends at once, whatever the visitor decides.
   * @example
   * ```ts
   * consent({ ...config, gates: { tracking: ['analytics'], monitoring: [] } }) // tracking waits for analytics; monitoring is not gated
   * ```
   */
  readonly gates?: { readonly tracking?: readonly string[]; readonly monitoring?: readonly string[] };
  /**
   * Google Consent Mode v2 for the Google tags the page loads itself (gtag.js or Tag Manager; the
   * kit loads neither): as the kit is built, `gtag('consent', 'default', ...)` with
   * `ad_storage`, `ad_user_data`, `ad_personalization` and `analytics_storage` denied goes onto
   * `window.dataLayer`; then `gtag('consent', 'update', ...)` for the visitor's decision (a stored
   * one at once) and each later one that changes a signal. Defaults to none (nothing is queued).
   * @example
   * ```ts
   * consent({ ...config, googleConsentMode: { signals: { analytics_storage: ['analytics'], ad_storage: ['ads'], ad_user_data: ['ads'], ad_personalization: ['ads'] } } })
   * ```
   * @see docs/consent.md
   */
  readonly googleConsentMode?: GoogleConsentModeOptions;
}
