import { CampaignKitError, MESSAGES } from '../../ports/errors';
import type { PassportService } from '../passport/passport.service';
import { VERIFICATION_TYPES } from '../passport/verification-types';
import type { AccountService } from './account.service';
import { checkCode } from './mobile-rules';

/**
 * Account cancellation (SPEC §7: account/verify, cancel_verify_way, cancel/check, cancel/confirm):
 * a code to the account's own mobile proves the owner, then the tickets are walked through and
 * the account is cancelled; the session ends.
 *
 * @example
 * ```ts
 * await kit.signIn.cancellation.sendCode();
 * await kit.signIn.cancellation.confirm('1234');
 * ```
 */
export class AccountCancellation {
  readonly #passport: PassportService;
  readonly #account: AccountService;

  constructor(deps: { passport: PassportService; account: AccountService }) {
    this.#passport = deps.passport;
    this.#account = deps.account;
  }

  /** Sends the verification code to the account's own mobile (type 22). @throws CampaignKitError `SERVER`. */
  async sendCode(): Promise<void> {
    await this.#passport.code.sendCodeToAccount(VERIFICATION_TYPES.verifyOldMobileOrManager);
  }

  /**
   * Verifies the code and cancels the account; afterwards the account state is logged out.
   * @param abandon - `1` checks everything but keeps the account (the server's dry run). Defaults to `0`.
   * @throws CampaignKitError `INVALID_ARGUMENT` 验证码必须是数字!; `SERVER` with the server's description.
   */
  async confirm(code: string, abandon: 0 | 1 = 0): Promise<void> {
    const verified = await this.#passport.verify.account({ code: checkCode(code), type: VERIFICATION_TYPES.verifyOldMobileOrManager });
    const ticket = verified.data.verify_ticket ?? verified.data.ticket;
    if (!ticket) throw new CampaignKitError('SERVER', MESSAGES.systemError);
    const way = await this.#passport.cancel.verifyWay(ticket);
    const checked = await this.#passport.cancel.check(way.data.value_ticket ?? '');
    await this.#passport.cancel.confirm({ cancelTicket: way.data.cancel_ticket ?? '', token: checked.data.token, abandon });
    await this.#account.check();
  }
}
