import { CryptoRandomAdapter } from '../../adapters/browser/crypto-random.adapter';
import { FetchHttpAdapter } from '../../adapters/browser/fetch-http.adapter';
import { NoBridgeAdapter } from '../../adapters/browser/no-bridge.adapter';
import { WindowClockAdapter } from '../../adapters/browser/window-clock.adapter';
import { MemoryStorageAdapter } from '../../adapters/server/memory-storage.adapter';
import { ServerPageAdapter } from '../../adapters/server/server-page.adapter';
import { ServerScriptLoaderAdapter } from '../../adapters/server/server-script-loader.adapter';
import type { HttpPort } from '../../ports/http.port';
import type { PlatformPorts } from './platform-ports';

/** How {@link createServerPorts} builds the ports. */
export interface ServerPortsOptions {
  /** The address the page will have in the browser (or the API origin); what `PagePort.url()` answers. */
  readonly pageUrl: string;
  /** The HTTP transport. Defaults to a `FetchHttpAdapter` with `timeoutMs`. */
  readonly transport?: HttpPort;
  /** Request timeout in ms for the default transport. Defaults to `5000` ms. */
  readonly timeoutMs?: number;
}

/**
 * The ports of a kit created where there is no window (server rendering): fetch for HTTP, memory
 * for storage (this kit's own, never a process-wide localStorage), the page fixed at `pageUrl`,
 * no bridge, and no scripts, canvas, touch or popups. Rendering works; what needs a page
 * (navigating, loading scripts, drawing) fails with `UNSUPPORTED_PLATFORM`.
 */
export function createServerPorts(options: ServerPortsOptions): PlatformPorts {
  return {
    http: options.transport ?? new FetchHttpAdapter({ timeoutMs: options.timeoutMs }),
    bridge: new NoBridgeAdapter(),
    // Not WebStorageAdapter: its defaults would reach for a process-wide localStorage (Node 22+).
    storage: new MemoryStorageAdapter(),
    scriptLoader: new ServerScriptLoaderAdapter(),
    clock: new WindowClockAdapter(),
    page: new ServerPageAdapter(options.pageUrl),
    random: new CryptoRandomAdapter(),
  };
}
