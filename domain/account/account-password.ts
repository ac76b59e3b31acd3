import type { CodeApi } from '../passport/api/code.api';
import type { PasswordApi } from '../passport/api/password.api';
import { VERIFICATION_TYPES } from '../passport/verification-types';
import { checkCode, checkMobile } from './mobile-rules';

/**
 * The account's password (password reset, update, set), as `kit.account.password`: reset
 * by a code to the mobile (type 6) while logged out, change or set it while logged in. Loaded on first use.
 */
export class AccountPassword {
  readonly #deps: { code: CodeApi; password: PasswordApi };

  constructor(deps: { code: CodeApi; password: PasswordApi }) {
    this.#deps = deps;
  }

  /**
   * Sends the reset code to a mobile (type 6).
   * @throws CampaignKitError `INVALID_ARGUMENT` (mobile messages); `SERVER`; `CLOSE_CAPTCHA`.
   * @example await kit.account.password.sendResetCode('13800000000');
   */
  async sendResetCode(mobile: string): Promise<void> {
    await this.#deps.code.sendCode({ mobile: checkMobile(mobile), type: VERIFICATION_TYPES.resetByMobileOrVerifyOldEmail });
  }

  /**
   * Sets a new password with the mobile's reset code; the visitor then logs in with it.
   * @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER` (e.g. a weak password).
   * @example await kit.account.password.reset('13800000000', '1234', 'NewSecret9');
   */
  async reset(mobile: string, code: string, password: string): Promise<void> {
    await this.#deps.password.resetByMobile({ mobile: checkMobile(mobile), code: checkCode(code), password });
  }

  /**
   * Changes the logged-in account's password (POST password/update).
   * @throws CampaignKitError `SERVER` (wrong current password, weak new one).
   * @example await kit.account.password.change('old-secret', 'NewSecret9');
   */
  async change(currentPassword: string, password: string): Promise<void> {
    await this.#deps.password.update({ currentPassword, password });
  }

  /**
   * Sets a first password on a code-only account.
   * @throws CampaignKitError `SERVER`.
   * @example await kit.account.password.set('Secret123');
   */
  async set(password: string): Promise<void> {
    await this.#deps.password.set({ password });
  }
}
