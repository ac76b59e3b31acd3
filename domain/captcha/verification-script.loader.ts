import { BehaviorSubject, type Observable } from 'rxjs';
import type { ClockPort } from '../../ports/clock.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { HttpPort } from '../../ports/http.port';
import type { ScriptLoaderPort, ScriptLoadState } from '../../ports/script-loader.port';
import type { VerificationSdk, VerificationSdkPort } from '../../ports/verification-sdk.port';
import { allowedScriptUrl, trustworthyOrigin, validateOriginList } from '../shared/allowed-origins';
import { patchState, type StateSource } from '../shared/state-source';

/** The captcha script version the default addresses name. */
export const CAPTCHA_SCRIPT_VERSION = '2.27.2';
/** The captcha script load is reported slow past this, in ms. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 4000;
/** Each script GET may take this long, in ms. */
export const SCRIPT_GET_TIMEOUT_MS = 20_000;
/** The SDK global is polled every 50 ms... */
export const SDK_POLL_MS = 50;
/** ...giving up after about 60 polls. */
export const SDK_MAX_POLLS = 60;
/** Reported when the script took longer than 4000 ms. */
export const SLOW_LOAD_MESSAGE = MESSAGES.scriptSlow;
/** The type the init error callback receives. */
export const LOAD_ERROR_TYPE = 'loadJSSDK';

/** The two shared object-storage CDNs the default addresses are on. */
const DEFAULT_ORIGINS = ['https://lf-cdn-tos.bytescm.com', 'https://sf1-cdn-tos.douyinstatic.com'];
/** Where the SDK's builds are on those CDNs; anyone may keep other files there. */
const SDK_PATH = '/obj/rc-verifycenter/sec_sdk_build/';

/** The default script addresses, used when the settings fetch fails. */
export const DEFAULT_VERIFICATION_SCRIPTS: readonly string[] = DEFAULT_ORIGINS.map((origin) => `${origin}${SDK_PATH}${CAPTCHA_SCRIPT_VERSION}/captcha/index.js`);

/**
 * `candidate` normalised when it is an allowed script address on one of `origins` under the SDK's
 * path, with no encoded `.`, `/` or `\` (a server may resolve those above the path); else undefined.
 */
function sdkScriptUrl(candidate: string, origins: readonly string[]): string | undefined {
  const href = allowedScriptUrl(candidate, origins);
  const path = href && new URL(href).pathname;
  return path?.startsWith(SDK_PATH) && !/%(2e|2f|5c)/i.test(path) ? href : undefined;
}

/** The init error callback's argument. */
export interface VerificationLoadError {
  readonly type: typeof LOAD_ERROR_TYPE;
  readonly message: string;
}

/** Options of {@link VerificationScriptLoader}. */
export interface VerificationLoaderOptions {
  /**
   * Where the verification settings (`{ script_urls: string[] }`, primary first) are read. Without
   * it the defaults (or `scripts`) are used. Only the addresses the allow-list accepts are loaded
   * (see `scriptOrigins`); when it accepts none, the defaults (or `scripts`) are used. Without
   * `scripts` and `scriptOrigins`, the allow-list holds the default CDNs, under the SDK's path
   * (`/obj/rc-verifycenter/sec_sdk_build/`) only.
   */
  readonly settingsUrl?: string;
  /**
   * The addresses to use instead of the defaults: the primary, then the backups. Each must be
   * https (http only on localhost, 127.0.0.1 or [::1]); their origins are allowed for the settings'
   * addresses too (a default CDN under the SDK's path only), and the default CDNs no longer are.
   */
  readonly scripts?: readonly string[];
  /**
   * Origins (`https://cdn.example.com`) the settings' addresses may come from, besides those of
   * `scripts`; compared exactly, https only (http only for localhost), as site config compares its
   * script origins. When given, the default CDNs are no longer allowed (unless listed). Defaults to
   * none.
   */
  readonly scriptOrigins?: readonly string[];
  /**
   * The SDK file's Subresource Integrity hash (`sha384-...`), checked on every address tried: a
   * file that does not match is not run. Defaults to none.
   */
  readonly integrity?: string;
  /** The init error callback: slow loads and failures, with type `loadJSSDK`. */
  readonly onError?: (error: VerificationLoadError) => void;
}

/** Where the loader stands (not loaded, loading, loaded, failed). */
export interface VerificationLoaderState {
  readonly status: ScriptLoadState;
  /** The addresses in use, primary first, once known. */
  readonly scripts?: readonly string[];
  /** Addresses the settings named that the allow-list refused (never loaded), once known. */
  readonly refused?: readonly string[];
}

/**
 * Loads the verification SDK (Verification script loader): reads the settings for
 * the script addresses (the defaults when that fails), keeps only those that are https on an
 * allowed origin (the defaults when none is), loads the primary then each backup, reports
 * 'LoadJSSDKMoreTan4000ms' past 4000 ms, then polls the SDK's global every 50 ms for about 60 polls.
 * A failed load may be retried by calling `load` again.
 *
 * @example
 * ```ts
 * const loader = new VerificationScriptLoader({ scriptLoader, sdk, clock, http }, { settingsUrl: '/captcha/settings' });
 * const sdk = await loader.load();
 * ```
 */
export class VerificationScriptLoader implements StateSource<VerificationLoaderState> {
  readonly #state = new BehaviorSubject<VerificationLoaderState>({ status: 'not-loaded' });
  readonly state$: Observable<VerificationLoaderState> = this.#state.asObservable();
  readonly #ports: { scriptLoader: ScriptLoaderPort; sdk: VerificationSdkPort; clock: ClockPort; http?: HttpPort };
  readonly #options: VerificationLoaderOptions;
  /** The page's addresses, else the defaults: used when the settings give none the allow-list accepts. */
  readonly #fallback: readonly string[];
  /** Origins whose every address may load. */
  readonly #allowedOrigins: readonly string[];
  /** Default CDNs whose addresses under the SDK's path may load. */
  readonly #sdkOrigins: readonly string[];
  #loading: Promise<VerificationSdk> | undefined;

  /**
   * @throws CampaignKitError `INVALID_ARGUMENT` for a `scripts` entry that is not an https address
   *   ('verification scripts need https addresses, got {entry}') or a `scriptOrigins` entry that
   *   is not an https origin.
   */
  constructor(
    ports: { scriptLoader: ScriptLoaderPort; sdk: VerificationSdkPort; clock: ClockPort; http?: HttpPort },
    options: VerificationLoaderOptions = {},
  ) {
    this.#ports = ports;
    this.#options = options;
    const pageOrigins = (options.scripts ?? []).map((script) => {
      const origin = trustworthyOrigin(script);
      if (!origin) throw new CampaignKitError('INVALID_ARGUMENT', `verification scripts need https addresses, got ${script}`);
      return origin;
    });
    // A default CDN holds more than the SDK: it is allowed by the SDK's path alone, and only when the page pins nothing (or names it).
    const pinned = options.scripts !== undefined || options.scriptOrigins !== undefined;
    const origins = pinned ? pageOrigins : DEFAULT_ORIGINS;
    this.#fallback = options.scripts ?? DEFAULT_VERIFICATION_SCRIPTS;
    this.#allowedOrigins = [...validateOriginList('verification scriptOrigins', options.scriptOrigins), ...origins.filter((origin) => !DEFAULT_ORIGINS.includes(origin))];
    this.#sdkOrigins = origins.filter((origin) => DEFAULT_ORIGINS.includes(origin));
  }

  get state(): VerificationLoaderState {
    return this.#state.value;
  }

  /**
   * The SDK, loading it first when needed; a load under way is joined, a failed one retried.
   * @throws CampaignKitError `SCRIPT_LOAD` ('Failed to load SDK!') when no address loaded or the
   *   SDK's global never appeared.
   */
  load(): Promise<VerificationSdk> {
    const ready = this.#ports.sdk.get();
    if (ready && this.#state.value.status === 'loaded') return Promise.resolve(ready);
    this.#loading ??= this.#load().finally(() => {
      this.#loading = undefined;
    });
    return this.#loading;
  }

  async #load(): Promise<VerificationSdk> {
    patchState(this.#state, { status: 'loading' });
    const { scripts, refused } = await this.#scripts();
    patchState(this.#state, { scripts, refused });
    let settled = false;
    const cancelSlow = this.#ports.clock.setTimeout(() => {
      if (!settled) this.#report(SLOW_LOAD_MESSAGE);
    }, CAPTCHA_LOAD_TIMEOUT_MS);
    try {
      const [primary, ...backups] = scripts;
      await this.#ports.scriptLoader.load(primary ?? '', { backups, timeoutMs: SCRIPT_GET_TIMEOUT_MS, integrity: this.#options.integrity });
      const sdk = await this.#poll();
      patchState(this.#state, { status: 'loaded' });
      return sdk;
    } catch (error) {
      patchState(this.#state, { status: 'failed' });
      this.#report(MESSAGES.scriptLoad);
      throw new CampaignKitError('SCRIPT_LOAD', MESSAGES.scriptLoad, { cause: error });
    } finally {
      settled = true;
      cancelSlow();
    }
  }

  /** The settings' addresses the allow-list accepts (the fallback when none), and those it refused. */
  async #scripts(): Promise<{ scripts: readonly string[]; refused?: readonly string[] }> {
    const named = await this.#settingsScripts();
    if (!named) return { scripts: this.#fallback };
    const accepted: string[] = [];
    const refused: string[] = [];
    for (const url of named) {
      const allowed = allowedScriptUrl(url, this.#allowedOrigins) ?? sdkScriptUrl(url, this.#sdkOrigins);
      if (allowed) accepted.push(allowed);
      else refused.push(url);
    }
    return { scripts: accepted.length > 0 ? accepted : this.#fallback, refused };
  }

  /** The addresses the settings name, or undefined when there are no settings or they fail. */
  async #settingsScripts(): Promise<string[] | undefined> {
    const { settingsUrl } = this.#options;
    if (!settingsUrl || !this.#ports.http) return undefined;
    try {
      const response = await this.#ports.http.request<{ script_urls?: unknown; data?: { script_urls?: unknown } }>({
        method: 'GET',
        url: settingsUrl,
        timeoutMs: SCRIPT_GET_TIMEOUT_MS,
      });
      const urls = response.data?.script_urls ?? response.data?.data?.script_urls;
      if (response.status !== 200 || !Array.isArray(urls) || urls.length === 0) return undefined;
      return urls.map(String);
    } catch {
      return undefined;
    }
  }

  #poll(): Promise<VerificationSdk> {
    return new Promise((resolve, reject) => {
      let polls = 0;
      const check = (): boolean => {
        const sdk = this.#ports.sdk.get();
        if (sdk) resolve(sdk);
        return sdk !== undefined;
      };
      if (check()) return;
      const cancel = this.#ports.clock.setInterval(() => {
        polls += 1;
        if (check()) cancel();
        else if (polls >= SDK_MAX_POLLS) {
          cancel();
          reject(new Error('the SDK global never appeared'));
        }
      }, SDK_POLL_MS);
    });
  }

  #report(message: string): void {
    this.#options.onError?.({ type: LOAD_ERROR_TYPE, message });
  }
}

