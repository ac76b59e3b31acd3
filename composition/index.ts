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
