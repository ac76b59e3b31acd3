/**
 * The globals of the short-video app's webview that the app bridge uses, typed in one place
 *. Native injects the `JS2NativeBridge` / `webkit.messageHandlers` /
 * `callMethodParams` invokers; the page's JS side exposes the `JSBridge` entry points.
 */
export interface AppBridgeWindow {
  JS2NativeBridge?: {
    _invokeMethod?: (json: string) => unknown;
    call?: (func: string, json: string) => unknown;
  };
  ToutiaoJSBridge?: {
    invokeMethod?: (json: string) => unknown;
    /** The legacy Toutiao bridge's call; its callback gets the reply (`__params`). */
    call?: (func: string, params: Readonly<Record<string, unknown>>, callback: (reply: unknown) => void) => unknown;
    _handleMessageFromToutiao?: (message: unknown) => unknown;
  };
  webkit?: { messageHandlers?: { callMethodParams?: { postMessage(message: unknown): void } } };
  callMethodParams?: (func: string, message: unknown) => unknown;
  JSBridge?: {
    _handleMessageFromApp?: (message: unknown) => unknown;
    _handleMessageFromToutiao?: (message: unknown) => unknown;
  };
  /** The page's address, sent as `__iframe_url` when the page runs in a frame. */
  location?: { href: string };
  /** Differs from the window itself inside a frame. */
  top?: unknown;
  /** Its user agent decides the Toutiao legacy routing. */
  readonly navigator?: { readonly userAgent: string };
}
