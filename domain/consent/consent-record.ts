import type { ConsentRecord } from './consent.types';

/** A stored decision older than this (about 390 days), in ms, asks again. */
export const CONSENT_EXPIRY_MS = 33_696_000_000;

/** Local-storage key of the {@link ConsentRecord}. */
export const CONSENT_RECORD_KEY = 'cookie_consent';
/** Local-storage key of the saved switches, by cookie key. */
export const CONSENT_SETTINGS_KEY = 'cookie_consent_settings';

/** The record for a decision made at `time` (ms since the epoch): accepted is 1, rejected 2. */
export function consentRecord(status: ConsentRecord['status'], time: number): ConsentRecord {
  return { status, code: status === 'accepted' ? 1 : 2, time };
}

/**
 * The stored record when it is well formed and not expired at `now`, else undefined.
 * Expired means strictly older than {@link CONSENT_EXPIRY_MS}.
 */
export function liveRecord(stored: unknown, now: number): ConsentRecord | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { status, code, time } = stored as Partial<ConsentRecord>;
  const wellFormed = (status === 'accepted' && code === 1) || (status === 'rejected' && code === 2);
  if (!wellFormed || typeof time !== 'number' || !Number.isFinite(time)) return undefined;
  return now - time > CONSENT_EXPIRY_MS ? undefined : { status, code, time };
}
