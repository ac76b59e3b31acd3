import type { HttpPort } from '../ports/http.port';
import { isLanguage, unsupportedLanguageMessage, type Language } from '../domain/i18n/language';
import { validateAid, validateAccountIds, validateOrigin, validateTimeoutMs } from '../domain/config/validate';
import { validateOriginList } from '../domain/shared/allowed-origins';
import { CampaignKitError } from '../ports/errors';
import type { AnyFeature } from './feature';
import type { KitSettings, PassportSettings } from './settings';
import { validateThirdPartyScripts, type ThirdPartyScripts } from './third-party-scripts';

export type { KitSettings, PassportSettings } from './settings';

/** Options of `createCampaignKit`: the ids every feature shares, and the features. */
export interface CampaignKitOptions<F extends readonly AnyFeature[] = readonly AnyFeature[]> {
  /** The passport app id; required, a number ('enter aid' / 'aid must be a number'). */
  readonly aid: number;
  /** The game's app_id. */
  readonly appId: string;
  /** The activity_id, a string. */
  readonly activityId: string;
  /**
   * The capabilities this page uses, e.g. `[account(), reservation(), tracking({ zone: 'cn' })]`.
   * Only what is listed is bundled and built; the kit's members follow the list.
   */
  readonly features: F;
  /** Origin of the activity calls (`/act/{app_id}/...`). Defaults to the page's origin; required on the server. */
  readonly apiOrigin?: string;
  /** Origin of the single-sign-on calls. Defaults to `apiOrigin`. */
  readonly ssoOrigin?: string;
  /** The passport's origin, region, signing script and common params. */
  readonly passport?: PassportSettings;
  /** Request timeout in ms. Defaults to `5000` ms. */
  readonly timeoutMs?: number;
  /**
   * The HTTP transport. Defaults to a `FetchHttpAdapter` (fetch with AbortController timeouts);
   * pass an `AxiosHttpAdapter` from `campaign-kit/adapters` for axios interceptors or older webviews
   * (`npm install axios`, then `new AxiosHttpAdapter(axios)`: axios is an optional peer dependency).
   */
  readonly transport?: HttpPort;
  /**
   * The page's language: what the widgets speak when neither the page's `lang` parameter nor a
   * stored choice says, before the visitor's browser languages (docs/i18n.md). A server render
   * speaks it. zh-CN, en, ja, ko or zh-TW; without it, the browser's languages, then zh-CN.
   */
  readonly language?: Language;
  /** The game browser's user-agent marker for device detection. Defaults to `GameBrowser/<version>`. */
  readonly gamePattern?: RegExp;
  /**
   * The page's Content-Security-Policy nonce, set on every script and style element the kit adds
   * (third-party scripts, site config's actions). Defaults to none.
   */
  readonly nonce?: string;
  /**
   * Pins for the third-party scripts the kit loads (signing script, wx JS-SDK, qqapi, captcha SDK):
   * each a named version's address, backups and a Subresource Integrity hash. Defaults to the
   * kit's own named versions, without a hash.
   */
  readonly scripts?: ThirdPartyScripts;
  /**
   * Origins besides the page's own that the kit may send the browser to on its own (logout
   * `next`, downloads), e.g. `['https://passport.example.com']`: compared exactly, https only
   * (http only for localhost). Anything else is refused, so no parameter can make the page an
   * open redirect. Defaults to none.
   */
  readonly navigationOrigins?: readonly string[];
}

/** The message when an origin cannot be taken from the page (server rendering). */
export const API_ORIGIN_REQUIRED = 'apiOrigin is required where there is no page address (server rendering): pass apiOrigin, or create the kit in the browser';

/**
 * Validates the common options with the messages and fills the origins from the page: every
 * option the ports are built from (transport, timeout, nonce, script pins) included, so nothing is
 * built from an option that would be refused.
 * @param pageUrl - the page's address; undefined on the server, where `apiOrigin` is required.
 * @throws CampaignKitError `INVALID_ARGUMENT`, also for a `language` the widgets do not speak, a pinned script address that is not https,
 *   a `timeoutMs` that is not 0 or a positive number, a `nonce` that is not a string, or a
 *   `transport` without a `request` method.
 */
export function resolveSettings(options: CampaignKitOptions, pageUrl: string | undefined): KitSettings {
  validateAid(options.aid);
  const { appId, activityId } = validateAccountIds(options.appId, options.activityId);
  if (!Array.isArray(options.features)) {
    throw new CampaignKitError('INVALID_ARGUMENT', 'features must be a list, e.g. features: [account(), reservation()]');
  }
  const fallback = options.apiOrigin ?? (pageUrl ? new URL(pageUrl).origin : undefined);
  if (fallback === undefined) throw new CampaignKitError('INVALID_ARGUMENT', API_ORIGIN_REQUIRED);
  const apiOrigin = validateOrigin('apiOrigin', fallback);
  const ssoOrigin = validateOrigin('ssoOrigin', options.ssoOrigin ?? apiOrigin);
  const scripts = validateThirdPartyScripts(options.scripts);
  if (options.language !== undefined && !isLanguage(options.language)) throw new CampaignKitError('INVALID_ARGUMENT', unsupportedLanguageMessage(options.language));
  return {
    transport: validateTransport(options.transport),
    timeoutMs: validateTimeoutMs('timeoutMs', options.timeoutMs),
    nonce: validateNonce(options.nonce),
    aid: options.aid,
    appId,
    activityId,
    apiOrigin,
    ssoOrigin,
    passport: scripts?.signing ? { ...options.passport, signingScript: scripts.signing } : (options.passport ?? {}),
    language: options.language,
    gamePattern: options.gamePattern,
    scripts,
    navigationOrigins: validateOriginList('navigationOrigins', options.navigationOrigins),
  };
}

function validateTransport(transport: HttpPort | undefined): HttpPort | undefined {
  if (transport !== undefined && typeof (transport as Partial<HttpPort> | null)?.request !== 'function') {
    throw new CampaignKitError('INVALID_ARGUMENT', 'transport must be an HTTP transport with a request method, e.g. new FetchHttpAdapter() or new AxiosHttpAdapter(axios)');
  }
  return transport;
}

function validateNonce(nonce: string | undefined): string | undefined {
  if (nonce !== undefined && (typeof nonce !== 'string' || nonce === '')) {
    throw new CampaignKitError('INVALID_ARGUMENT', `nonce must be the page's CSP nonce (a non-empty string), got ${JSON.stringify(nonce)}`);
  }
  return nonce;
}
