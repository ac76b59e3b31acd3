/**
 * campaign-kit/adapters: the platform adapters, for pages that compose services by hand or swap
 * the transport (`transport: new AxiosHttpAdapter(axios)`, after `npm install axios`): browser, the short-video app's bridge,
 * weixin and the server. The wire constants behind them (bridge protocol names, script
 * addresses, event names) stay internal.
 * @module campaign-kit/adapters
 */

// The ports the adapters implement.
export * from './port-types';

// Browser.
export { AxiosHttpAdapter, type AxiosHttpAdapterOptions, type AxiosLike } from '../adapters/browser/axios-http.adapter';
export { FetchHttpAdapter, type FetchHttpAdapterOptions } from '../adapters/browser/fetch-http.adapter';
export { CryptoRandomAdapter } from '../adapters/browser/crypto-random.adapter';
export { DomScriptLoaderAdapter, type DomScriptLoaderOptions } from '../adapters/browser/dom-script-loader.adapter';
export { ScriptLoadTracker, type ScriptAttempt, type ScriptAttemptOutcome } from '../adapters/browser/script-load-tracker';
export { NoBridgeAdapter } from '../adapters/browser/no-bridge.adapter';
export { WebStorageAdapter } from '../adapters/browser/web-storage.adapter';
export { WindowClockAdapter, WindowTimerAdapter, type TimerScope, type TimeoutScope } from '../adapters/browser/window-clock.adapter';
export { WindowPageAdapter, type PageWindow } from '../adapters/browser/window-page.adapter';
export { WindowPaintAdapter, type PaintWindow } from '../adapters/browser/window-paint.adapter';
export { DocumentVisibilityAdapter, type VisibilityDocument } from '../adapters/browser/document-visibility.adapter';
export { GlobalSignerAdapter, type AcrawlerGlobal } from '../adapters/browser/global-signer.adapter';
export { GlobalVerificationSdkAdapter, type CaptchaSdkGlobal } from '../adapters/browser/global-verification-sdk.adapter';
export { DomInjectionAdapter } from '../adapters/browser/dom-injection.adapter';
export { NavigatorClientHintsAdapter, type HintsNavigator } from '../adapters/browser/navigator-client-hints.adapter';
export { QqShareAdapter, type QqWindow } from '../adapters/browser/qq-share.adapter';
export { WindowPopupAdapter, type PopupWindow } from '../adapters/browser/window-popup.adapter';
export { HtmlCanvasAdapter, type CanvasDocument } from '../adapters/browser/html-canvas.adapter';
export { WindowTouchAdapter, type TouchWindow } from '../adapters/browser/window-touch.adapter';
export { NavigatorBeaconAdapter, type BeaconNavigator } from '../adapters/browser/navigator-beacon.adapter';
export { DataLayerGoogleTagAdapter, type DataLayerWindow } from '../adapters/browser/data-layer-google-tag.adapter';
export { NavigatorWebShareAdapter, type ShareNavigator } from '../adapters/browser/navigator-web-share.adapter';
export { NavigatorClipboardAdapter, type ClipboardNavigator } from '../adapters/browser/navigator-clipboard.adapter';
export { HtmlMediaElementsAdapter, type MediaDocument } from '../adapters/browser/media-elements.adapter';
export { HtmlFrameImagesAdapter } from '../adapters/browser/media-frames.adapter';
export { WindowMediaEnvironmentAdapter, type MediaWindow } from '../adapters/browser/media-environment.adapter';
export { GlobalYouTubeAdapter, type YouTubeGlobal } from '../adapters/browser/media-youtube.adapter';
export type { YtPlayer } from '../adapters/browser/media-youtube.adapter';
export { WindowPageHealthAdapter, type HealthWindow, type VitalsLibrary } from '../adapters/browser/window-page-health.adapter';
export { WindowPageVisitAdapter, type VisitWindow } from '../adapters/browser/window-page-visit.adapter';

// The short-video app's JS bridge.
export { AppBridgeAdapter } from '../adapters/bridge/app-bridge.adapter';
export type { AppBridgeWindow } from '../adapters/bridge/app-bridge.globals';
export type { AppBridgeCallMessage, AppBridgeNativeMessage, AppBridgeTransport, AppBridgeLegacyCall } from '../adapters/bridge/app-bridge.protocol';

// Weixin.
export { WeixinBridgeAdapter } from '../adapters/weixin/weixin-bridge.adapter';
export { WeixinJsSdkAdapter, type WeixinJsSdkOptions, type WeixinTicketData } from '../adapters/weixin/weixin-js-sdk.adapter';
export { WeixinLegacyShareAdapter, WeixinShareFallback } from '../adapters/weixin/weixin-legacy-share.adapter';
export type { WeixinWindow, WeixinJSBridgeApi, WeixinInvokeResult, WxSdk, WxCallbacks } from '../adapters/weixin/weixin.globals';

// Server rendering.
export { ServerPageAdapter, ServerScriptLoaderAdapter, MemoryStorageAdapter } from '../adapters/server/index';

// One platform's ports, as createCampaignKit picks them.
export { createBrowserPorts, detectBridgePlatform, createPlatformBridge, type BridgePlatform, type PlatformWindow, type BrowserPortsOptions } from './platform/browser-platform';
export { createServerPorts, type ServerPortsOptions } from './platform/server-platform';
export type { PlatformPorts } from './platform/platform-ports';
