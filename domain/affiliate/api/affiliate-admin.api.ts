import type { PassportClient } from '../../passport/passport.client';
import type { SendCodeData } from '../../passport/passport.types';
import { VERIFICATION_TYPES } from '../../passport/verification-types';
import type { AffiliateContact } from '../affiliate.types';
import { affiliateCall, contactParams, required } from './affiliate-call';

/**
 * Manager transfer: codes for the old manager (type 22, to their own mobile or email)
 * and the new one (type 101), then the transfer with the old manager's verify ticket, the new
 * manager's contact and code.
 */
export class AffiliateAdminApi {
  constructor(readonly client: PassportClient) {}

  /** POST admin/successor/send_code/ (type 22, verify_way): a code to the logged-in manager's own mobile or email. */
  async sendOldManagerCode(verifyWay: 'mobile' | 'email'): Promise<SendCodeData> {
    return (await affiliateCall(this.client, 'POST', 'admin/successor/send_code/', {
      type: VERIFICATION_TYPES.verifyOldMobileOrManager,
      verify_way: verifyWay,
    })) as SendCodeData;
  }

  /** POST admin/successor/send_code/ (type 101, mobile or email): a code to the new manager. */
  async sendNewManagerCode(contact: AffiliateContact): Promise<SendCodeData> {
    return (await affiliateCall(this.client, 'POST', 'admin/successor/send_code/', { ...contactParams(contact), type: VERIFICATION_TYPES.newManager })) as SendCodeData;
  }

  /**
   * POST admin/transfer/ (verify_ticket, mobile or email, code): the new manager, a member of the
   * subject, becomes its manager; the old one stays as a member.
   * @param input - `verifyTicket`: from checking the old manager's code; the new manager's contact and code.
   */
  async transfer(input: AffiliateContact & { verifyTicket: string; code: string }): Promise<void> {
    const contact = contactParams(input);
    required({ verify_ticket: input.verifyTicket, code: input.code });
    await affiliateCall(this.client, 'POST', 'admin/transfer/', { ...contact, verify_ticket: input.verifyTicket, code: input.code });
  }
}
