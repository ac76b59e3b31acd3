import { CampaignKitError } from '../../ports/errors';
import type { PassportService } from '../passport/passport.service';
import { EMAIL_CODE_TYPES, VERIFICATION_TYPES } from '../passport/verification-types';
import type { AccountService, LoginResult } from './account.service';
import { checkCode, checkMobile, EMAIL_PATTERN } from './mobile-rules';

/** SPEC §5: password login needs one of these. */
export interface PasswordLoginInput {
  readonly email?: string;
  readonly username?: string;
  readonly mobile?: string;
  readonly account?: string;
  readonly password: string;
}

/** The message of a malformed email (SPEC §5 Email pattern). */
export const EMAIL_FORMAT_MESSAGE = '邮箱格式不正确';

/**
 * Sign-in through the passport web area (SPEC §4, §7): SMS, email with password or code, and
 * password login. Each success loads the account and emits `account.loggedIn$`.
 *
 * @example
 * ```ts
 * await kit.signIn.sendEmailCode('player@example.com');
 * await kit.signIn.emailCodeLogin('player@example.com', '1234');
 * ```
 */
export class PassportSignIn {
  readonly #passport: PassportService;
  readonly #account: AccountService;

  constructor(deps: { passport: PassportService; account: AccountService }) {
    this.#passport = deps.passport;
    this.#account = deps.account;
  }

  /**
   * Sends a login code by SMS (type 24); a captcha or second verification is shown on demand.
   * Starts the account's resend countdown.
   * @throws CampaignKitError `INVALID_ARGUMENT` (SPEC §5); `COUNTDOWN`; `CLOSE_CAPTCHA`; `SERVER`.
   */
  async sendSmsCode(mobile: string): Promise<void> {
    const phone = checkMobile(mobile);
    if (this.#account.countdown.locked) {
      throw new CampaignKitError('COUNTDOWN', `${this.#account.countdown.state.remainingSeconds}s`);
    }
    await this.#passport.code.sendCode({ mobile: phone, type: VERIFICATION_TYPES.login });
    this.#account.countdown.start();
  }

  /**
   * POST sms_login, then loads the account.
   * @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER` (登录失败 when the server said nothing);
   *   `SECOND_VALID` with `data.sms_code_key` when a second verification was dismissed.
   */
  async smsLogin(mobile: string, code: string): Promise<LoginResult> {
    const result = await this.#passport.login.smsLogin({ mobile: checkMobile(mobile), code: checkCode(code) });
    this.#account.countdown.stop();
    return this.#account.completeLogin(result.redirectUrl);
  }

  /**
   * Sends an email login code (type 13, SPEC §9).
   * @throws CampaignKitError `INVALID_ARGUMENT` 邮箱格式不正确; `SERVER`.
   */
  async sendEmailCode(email: string): Promise<void> {
    await this.#passport.code.sendEmailCode({ email: checkEmail(email), type: EMAIL_CODE_TYPES.loginOrVerify });
  }

  /** Email and code (SPEC §7 email/code_login). @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER`. */
  async emailCodeLogin(email: string, code: string): Promise<LoginResult> {
    const result = await this.#passport.login.emailCodeLogin({ email: checkEmail(email), code: checkCode(code) });
    return this.#account.completeLogin(result.redirectUrl);
  }

  /** Email and password (SPEC §7 email/login). @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER`. */
  async emailLogin(email: string, password: string): Promise<LoginResult> {
    const result = await this.#passport.login.emailLogin({ email: checkEmail(email), password });
    return this.#account.completeLogin(result.redirectUrl);
  }

  /**
   * Password login with one of email, username, mobile or account (SPEC §5): an email goes to
   * email/login, anything else to user/login.
   * @throws CampaignKitError `INVALID_ARGUMENT` with an empty message when none was given (SPEC §5:
   *   'rejects without a message'); `SERVER`.
   */
  async passwordLogin(input: PasswordLoginInput): Promise<LoginResult> {
    const account = [input.email, input.username, input.mobile, input.account].map((value) => value?.trim()).find(Boolean);
    if (!account || !input.password) throw new CampaignKitError('INVALID_ARGUMENT', '');
    if (input.email?.trim()) return this.emailLogin(input.email, input.password);
    const result = await this.#passport.login.userLogin({ account, password: input.password });
    return this.#account.completeLogin(result.redirectUrl);
  }
}

function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL_PATTERN.test(trimmed)) throw new CampaignKitError('INVALID_ARGUMENT', EMAIL_FORMAT_MESSAGE);
  return trimmed;
}

