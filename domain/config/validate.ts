import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/** Tracking regions accepted at tracking init. */
export type Zone = 'cn' | 'sg';

const invalid = (message: string): CampaignKitError => new CampaignKitError('INVALID_ARGUMENT', message);

/**
 * Aid is required and must be a number.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'enter aid' or 'aid must be a number'.
 */
export function validateAid(aid: unknown): number {
  if (aid === undefined || aid === null || aid === '') throw invalid(MESSAGES.enterAid);
  if (typeof aid !== 'number' || !Number.isFinite(aid)) throw invalid(MESSAGES.aidNotNumber);
  return aid;
}

/**
 * The account module needs app_id (a string, or a number) and activity_id.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'Account init fail, app_id is undefined' (also for an
 *   app_id that is neither a string nor a number) or
 *   'Account init fail, activity_id is undefined'.
 */
export function validateAccountIds(appId: unknown, activityId: unknown): { appId: string; activityId: string } {
  // A number is taken as the id it writes; anything but a string or a number is no app_id at all.
  if (appId === '' || (typeof appId !== 'string' && typeof appId !== 'number')) throw invalid(MESSAGES.accountAppId);
  if (activityId === undefined || activityId === null || activityId === '') throw invalid(MESSAGES.accountActivityId);
  return { appId: String(appId), activityId: validateActivityId(activityId) };
}

/**
 * Activity_id for the report call must be a string.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'activity_id must be a string'.
 */
export function validateActivityId(activityId: unknown): string {
  if (typeof activityId !== 'string' || activityId === '') throw invalid(MESSAGES.activityIdNotString);
  return activityId;
}

/**
 * Tracking init needs a zone, cn or sg.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'zone is required, cn or sg'.
 */
export function validateZone(zone: unknown): Zone {
  if (zone !== 'cn' && zone !== 'sg') throw invalid(MESSAGES.zoneRequired);
  return zone;
}

/**
 * An origin option: an absolute http(s) address without a trailing slash.
 * @throws CampaignKitError `INVALID_ARGUMENT` naming the option.
 */
export function validateOrigin(name: string, value: unknown): string {
  if (typeof value !== 'string' || !/^https?:\/\/[^\s/]+/.test(value)) {
    throw invalid(`${name} must be an http(s) origin, got ${JSON.stringify(value)}`);
  }
  return value.replace(/\/+$/, '');
}

/**
 * A timeout option in ms: 0 (no limit) or a positive number; `undefined` stays undefined.
 * @throws CampaignKitError `INVALID_ARGUMENT` naming the option.
 */
export function validateTimeoutMs(name: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw invalid(`${name} must be 0 (no limit) or a positive number of ms, got ${String(value)}`);
  }
  return value;
}
