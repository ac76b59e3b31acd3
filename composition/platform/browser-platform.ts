import { AppBridgeAdapter } from '../../adapters/bridge/app-bridge.adapter';
import type { AppBridgeWindow } from '../../adapters/bridge/app-bridge.globals';
import { findTransport } from '../../adapters/bridge/app-bridge.protocol';
import { CryptoRandomAdapter } from '../../adapters/browser/crypto-random.adapter';
import { DomInjectionAdapter } from '../../adapters/browser/dom-injection.adapter';
import { DomScriptLoaderAdapter } from '../../adapters/browser/dom-script-loader.adapter';
import { FetchHttpAdapter } from '../../adapters/browser/fetch-http.adapter';
import { GlobalSignerAdapter } from '../../adapters/browser/global-signer.adapter';
import { GlobalVerificationSdkAdapter } from '../../adapters/browser/global-verification-sdk.adapter';
import { HtmlCanvasAdapter } from '../../adapters/browser/html-canvas.adapter';
import { NavigatorBeaconAdapter } from '../../adapters/browser/navigator-beacon.adapter';
import { NavigatorClientHintsAdapter } from '../../adapters/browser/navigator-client-hints.adapter';
import { NoBridgeAdapter } from '../../adapters/browser/no-bridge.adapter';
import { QqShareAdapter } from '../../adapters/browser/qq-share.adapter';
import { WebStorageAdapter } from '../../adapters/browser/web-storage.adapter';
import { WindowClockAdapter } from '../../adapters/browser/window-clock.adapter';
import { WindowPageAdapter } from '../../adapters/browser/window-page.adapter';
import { WindowPaintAdapter } from '../../adapters/browser/window-paint.adapter';
import { WindowPopupAdapter } from '../../adapters/browser/window-popup.adapter';
import { WindowTouchAdapter } from '../../adapters/browser/window-touch.adapter';
import { WeixinBridgeAdapter } from '../../adapters/weixin/weixin-bridge.adapter';
import { WeixinJsSdkAdapter } from '../../adapters/weixin/weixin-js-sdk.adapter';
import { WeixinLegacyShareAdapter, WeixinShareFallback } from '../../adapters/weixin/weixin-legacy-share.adapter';
import type { WeixinWindow } from '../../adapters/weixin/weixin.globals';
import { detectDevice } from '../../domain/device/detect-device';
import type { BridgePort } from '../../ports/bridge.port';
import type { ClockPort } from '../../ports/clock.port';
import type { HttpPort } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { PinnedScript, ScriptLoaderPort } from '../../ports/script-loader.port';
import type { WeixinSdkPort } from '../../ports/weixin-sdk.port';
import type { PlatformPorts } from './platform-ports';

/** Which bridge a page gets: the short-video app's, weixin's, or none (a plain browser). */
export type BridgePlatform = 'bridge' | 'weixin' | 'browser';

/** The window parts platform detection reads. */
export type PlatformWindow = AppBridgeWindow & WeixinWindow;

/**
 * Tells which bridge the page has: `bridge` when a native app-bridge invoker is there (or the
 * user agent is a ByteDance webview), `weixin` when WeixinJSBridge is there (or the user agent
 * says MicroMessenger), `browser` otherwise.
 * @param window - Defaults to `globalThis.window`; undefined (server rendering) is `browser`.
 */
export function detectBridgePlatform(window: PlatformWindow | undefined = globalThis.window as unknown as PlatformWindow | undefined): BridgePlatform {
  if (!window) return 'browser';
  const device = detectDevice(window.navigator?.userAgent ?? '');
  if (findTransport(window) || device.byteDance) return 'bridge';
  if (window.WeixinJSBridge || device.app === 'weixin') return 'weixin';
  return 'browser';
}

/** The {@link BridgePort} for the detected platform, on `clock`. */
export function createPlatformBridge(clock: ClockPort, window: PlatformWindow | undefined = globalThis.window as unknown as PlatformWindow | undefined, platform: BridgePlatform = detectBridgePlatform(window)): BridgePort {
  if (window && platform === 'bridge') return new AppBridgeAdapter(window, clock);
  if (window && platform === 'weixin') return new WeixinBridgeAdapter(window, clock);
  return new NoBridgeAdapter();
}

/**
 * The weixin share cards over a window: the wx JS-SDK when a ticket address is given, falling
 * back to WeixinJSBridge's legacy menu events inside weixin.
 * @param script - the wx JS-SDK as the page pins it. Defaults to jweixin-1.6.0.js on res, then res2.
 */
export function weixinShareOver(window: WeixinWindow, ports: { scriptLoader: ScriptLoaderPort; page: PagePort; clock: ClockPort }, script?: PinnedScript) {
  return (ticketUrl: string | undefined, http: HttpPort): WeixinSdkPort =>
    new WeixinShareFallback(
      ticketUrl ? new WeixinJsSdkAdapter({ ...ports, http, ticketUrl, script }) : undefined,
      new WeixinLegacyShareAdapter(new WeixinBridgeAdapter(window, ports.clock)),
    );
}

/** How {@link createBrowserPorts} builds the ports. */
export interface BrowserPortsOptions {
  /** The HTTP transport. Defaults to a `FetchHttpAdapter` with `timeoutMs`. */
  readonly transport?: HttpPort;
  /** Request timeout in ms for the default transport. Defaults to `5000` ms. */
  readonly timeoutMs?: number;
  /** The page's CSP nonce, set on every script and style element the adapters add. Defaults to none. */
  readonly nonce?: string;
  /** The wx JS-SDK and qqapi as the page pins them (address, backups, integrity hash). Defaults to their named versions. */
  readonly scripts?: { readonly weixin?: PinnedScript; readonly qq?: PinnedScript };
}

/**
 * The one place the browser's adapters are chosen: fetch (or the page's transport), Web Storage,
 * script tags, window timers and location, and the bridge of the platform the page runs in (the
 * short-video app's JS bridge, weixin's WeixinJSBridge, or none). Inside weixin the share cards go
 * through the wx JS-SDK when a ticket address is given, else the legacy menu events.
 * @param window - the page's window. Defaults to `globalThis.window`.
 */
export function createBrowserPorts(options: BrowserPortsOptions = {}, window: PlatformWindow & Window = globalThis.window as PlatformWindow & Window): PlatformPorts {
  const ports = browserPorts(options, window);
  return { ...ports, qqShare: new QqShareAdapter(ports.scriptLoader, window as never, options.scripts?.qq), weixinShare: weixinShareOver(window, ports, options.scripts?.weixin) };
}

/**
 * {@link createBrowserPorts} without the share ports (QQ, the weixin cards), for
 * `createCampaignKit`: `share()` builds them, so a page without it does not bundle them (1 KB gz).
 */
export function browserPorts(options: Omit<BrowserPortsOptions, 'scripts'>, window: PlatformWindow & Window): PlatformPorts {
  const clock = new WindowClockAdapter();
  const http = options.transport ?? new FetchHttpAdapter({ timeoutMs: options.timeoutMs });
  const page = new WindowPageAdapter(window);
  const scriptLoader = new DomScriptLoaderAdapter(window.document, clock, { nonce: options.nonce });
  return {
    http,
    bridge: createPlatformBridge(clock, window),
    storage: new WebStorageAdapter(),
    scriptLoader,
    clock,
    page,
    paint: new WindowPaintAdapter(window as never),
    random: new CryptoRandomAdapter(),
    clientHints: new NavigatorClientHintsAdapter(window.navigator as never),
    canvas: new HtmlCanvasAdapter(window.document),
    touch: new WindowTouchAdapter(window),
    domInjection: new DomInjectionAdapter(window.document, { nonce: options.nonce }),
    signer: new GlobalSignerAdapter(window as never),
    verificationSdk: new GlobalVerificationSdkAdapter(window as never),
    popup: new WindowPopupAdapter(window as never),
    beacon: new NavigatorBeaconAdapter(window.navigator),
  };
}
