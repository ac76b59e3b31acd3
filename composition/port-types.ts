/**
 * The ports' types, for pages that compose services by hand and for custom adapters: the root,
 * adapters, testing and domain entries export them.
 */
// Named, not `export type *`: the declaration bundle would turn the ports' constants
// (DEFAULT_TIMEOUT_MS, BRIDGE_TIMEOUT_MS) into value exports that do not exist at run time.
export type { HttpMethod, HttpQuery, HttpRequest, HttpResponse, HttpPort } from '../ports/http.port';
export type { BridgeReply, BridgeCallOptions, BridgePort } from '../ports/bridge.port';
export type * from '../ports/storage.port';
export type * from '../ports/script-loader.port';
export type * from '../ports/clock.port';
export type * from '../ports/page.port';
export type * from '../ports/paint.port';
export type * from '../ports/random.port';
export type * from '../ports/captcha.port';
export type * from '../ports/signer.port';
export type * from '../ports/verification-sdk.port';
export type * from '../ports/second-verify.port';
export type * from '../ports/popup.port';
export type * from '../ports/client-hints.port';
export type * from '../ports/weixin-sdk.port';
export type * from '../ports/qq-share.port';
export type * from '../ports/canvas.port';
export type * from '../ports/dom-injection.port';
export type * from '../ports/touch.port';
export type * from '../ports/beacon.port';
export type * from '../ports/google-tag.port';
export type * from '../ports/web-share.port';
export type * from '../ports/clipboard.port';
