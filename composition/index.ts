/**
 * campaign-kit: the facade, the domain services (each can be built by hand from ports), the
 * browser adapters and the public types.
 * @packageDocumentation
 */
export { createCampaignKit, createBrowserPorts } from './create-campaign-kit';
export { buildCampaignKit, type CampaignKit, type PlatformPorts } from './campaign-kit';
export type { CampaignKitOptions } from './options';
export * from './domain-api';
export * from '../adapters/browser/index';
export * from '../adapters/bridge/index';
export * from '../adapters/weixin/index';
export { detectBridgePlatform, createPlatformBridge, type BridgePlatform, type PlatformWindow } from './platform-detection';
