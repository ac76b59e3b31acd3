import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import { checkCodeInput } from '../shared/code-input';
import { isEmail } from '../shared/email-rule';

/** 11 digits, starting with 1, second digit 2 to 9. */
export const MOBILE_PATTERN = /^1[2-9]\d{9}$/;
/** The widget's login code is exactly 4 digits. */
export const WIDGET_CODE_PATTERN = /^\d{4}$/;
/** Input limits of the easy-login widget. */
export const PHONE_INPUT_MAX = 20;
export const CODE_INPUT_MAX = 6;

/**
 * The helper's message for digits that are not a mobile (which
 * gives no wording; 手机号或验证码不正确 is the widget's, about a phone and code together).
 */
export const MOBILE_FORMAT_MESSAGE = '手机号格式不正确';

const invalid = (message: string, reason: string): CampaignKitError => new CampaignKitError('INVALID_ARGUMENT', message, { reason });

/**
 * Checks a mobile before a code is sent.
 * @throws CampaignKitError `INVALID_ARGUMENT`: 请输入手机号 when empty or not text (reason
 *   `mobile-empty`), 手机号必须是数字! when not digits (`mobile-digits`), 手机号格式不正确 when not an
 *   11-digit mobile (`mobile-format`).
 */
export function checkMobile(mobile: string): string {
  const trimmed = typeof mobile === 'string' ? mobile.trim() : '';
  if (trimmed === '') throw invalid(MESSAGES.enterMobile, 'mobile-empty');
  if (!/^\d+$/.test(trimmed)) throw invalid(MESSAGES.mobileDigits, 'mobile-digits');
  if (!MOBILE_PATTERN.test(trimmed)) throw invalid(MOBILE_FORMAT_MESSAGE, 'mobile-format');
  return trimmed;
}

/**
 * Checks a verification code: digits only, 4 to 6 of them.
 * @throws CampaignKitError `INVALID_ARGUMENT` 验证码必须是数字! (reason `code-digits`), or
 *   验证码应为4到6位数字 for another length (`code-length`).
 */
export function checkCode(code: string): string {
  return checkCodeInput(code);
}

/**
 * The easy-login widget's stricter check: a phone that passes the format check and a
 * code of exactly 4 digits.
 * @throws CampaignKitError `INVALID_ARGUMENT` 请输入手机号 for an empty phone, else 手机号或验证码不正确.
 */
export function checkWidgetLogin(mobile: string, code: string): { mobile: string; code: string } {
  const phone = mobile.trim();
  if (phone === '') throw invalid(MESSAGES.enterMobile, 'mobile-empty');
  if (!MOBILE_PATTERN.test(phone) || !WIDGET_CODE_PATTERN.test(code.trim())) throw invalid(MESSAGES.mobileOrCodeWrong, 'mobile-or-code-format');
  return { mobile: phone, code: code.trim() };
}

/** The message of a malformed email (Email pattern). */
export const EMAIL_FORMAT_MESSAGE = '邮箱格式不正确';

/**
 * Checks an email: text, @, text, dot, text, no spaces, at most 254 characters once trimmed
 * (the kit's one email rule, shared with the mail check and the contract server).
 * @throws CampaignKitError `INVALID_ARGUMENT` 邮箱格式不正确 (reason `email-format`), also for no text.
 */
export function checkEmail(email: string): string {
  const trimmed = typeof email === 'string' ? email.trim() : '';
  if (!isEmail(trimmed)) throw invalid(EMAIL_FORMAT_MESSAGE, 'email-format');
  return trimmed;
}
