export { AppBridgeAdapter } from './app-bridge.adapter';
export type { AppBridgeWindow } from './app-bridge.globals';
export { FIRST_CALLBACK_ID, JSSDK_VERSION, NOT_FOUND, findTransport, parseNativeMessage, type AppBridgeCallMessage, type AppBridgeNativeMessage, type AppBridgeTransport } from './app-bridge.protocol';
