import { isCampaignKitError, type CampaignKitErrorCode } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import { errorMessage } from '../error-message';

/**
 * What a visitor reads for the failures whose kit message is a code for programs (SPEC §4:
 * closing the captcha fails with CLOSE_CAPTCHA, closing the second verification with SECOND_VALID).
 */
export const VISITOR_SENTENCES: Readonly<Partial<Record<CampaignKitErrorCode, string>>> = {
  CLOSE_CAPTCHA: '安全验证已关闭，请完成验证后重试',
  SECOND_VALID: '身份验证已关闭，请完成验证后重试',
};

/** The sentence a form shows for a failure: never a bare code, else the kit's message (SPEC §8). */
export function visitorMessage(error: unknown): string {
  if (!isCampaignKitError(error)) return errorMessage(error);
  const sentence = VISITOR_SENTENCES[error.code];
  if (sentence) return sentence;
  return error.message === error.code ? MESSAGES.systemError : errorMessage(error);
}
