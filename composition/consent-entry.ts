/**
 * campaign-kit/consent: cookie consent, the consent gate and Google consent mode, with the error class and the ports, for pages that build them by hand
 * or type what `kit.<member>` holds. Importing them from here keeps a bundler from reading the rest of
 * the kit.
 * @module campaign-kit/consent
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';
export type { StateSource } from '../domain/shared/state-source';

export { ConsentService } from '../domain/consent/consent.service';
export { ConsentGate } from '../domain/consent/consent-gate';
export type { BannerConfig, ConsentConfig, ConsentDecision, ConsentRecord, ConsentRegion, ConsentState, ConsentStatus, CookieEntry, CookieType } from '../domain/consent/consent.types';
export { connectGoogleConsentMode, type ConsentSignal, type ConsentSignals, type GoogleConsentModeOptions } from '../domain/consent/google-consent-mode';
