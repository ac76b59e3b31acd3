import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/**
 * The message of a failed call, in monitoring's words: 'Network request failed, status: {n}' for
 * an answer outside 200-299 (`status` above 0), else '... timeout' for a timeout or an abort, else
 * '... occur error'.
 * @param cause - what the call threw, when no answer came.
 */
export function failureMessage(status: number, cause?: unknown): string {
  if (status) return MESSAGES.monitorStatus.replace('{n}', String(status));
  return isCampaignKitError(cause, 'TIMEOUT') ? MESSAGES.monitorTimeout : MESSAGES.monitorError;
}

/**
 * A failed call as an error with {@link failureMessage}'s message: `HTTP_STATUS` (with `status`
 * and `logId`) for an answer, `TIMEOUT` for a timeout or an abort, else `NETWORK` (errorCode -1).
 */
export function callFailure(status: number, cause?: unknown, logId?: string): CampaignKitError {
  const message = failureMessage(status, cause);
  if (status) return new CampaignKitError('HTTP_STATUS', message, { status, logId });
  return message === MESSAGES.monitorTimeout ? new CampaignKitError('TIMEOUT', message, { cause }) : new CampaignKitError('NETWORK', message, { errorCode: -1, cause });
}
