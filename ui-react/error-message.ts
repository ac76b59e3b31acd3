import { isCampaignKitError, MESSAGES } from '../ports/errors';

/** The user-facing text of a failure: the kit's message, else 系统出错 (SPEC §8). */
export function errorMessage(error: unknown): string {
  return isCampaignKitError(error) && error.message ? error.message : MESSAGES.systemError;
}
