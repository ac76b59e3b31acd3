import { CryptoRandomAdapter } from '../../adapters/browser/crypto-random.adapter';
import { FetchHttpAdapter } from '../../adapters/browser/fetch-http.adapter';
import { NoBridgeAdapter } from '../../adapters/browser/no-bridge.adapter';
import { WebStorageAdapter } from '../../adapters/browser/web-storage.adapter';
import { WindowClockAdapter } from '../../adapters/browser/window-clock.adapter';
import { ServerPageAdapter } from '../../adapters/server/server-page.adapter';
import { ServerScriptLoaderAdapter } from '../../adapters/server/server-script-loader.adapter';
import type { HttpPort } from '../../ports/http.port';
import type { PlatformPorts } from './platform-ports';

/**
 * The ports of a kit created where there is no window (server rendering): fetch for HTTP, memory
 * for storage, the page fixed at `pageUrl`, no bridge, and no scripts, canvas, touch or popups.
 * Rendering works; what needs a page (navigating, loading scripts) fails with
 * `UNSUPPORTED_PLATFORM`.
 */
export function createServerPorts(options: { pageUrl: string; transport?: HttpPort; timeoutMs?: number }): PlatformPorts {
  return {
    http: options.transport ?? new FetchHttpAdapter({ timeoutMs: options.timeoutMs }),
    bridge: new NoBridgeAdapter(),
    storage: new WebStorageAdapter('campaign-kit', undefined, undefined),
    scriptLoader: new ServerScriptLoaderAdapter(),
    clock: new WindowClockAdapter(),
    page: new ServerPageAdapter(options.pageUrl),
    random: new CryptoRandomAdapter(),
  };
}
