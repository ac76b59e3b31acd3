import { verifyTicketOf } from '../passport/answer-tickets';
import type { BindApi } from '../passport/api/bind.api';
import type { CodeApi } from '../passport/api/code.api';
import type { VerifyApi } from '../passport/api/verify.api';
import { VERIFICATION_TYPES } from '../passport/verification-types';
import type { AccountSession } from './account-session';
import { checkCode, checkMobile } from './mobile-rules';

/**
 * Bind, rebind and unbind the logged-in account's mobile (mobile bind, change, unbind),
 * as `kit.account.mobile`: the old mobile is proven by a code (type 22) for a ticket; the new one
 * by its own code (type 17 to bind, 20 to rebind). unbind_exist stays 0. Loaded on first use.
 */
export class MobileBinding {
  readonly #deps: { code: CodeApi; verify: VerifyApi; bind: BindApi; session: AccountSession };

  constructor(deps: { code: CodeApi; verify: VerifyApi; bind: BindApi; session: AccountSession }) {
    this.#deps = deps;
  }

  /**
   * Sends a code to the account's current mobile (type 22).
   * @throws CampaignKitError `SERVER`; `CLOSE_CAPTCHA`, `SECOND_VALID` from a challenge.
   * @example await kit.account.mobile.sendOldCode();
   */
  async sendOldCode(): Promise<void> {
    await this.#deps.code.sendCodeToAccount(VERIFICATION_TYPES.verifyOldMobileOrManager);
  }

  /**
   * Proves the current mobile with its code.
   * @param code - the code sent by {@link sendOldCode}, digits.
   * @returns the ticket `rebind` and `unbind` take.
   * @throws CampaignKitError `INVALID_ARGUMENT` 验证码必须是数字!; `SERVER`.
   * @example const ticket = await kit.account.mobile.verifyOld('1234');
   */
  async verifyOld(code: string): Promise<string> {
    const { data } = await this.#deps.verify.account({ code: checkCode(code), type: VERIFICATION_TYPES.verifyOldMobileOrManager });
    return verifyTicketOf(data);
  }

  /**
   * Sends a code to a new mobile.
   * @param purpose - `rebind` (type 20, the default) or `bind` (type 17).
   * @throws CampaignKitError `INVALID_ARGUMENT` (mobile messages); `SERVER`.
   * @example await kit.account.mobile.sendNewCode('13900000009', 'bind');
   */
  async sendNewCode(mobile: string, purpose: 'bind' | 'rebind' = 'rebind'): Promise<void> {
    const type = purpose === 'bind' ? VERIFICATION_TYPES.bindMobile : VERIFICATION_TYPES.newMobileRebind;
    await this.#deps.code.sendCode({ mobile: checkMobile(mobile), type });
  }

  /**
   * Binds a mobile to an account that has none, then reloads the account.
   * @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER`.
   * @example await kit.account.mobile.bind('13900000009', '5678');
   */
  async bind(mobile: string, code: string): Promise<void> {
    await this.#deps.bind.mobile('bind', { mobile: checkMobile(mobile), code: checkCode(code) });
    await this.#deps.session.check({ fresh: true });
  }

  /**
   * Moves the account to a new mobile, then reloads the account.
   * @param ticket - from {@link verifyOld}.
   * @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER`.
   * @example await kit.account.mobile.rebind('13900000009', '5678', ticket);
   */
  async rebind(mobile: string, code: string, ticket: string): Promise<void> {
    await this.#deps.bind.mobile('change', { mobile: checkMobile(mobile), code: checkCode(code), ticket });
    await this.#deps.session.check({ fresh: true });
  }

  /**
   * Removes the mobile (the account keeps its email and password), then reloads the account.
   * @param ticket - from {@link verifyOld}.
   * @throws CampaignKitError `SERVER`.
   * @example await kit.account.mobile.unbind(ticket);
   */
  async unbind(ticket: string): Promise<void> {
    await this.#deps.bind.mobile('unbind', { ticket });
    await this.#deps.session.check({ fresh: true });
  }
}
