import { CampaignKitError, MESSAGES } from '../../ports/errors';
import type { PassportService } from '../passport/passport.service';
import { VERIFICATION_TYPES } from '../passport/verification-types';
import type { AccountService } from './account.service';
import { checkCode, checkMobile } from './mobile-rules';

/**
 * Bind, rebind and unbind the signed-in account's mobile (SPEC §7 mobile bind, change, unbind):
 * the old mobile is proven by a code (type 22) for a ticket; the new one by its own code (type 17
 * to bind, 20 to rebind). unbind_exist stays 0 (SPEC §9).
 *
 * @example
 * ```ts
 * await kit.signIn.mobile.sendOldMobileCode();
 * const ticket = await kit.signIn.mobile.verifyOldMobile('1234');
 * await kit.signIn.mobile.sendNewMobileCode('13900000009');
 * await kit.signIn.mobile.rebind('13900000009', '5678', ticket);
 * ```
 */
export class MobileBinding {
  readonly #passport: PassportService;
  readonly #account: AccountService;

  constructor(deps: { passport: PassportService; account: AccountService }) {
    this.#passport = deps.passport;
    this.#account = deps.account;
  }

  /** Sends a code to the account's current mobile (type 22). @throws CampaignKitError `SERVER`. */
  async sendOldMobileCode(): Promise<void> {
    await this.#passport.code.sendCodeToAccount(VERIFICATION_TYPES.verifyOldMobileOrManager);
  }

  /**
   * Proves the current mobile. @returns the ticket `rebind` and `unbind` take.
   * @throws CampaignKitError `INVALID_ARGUMENT` 验证码必须是数字!; `SERVER`.
   */
  async verifyOldMobile(code: string): Promise<string> {
    const { data } = await this.#passport.verify.account({ code: checkCode(code), type: VERIFICATION_TYPES.verifyOldMobileOrManager });
    const ticket = data.ticket ?? data.verify_ticket;
    if (!ticket) throw new CampaignKitError('SERVER', MESSAGES.systemError);
    return ticket;
  }

  /** Sends a code to a new mobile: type 20 to rebind, 17 to bind. @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER`. */
  async sendNewMobileCode(mobile: string, purpose: 'bind' | 'rebind' = 'rebind'): Promise<void> {
    const type = purpose === 'bind' ? VERIFICATION_TYPES.bindMobile : VERIFICATION_TYPES.newMobileRebind;
    await this.#passport.code.sendCode({ mobile: checkMobile(mobile), type });
  }

  /** Binds a mobile to an account that has none. @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER`. */
  async bind(mobile: string, code: string): Promise<void> {
    await this.#passport.bind.mobile('bind', { mobile: checkMobile(mobile), code: checkCode(code) });
    await this.#account.check();
  }

  /** Moves the account to a new mobile. @throws CampaignKitError `INVALID_ARGUMENT`; `SERVER`. */
  async rebind(mobile: string, code: string, ticket: string): Promise<void> {
    await this.#passport.bind.mobile('change', { mobile: checkMobile(mobile), code: checkCode(code), ticket });
    await this.#account.check();
  }

  /** Removes the mobile (the account keeps its email and password). @throws CampaignKitError `SERVER`. */
  async unbind(ticket: string): Promise<void> {
    await this.#passport.bind.mobile('unbind', { ticket });
    await this.#account.check();
  }
}
