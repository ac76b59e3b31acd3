import { isCampaignKitError } from '../ports/errors';
import * as MESSAGES from '../ports/messages';

/** The user-facing text of a failure: the kit's message, else 系统出错 (SPEC §8). */
export function errorMessage(error: unknown): string {
  return isCampaignKitError(error) && error.message ? error.message : MESSAGES.systemError;
}
