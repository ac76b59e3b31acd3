import { AxiosHttpAdapter } from '../adapters/browser/axios-http.adapter';
import { CryptoRandomAdapter } from '../adapters/browser/crypto-random.adapter';
import { DomScriptLoaderAdapter } from '../adapters/browser/dom-script-loader.adapter';
import { NavigatorClientHintsAdapter } from '../adapters/browser/navigator-client-hints.adapter';
import { GlobalSignerAdapter } from '../adapters/browser/global-signer.adapter';
import { GlobalVerificationSdkAdapter } from '../adapters/browser/global-verification-sdk.adapter';
import { WindowPopupAdapter } from '../adapters/browser/window-popup.adapter';
import { WebStorageAdapter } from '../adapters/browser/web-storage.adapter';
import { WindowClockAdapter } from '../adapters/browser/window-clock.adapter';
import { WindowPageAdapter } from '../adapters/browser/window-page.adapter';
import { CampaignKitError } from '../ports/errors';
import { buildCampaignKit, type CampaignKit, type PlatformPorts } from './campaign-kit';
import type { CampaignKitOptions } from './options';
import { createPlatformBridge } from './platform-detection';

let active = false;

/** The browser's ports: axios over fetch, the detected platform's bridge, Web Storage, script tags, window timers and location. */
export function createBrowserPorts(options: { timeoutMs?: number } = {}): PlatformPorts {
  const clock = new WindowClockAdapter();
  return {
    http: new AxiosHttpAdapter({ timeoutMs: options.timeoutMs }),
    bridge: createPlatformBridge(clock),
    storage: new WebStorageAdapter(),
    scriptLoader: new DomScriptLoaderAdapter(undefined, clock),
    clock,
    page: new WindowPageAdapter(),
    random: new CryptoRandomAdapter(),
    clientHints: new NavigatorClientHintsAdapter(),
    signer: new GlobalSignerAdapter(),
    verificationSdk: new GlobalVerificationSdkAdapter(),
    popup: new WindowPopupAdapter(),
  };
}

/**
 * Creates the page's toolkit: validates the options (SPEC §5), wires the browser adapters and
 * every feature module, and reports act_H5_open when tracking is on.
 *
 * @throws CampaignKitError `ALREADY_INITIALIZED` when a kit is already running on the page (SPEC §4:
 *   components throw if initialised twice; call `kit.destroy()` first); `INVALID_ARGUMENT` with the
 *   SPEC §5 messages ('enter aid', 'aid must be a number', 'Account init fail, app_id is undefined', ...).
 * @see SPEC §4, §5
 * @example
 * ```ts
 * const kit = createCampaignKit({ aid: 1128, appId: '1', activityId: 'spring', tracking: { zone: 'cn' } });
 * await kit.account.sendCode('13800000000');
 * ```
 */
export function createCampaignKit(options: CampaignKitOptions): CampaignKit {
  if (active) throw new CampaignKitError('ALREADY_INITIALIZED', 'campaign-kit is already initialized; call destroy() first');
  const kit = buildCampaignKit(options, createBrowserPorts({ timeoutMs: options.timeoutMs }), () => {
    active = false;
  });
  active = true;
  return kit;
}
