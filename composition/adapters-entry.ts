/**
 * campaign-kit/adapters: the platform adapters, for pages that compose services by hand or swap
 * the transport (`transport: new AxiosHttpAdapter()`): browser, the short-video app's bridge,
 * weixin and the server.
 * @packageDocumentation
 */
export * from '../adapters/browser/index';
export * from '../adapters/bridge/index';
export * from '../adapters/weixin/index';
export * from '../adapters/server/index';
export { createBrowserPorts, detectBridgePlatform, createPlatformBridge, type BridgePlatform, type PlatformWindow, type BrowserPortsOptions } from './platform/browser-platform';
export { createServerPorts } from './platform/server-platform';
export type { PlatformPorts } from './platform/platform-ports';
