import type { AppBridgeWindow } from './app-bridge.globals';

/**
 * The short-video app's JS-bridge call protocol, as campaign-kit speaks it: one place to match a
 * real bridge against. Taken from the ByteDance JSBridge (`@bridge/bytedance`) as publicly
 * described; what campaign-kit leaves out is listed at the end.
 *
 * **JS → native: the call message** (`JSON.stringify`-ed for the string transports)
 *
 * | field | value |
 * |---|---|
 * | `func` | the method name, e.g. `share` |
 * | `params` | an object (anything else is sent as `{}`) |
 * | `JSSDK` | {@link JSSDK_VERSION} |
 * | `__msg_type` | `'call'` (`'event'` for an event registration, see below) |
 * | `__callback_id` | a string counter starting at {@link FIRST_CALLBACK_ID} (`'1023'`, `'1024'`, ...) |
 * | `__iframe_url` | `location.href`, only when the page runs inside a frame |
 *
 * **Transports, tried in this order; the first that exists carries every message**
 * 1. `JS2NativeBridge._invokeMethod(json)`
 * 2. `ToutiaoJSBridge.invokeMethod(json)`
 * 3. `JS2NativeBridge.call(func, json)`
 * 4. `webkit.messageHandlers.callMethodParams.postMessage(message)` (the object, not JSON)
 * 5. `callMethodParams(func, message)`
 *
 * An invoker that returns a JSON string answered synchronously: that string is handled as a
 * native message at once. None of them present: there is no bridge (`isAvailable` false).
 *
 * **Native → JS: the entry points** `JSBridge._handleMessageFromApp(message)` and
 * `JSBridge._handleMessageFromToutiao(message)` (also `ToutiaoJSBridge._handleMessageFromToutiao`
 * where that object has no handler of its own). `message` is an object or its JSON:
 *
 * | field | meaning |
 * |---|---|
 * | `__msg_type` | `'callback'` or `'event'`; a known `__callback_id` is a callback whatever the type says |
 * | `__callback_id` | the pending call's id, or the event name for events |
 * | `__event_id` | the event name |
 * | `__params` | the reply (callbacks) or the payload (events) |
 *
 * The entry point returns `{ __err_code: 'cb404' }` when nothing was waiting for the message.
 *
 * **The reply**: `__params` of a callback is `{ code, data?, message? }`; `code` 1 is success
 *. `__params` without a numeric `code` is taken as data with code 1.
 *
 * **Events**: the first listener of an event sends `{ func: event, __msg_type: 'event',
 * __callback_id: event, params: {}, JSSDK }` so native knows to forward it.
 *
 * **Toutiao legacy routing** ({@link findLegacyCall}): in a Toutiao-family user agent
 * ({@link TOUTIAO_FAMILY_UA}) a method name without a dot goes to the legacy
 * `ToutiaoJSBridge.call(func, params, callback)`, whose callback gets the reply; dotted names
 * (`x.y`) take the transports above. In the legacy ad webview (`ttad/0`) every method goes to
 * the legacy bridge. Only where the page has `ToutiaoJSBridge.call`; elsewhere the transports
 * above carry the call. Events are not routed.
 *
 * **Left out**: the hidden-iframe
 * queue transport (`nativeapp://dispatch_message/` + `_fetchQueue`), and `namespace`.
 */
export const FIRST_CALLBACK_ID = 1023;

/** The `JSSDK` field of every message: campaign-kit's bridge client version. */
export const JSSDK_VERSION = 'campaign-kit-1.0.0';

/** The answer of an entry point that had nothing waiting for the message. */
export const NOT_FOUND = { __err_code: 'cb404' } as const;

/** A JS → native message. */
export interface AppBridgeCallMessage {
  readonly func: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly JSSDK: string;
  readonly __msg_type: 'call' | 'event';
  readonly __callback_id?: string;
  readonly __iframe_url?: string;
}

/** A native → JS message. */
export interface AppBridgeNativeMessage {
  readonly __msg_type?: 'callback' | 'event';
  readonly __callback_id?: string;
  readonly __event_id?: string;
  readonly __params?: unknown;
}

/** Sends one message to native; returns what the invoker returned. */
export type AppBridgeTransport = (message: AppBridgeCallMessage) => unknown;

/**
 * The first transport of the protocol's order that `window` has, or undefined (no bridge).
 * @param window - the webview's window (see {@link AppBridgeWindow}).
 */
export function findTransport(window: AppBridgeWindow): AppBridgeTransport | undefined {
  const native = window.JS2NativeBridge;
  const legacy = window.ToutiaoJSBridge;
  const webkitHandler = window.webkit?.messageHandlers?.callMethodParams;
  const callMethodParams = window.callMethodParams;
  if (typeof native?._invokeMethod === 'function') return (message) => native._invokeMethod!(JSON.stringify(message));
  if (typeof legacy?.invokeMethod === 'function') return (message) => legacy.invokeMethod!(JSON.stringify(message));
  if (typeof native?.call === 'function') return (message) => native.call!(message.func, JSON.stringify(message));
  if (webkitHandler && typeof webkitHandler.postMessage === 'function') return (message) => webkitHandler.postMessage(message);
  if (typeof callMethodParams === 'function') return (message) => callMethodParams(message.func, message);
  return undefined;
}

/** Reads a native message given as an object or as its JSON; undefined for anything else. */
export function parseNativeMessage(raw: unknown): AppBridgeNativeMessage | undefined {
  if (typeof raw === 'string') {
    try {
      return parseNativeMessage(JSON.parse(raw));
    } catch {
      return undefined;
    }
  }
  return typeof raw === 'object' && raw !== null ? (raw as AppBridgeNativeMessage) : undefined;
}

/**
 * The Toutiao-family user agents: the tokens of the ByteDance SDK's Toutiao-env test that
 * the app lists (`newsarticle/`, `videoarticle/`, `lv/`, `faceu/`, `ulike/`, `retouch/`).
 * The SDK's list is longer; apps outside it keep the transports.
 */
export const TOUTIAO_FAMILY_UA = /\b(?:newsarticle|videoarticle|lv|faceu|ulike|retouch)\//i;

/** The legacy ad webview's user agent token: every method goes to the legacy bridge there. */
export const LEGACY_AD_WEBVIEW_UA = /\bttad\/0\b/i;

/** The legacy bridge's call: `func` with `params`; `callback` gets the reply. */
export type AppBridgeLegacyCall = (func: string, params: Readonly<Record<string, unknown>>, callback: (reply: unknown) => void) => unknown;

/**
 * The legacy `ToutiaoJSBridge.call` that carries `method` under the Toutiao legacy routing, or
 * undefined when the transports carry it: a Toutiao-family user agent and a method name without a
 * dot, or the legacy ad webview (`ttad/0`) and any method; and the page has `ToutiaoJSBridge.call`.
 * @param method - Defaults to an undotted name: tells whether the routing can apply to this page at all.
 */
export function findLegacyCall(window: AppBridgeWindow, method = 'method'): AppBridgeLegacyCall | undefined {
  const legacy = window.ToutiaoJSBridge;
  if (typeof legacy?.call !== 'function') return undefined;
  const userAgent = window.navigator?.userAgent ?? '';
  const routed = LEGACY_AD_WEBVIEW_UA.test(userAgent) || (TOUTIAO_FAMILY_UA.test(userAgent) && !method.includes('.'));
  return routed ? (func, params, callback) => legacy.call!(func, params, callback) : undefined;
}
