/**
 * campaign-kit/tracking: event reporting and the visitor's location, with the error class and the ports, for pages that build them by hand
 * or type what `kit.<member>` holds. Importing them from here keeps a bundler from reading the rest of
 * the kit.
 * @module campaign-kit/tracking
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';
export type { StateSource } from '../domain/shared/state-source';

export { TrackingService, type TrackingIdentity, type TrackingLocationSource } from '../domain/tracking/tracking.service';
export type { TrackingEventName, TrackingFields, TrackingServiceOptions, TrackingFailure, TrackingPorts } from '../domain/tracking/tracking.types';
export { LocationService, type VisitorLocation, type LocationServiceOptions } from '../domain/location/location.service';
export type { Zone } from '../domain/config/validate';
export type { ConsentGate } from '../domain/consent/consent-gate';
export type { ConsentDecision, ConsentStatus } from '../domain/consent/consent.types';
