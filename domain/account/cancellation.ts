import { requireTicket, verifyTicketOf } from '../passport/answer-tickets';
import type { CancelApi } from '../passport/api/cancel.api';
import type { CodeApi } from '../passport/api/code.api';
import type { VerifyApi } from '../passport/api/verify.api';
import { VERIFICATION_TYPES } from '../passport/verification-types';
import type { AccountSession } from './account-session';
import { checkCode } from './mobile-rules';

/**
 * Account cancellation (account/verify, cancel_verify_way, cancel/check, cancel/confirm),
 * as `kit.account.cancellation`: a code to the account's own mobile proves the owner, then the
 * tickets are walked through and the account is cancelled; the session ends. Loaded on first use.
 */
export class AccountCancellation {
  readonly #deps: { code: CodeApi; verify: VerifyApi; cancel: CancelApi; session: AccountSession };

  constructor(deps: { code: CodeApi; verify: VerifyApi; cancel: CancelApi; session: AccountSession }) {
    this.#deps = deps;
  }

  /**
   * Sends the verification code to the account's own mobile (type 22).
   * @throws CampaignKitError `SERVER`.
   * @example await kit.account.cancellation.sendCode();
   */
  async sendCode(): Promise<void> {
    await this.#deps.code.sendCodeToAccount(VERIFICATION_TYPES.verifyOldMobileOrManager);
  }

  /**
   * Verifies the code and cancels the account; afterwards the account state is logged out.
   * @param code - the code {@link sendCode} sent, digits.
   * @param abandon - `1` checks everything but keeps the account (the server's dry run). Defaults to `0`.
   * @throws CampaignKitError `INVALID_ARGUMENT` 验证码必须是数字!; `SERVER` with the server's description,
   *   or the system error message when an answer leaves out a ticket the next call needs.
   * @example await kit.account.cancellation.confirm('1234');
   */
  async confirm(code: string, abandon: 0 | 1 = 0): Promise<void> {
    const { verify, cancel, session } = this.#deps;
    const verified = await verify.account({ code: checkCode(code), type: VERIFICATION_TYPES.verifyOldMobileOrManager });
    const way = await cancel.verifyWay(verifyTicketOf(verified.data));
    const checked = await cancel.check(requireTicket(way.data.value_ticket));
    await cancel.confirm({ cancelTicket: requireTicket(way.data.cancel_ticket), token: checked.data.token, abandon });
    await session.check({ fresh: true });
  }
}
