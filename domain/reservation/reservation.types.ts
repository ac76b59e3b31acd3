import type { CampaignKitError } from '../../ports/errors';
import type { BridgeOutcome } from '../device/bridge-outcome';

/** The process ids of the reservation kit; each campaign configures its own. */
export interface ProcessIds {
  readonly reserve: string;
  readonly reserveStatus: string;
  readonly inviteCheck: string;
  readonly shareCode: string;
  readonly invitedCount: string;
  /** The milestone counter: how many have reserved (no login needed). */
  readonly reserveCount: string;
}

/** The reservation result. `code` 1: already reserved; 0: reserved now. */
export interface ReservationResult {
  readonly reserved: boolean;
  /** True when the reservation used a usable invite (share) code. The wire's spelling. */
  readonly widthCode: boolean;
  readonly message: string;
  readonly code: 0 | 1;
}

/** The share code result. */
export interface ShareCodeResult {
  /** This page's origin and path carrying the visitor's code, with only the campaign parameters the page names (`shareParams`). */
  readonly shareUrl: string;
  readonly originCode: string;
  readonly urlParamKey: 'share_code';
  readonly urlParamValue: string;
}

/** What the reservation UI shows. */
export interface ReservationState {
  readonly status: 'idle' | 'checking' | 'reserving' | 'reserved' | 'not-reserved' | 'failed';
  readonly result?: ReservationResult;
  readonly share?: ShareCodeResult;
  readonly invitedCount?: number;
  readonly error?: CampaignKitError;
  /** The game's reservation in the short-video app, when the page is there and reserves it too (`reservation({ appReservation })`). */
  readonly appReservation?: AppReservationState;
}

/** Where the game's reservation in the short-video app stands. */
export interface AppReservationState {
  /** `reserving` while the bridge calls run; `reserved` when the app confirmed (code 1); `failed` otherwise. */
  readonly status: 'reserving' | 'reserved' | 'failed';
  /** How the bridge calls ended (1 success; -1 failure or 'call jsb timeout'; -2 exception), once they have. */
  readonly outcome?: BridgeOutcome;
}

/**
 * Reserves the game in the short-video app after a reservation made on the page
 * (`reservation({ appReservation })`). `AppGameReservation` is one.
 */
export interface AppReservation {
  /** True where the app's reservation applies: inside the short-video app. */
  readonly inApp: boolean;
  /** Reserves the game in the app (bridge call); never rejects. */
  reserve(): Promise<BridgeOutcome>;
}

/** Emitted when a reservation is made (or found): `firstTime` true when it was made now. */
export interface ReservedEvent {
  readonly result: ReservationResult;
  readonly firstTime: boolean;
}

/** The login check the reservation kit needs (step 1). `AccountService` is one. */
export interface LoginGate {
  /** @throws CampaignKitError `NOT_LOGIN` when nobody is logged in. */
  requireUserId(): Promise<string>;
}
