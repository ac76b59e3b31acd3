import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/** A call answered outside 200-299: `HTTP_STATUS`, 'Network request failed, status: {n}'. */
export function statusFailure(status: number, logId?: string): CampaignKitError {
  return new CampaignKitError('HTTP_STATUS', failureMessage(status), { status, logId });
}

/**
 * A call that got no answer, in monitoring's words: `TIMEOUT` 'Network request failed,
 * timeout' for a timeout or an abort, else `NETWORK` 'Network request failed, occur error'.
 */
export function requestFailure(cause: unknown): CampaignKitError {
  return isCampaignKitError(cause, 'TIMEOUT')
    ? new CampaignKitError('TIMEOUT', MESSAGES.monitorTimeout, { cause })
    : new CampaignKitError('NETWORK', MESSAGES.monitorError, { errorCode: -1, cause });
}

/** The message of a failed call, without building an error: by its status, or by what was thrown when none came. */
export function failureMessage(status: number, cause?: unknown): string {
  if (status) return MESSAGES.monitorStatus.replace('{n}', String(status));
  return isCampaignKitError(cause, 'TIMEOUT') ? MESSAGES.monitorTimeout : MESSAGES.monitorError;
}
