import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/** A verification code has at least 4 digits (the widget's) and fits the 6-character input. */
export const CODE_MIN_LENGTH = 4;
export const CODE_MAX_LENGTH = 6;

/**
 * Checks a verification code before it is sent: digits only, 4 to 6 of them.
 * @returns the code without surrounding spaces.
 * @throws CampaignKitError `INVALID_ARGUMENT` 验证码必须是数字! for anything but digits (reason
 *   `code-digits`), 验证码应为4到6位数字 for a code of another length (`code-length`).
 */
export function checkCodeInput(code: unknown): string {
  const trimmed = typeof code === 'string' ? code.trim() : '';
  if (!/^\d+$/.test(trimmed)) throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.codeDigits, { reason: 'code-digits' });
  if (trimmed.length < CODE_MIN_LENGTH || trimmed.length > CODE_MAX_LENGTH) throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.codeLength, { reason: 'code-length' });
  return trimmed;
}
