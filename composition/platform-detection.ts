import { AppBridgeAdapter } from '../adapters/bridge/app-bridge.adapter';
import type { AppBridgeWindow } from '../adapters/bridge/app-bridge.globals';
import { findTransport } from '../adapters/bridge/app-bridge.protocol';
import { NoBridgeAdapter } from '../adapters/browser/no-bridge.adapter';
import { WeixinBridgeAdapter } from '../adapters/weixin/weixin-bridge.adapter';
import type { WeixinWindow } from '../adapters/weixin/weixin.globals';
import { detectDevice } from '../domain/device/detect-device';
import type { BridgePort } from '../ports/bridge.port';
import type { ClockPort } from '../ports/clock.port';

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
