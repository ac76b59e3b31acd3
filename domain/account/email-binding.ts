import type { BindApi } from '../passport/api/bind.api';
import type { CodeApi } from '../passport/api/code.api';
import { VERIFICATION_TYPES } from '../passport/verification-types';
import type { AccountSession } from './account-session';
import { checkCode, checkEmail } from './mobile-rules';

/**
 * Bind and unbind the logged-in account's email (email bind, unbind), as
 * `kit.account.email`: the new email is proven by a code (type 8, bind). Loaded on first use.
 */
export class EmailBinding {
  readonly #deps: { code: CodeApi; bind: BindApi; session: AccountSession };

  constructor(deps: { code: CodeApi; bind: BindApi; session: AccountSession }) {
    this.#deps = deps;
  }

  /**
   * Sends a bind code to the email (type 8).
   * @throws CampaignKitError `INVALID_ARGUMENT` 邮箱格式不正确; `SERVER`.
   * @example await kit.account.email.sendCode('player@example.com');
   */
  async sendCode(email: string): Promise<void> {
    await this.#deps.code.sendEmailCode({ email: checkEmail(email), type: VERIFICATION_TYPES.bind });
  }

  /**
   * Binds the email to the account, then reloads the account.
   * @param code - the code {@link sendCode} sent, digits.
   * @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER`.
   * @example await kit.account.email.bind('player@example.com', '1234');
   */
  async bind(email: string, code: string): Promise<void> {
    await this.#deps.bind.email('bind', { email: checkEmail(email), code: checkCode(code) });
    await this.#deps.session.check({ fresh: true });
  }

  /**
   * Removes the account's email, then reloads the account.
   * @throws CampaignKitError `SERVER`.
   * @example await kit.account.email.unbind();
   */
  async unbind(): Promise<void> {
    await this.#deps.bind.email('unbind', {});
    await this.#deps.session.check({ fresh: true });
  }
}
