import { DataLayerGoogleTagAdapter } from '../../adapters/browser/data-layer-google-tag.adapter';
import { connectGoogleConsentMode, signalRules, type GoogleConsentModeOptions } from '../../domain/consent/google-consent-mode';
import type { GoogleTagPort } from '../../ports/google-tag.port';
import type { Feature } from '../feature';
import { featureOptions } from './feature-options';

/**
 * Google Consent Mode v2 for the Google tags the page loads itself (gtag.js or Tag Manager; the
 * kit loads neither), over `consent()`'s decisions: as `createCampaignKit` builds the kit,
 * `gtag('consent', 'default', ...)` with `ad_storage`, `ad_user_data`, `ad_personalization` and
 * `analytics_storage` denied goes onto `window.dataLayer`; then `gtag('consent', 'update', ...)`
 * for the visitor's decision (a stored one at once) and each later one that changes a signal. A
 * page that does not list it bundles none of it. Where there is no window (server rendering) it
 * queues nothing. See docs/consent.md.
 * @param options - the cookie keys each signal needs, `waitForUpdateMs` (default `500` ms) and the
 *   `regions` the default applies to (default every region).
 * @throws CampaignKitError `INVALID_ARGUMENT` ('googleConsentMode() takes an options object, ...')
 *   for options that are not an object; from `createCampaignKit`, `FEATURE_MISSING` when
 *   `consent()` is not listed, and `INVALID_ARGUMENT` ('consent init fail, googleConsentMode ...')
 *   for a signal other than the four, a list that is empty or names a cookie key `cookieTypes`
 *   lacks, a negative `waitForUpdateMs` or `regions` that is not a list of codes.
 * @example
 * ```ts
 * createCampaignKit({
 *   ...settings,
 *   features: [consent(config), googleConsentMode({ signals: { analytics_storage: ['analytics'], ad_storage: ['ads'], ad_user_data: ['ads'], ad_personalization: ['ads'] } })],
 * });
 * ```
 */
export function googleConsentMode(options: GoogleConsentModeOptions = {}): Feature<'googleConsentMode', Record<never, never>> {
  options = featureOptions('googleConsentMode', options);
  return {
    name: 'googleConsentMode',
    requires: ['consent'],
    members: {},
    created(ctx) {
      const consent = ctx.get('consent');
      const tag = ctx.ports.googleTag ?? pageGoogleTag();
      if (tag) return connectGoogleConsentMode(consent.consent$, consent.config, options, tag);
      // Checked without a page too, so server rendering refuses the options the browser would.
      signalRules(options, consent.config);
      return undefined;
    },
  };
}

/** The page's `window.dataLayer`, or none where there is no window. */
function pageGoogleTag(): GoogleTagPort | undefined {
  return typeof window === 'undefined' ? undefined : new DataLayerGoogleTagAdapter(window as never);
}
