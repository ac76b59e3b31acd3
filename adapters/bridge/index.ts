export { AppBridgeAdapter } from './app-bridge.adapter';
export type { AppBridgeWindow } from './app-bridge.globals';
export { FIRST_CALLBACK_ID, JSSDK_VERSION, NOT_FOUND, TOUTIAO_FAMILY_UA, LEGACY_AD_WEBVIEW_UA, findTransport, findLegacyCall, parseNativeMessage, type AppBridgeCallMessage, type AppBridgeNativeMessage, type AppBridgeTransport, type AppBridgeLegacyCall } from './app-bridge.protocol';
