export { AxiosHttpAdapter, type AxiosHttpAdapterOptions } from './axios-http.adapter';
export { CryptoRandomAdapter } from './crypto-random.adapter';
export { DomScriptLoaderAdapter } from './dom-script-loader.adapter';
export { NoBridgeAdapter, bridgeUnavailableMessage } from './no-bridge.adapter';
export { SCRIPT_TIMEOUT_MS } from './script-load-tracker';
export { WebStorageAdapter } from './web-storage.adapter';
export { WindowClockAdapter, type TimerScope } from './window-clock.adapter';
export { WindowPageAdapter, type PageWindow } from './window-page.adapter';
