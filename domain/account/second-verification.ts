import { verifyTicketOf } from '../passport/answer-tickets';
import type { VerifyApi } from '../passport/api/verify.api';

/**
 * The second verification a 2046 demand asks for, as `kit.account.secondVerification`:
 * what `<SecondVerifyDialog>` calls to earn the ticket the resent request carries. Loaded on first use.
 */
export class SecondVerification {
  readonly #verify: VerifyApi;

  constructor(verify: VerifyApi) {
    this.#verify = verify;
  }

  /**
   * Sends a code to the account's own mobile (which the page knows only masked) by the demand's key.
   * @param smsCodeKey - the demand's `sms_code_key`.
   * @throws CampaignKitError `SERVER`.
   * @example await kit.account.secondVerification.sendCode(challenge.smsCodeKey);
   */
  async sendCode(smsCodeKey: string): Promise<void> {
    await this.#verify.sendSecondVerifyCode(smsCodeKey);
  }

  /**
   * Checks the code.
   * @returns the verify ticket to answer the demand with.
   * @throws CampaignKitError `SERVER` (a wrong code, or an answer without a ticket).
   * @example controller.answer(await kit.account.secondVerification.verify(key, '1234'));
   */
  async verify(smsCodeKey: string, code: string): Promise<string> {
    const { data } = await this.#verify.secondVerify({ smsCodeKey, code: code.trim() });
    return verifyTicketOf(data);
  }
}
