/**
 * campaign-kit/monitoring: errors, failed resources and calls, page views and web vitals, batched
 * and sampled, with the error class, for pages that build them by hand.
 * Importing them from here keeps a bundler from reading the rest of the kit.
 * @module campaign-kit/monitoring
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';

export { MonitoringService } from '../domain/monitoring/monitoring.service';
export type { MonitoringServiceOptions, MonitoringPorts, MonitoringFailure, MonitoringStats, MonitoringKind, SampleRates, MonitoredPage, MonitoringClock } from '../domain/monitoring/monitoring.types';
export type * from '../ports/page-health.port';
export type { ConsentGate } from '../domain/consent/consent-gate';
export type { ConsentDecision, ConsentStatus } from '../domain/consent/consent.types';
