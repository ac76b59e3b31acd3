/**
 * campaign-kit/reservation: the reservation service, its process calls and the activity API
 * client, with the error class, for pages that build them by hand.
 * Importing them from here keeps a bundler from reading the rest of the kit.
 * @module campaign-kit/reservation
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';
export type { StateSource } from '../domain/shared/state-source';

export { ReservationService, type ReservationServiceOptions } from '../domain/reservation/reservation.service';
export type { ProcessIds, ReservationResult, ReservationState, ReservedEvent, ShareCodeResult, LoginGate, AppReservation, AppReservationState } from '../domain/reservation/reservation.types';
export { ProcessApi, type ProcessOutcome, type ProcessCodeHandler, type ProcessData, type ProcessContext, type ProcessCallOptions } from '../domain/reservation/process.api';
export type { ActivityEnvelope } from '../domain/http/envelopes';
export { ApiClient, type CallRequest } from '../domain/http/api-client';
export type { ApiResult } from '../domain/http/envelopes';
export type { BridgeOutcome, BridgeOutcomeCode } from '../domain/device/bridge-outcome';
export { AppGameReservation } from '../domain/download/game-reservation';
