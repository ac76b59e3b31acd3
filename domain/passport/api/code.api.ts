import * as MESSAGES from '../../../ports/messages';
import type { PassportClient } from '../passport.client';
import type { RegisteredData, SendCodeData, TicketData } from '../passport.types';
import type { EmailCodeType, VerificationType } from '../verification-types';

/**
 * Code sending and checking (passport web area): send_code, email/send_code, validate_code,
 * email/verify, mobile/check_code, email/check_code, check_*_registered.
 * Sensitive fields are obfuscated by the client.
 */
export class CodeApi {
  constructor(readonly client: PassportClient) {}

  /** POST /passport/web/send_code/ (mobile, type: a verification type). */
  sendCode(input: { mobile: string; type: VerificationType; unbindExist?: 0 | 1 }) {
    return this.client.request<SendCodeData>({
      method: 'POST',
      path: '/passport/web/send_code/',
      params: { mobile: input.mobile, type: input.type, unbind_exist: input.unbindExist },
      failureMessage: MESSAGES.getCodeFail,
    });
  }

  /**
   * POST /passport/web/send_code/ without a mobile: the code goes to the logged-in account's own
   * mobile (type 22, verify the old mobile), e.g. before a cancellation or a rebind.
   */
  sendCodeToAccount(type: VerificationType = 22) {
    return this.client.request<SendCodeData>({ method: 'POST', path: '/passport/web/send_code/', params: { type }, failureMessage: MESSAGES.getCodeFail });
  }

  /** POST /passport/web/email/send_code/ (email, type: a verification type). */
  sendEmailCode(input: { email: string; type: VerificationType | EmailCodeType }) {
    return this.client.request<SendCodeData>({
      method: 'POST',
      path: '/passport/web/email/send_code/',
      params: { email: input.email, type: input.type },
      failureMessage: MESSAGES.getCodeFail,
    });
  }

  /** POST /passport/web/validate_code/ (mobile, code, type): a ticket for the next step. */
  validateCode(input: { mobile: string; code: string; type: VerificationType }) {
    return this.client.request<TicketData>({ method: 'POST', path: '/passport/web/validate_code/', params: { ...input } });
  }

  /** POST /passport/web/email/verify/ (email, code, ect_type). */
  verifyEmail(input: { email: string; code: string; ectType: EmailCodeType }) {
    return this.client.request<TicketData>({
      method: 'POST',
      path: '/passport/web/email/verify/',
      params: { email: input.email, code: input.code, ect_type: input.ectType },
    });
  }

  /** POST /passport/web/mobile/check_code/ (mobile, code, type). */
  checkMobileCode(input: { mobile: string; code: string; type: VerificationType }) {
    return this.client.request<TicketData>({ method: 'POST', path: '/passport/web/mobile/check_code/', params: { ...input } });
  }

  /** POST /passport/web/email/check_code/ (email, code, type). */
  checkEmailCode(input: { email: string; code: string; type: VerificationType | EmailCodeType }) {
    return this.client.request<TicketData>({ method: 'POST', path: '/passport/web/email/check_code/', params: { ...input } });
  }

  /** POST /passport/web/user/check_mobile_registered/ (mobile). */
  checkMobileRegistered(mobile: string) {
    return this.client.request<RegisteredData>({ method: 'POST', path: '/passport/web/user/check_mobile_registered/', params: { mobile } });
  }

  /** POST /passport/web/user/check_email_registered/ (email). */
  checkEmailRegistered(email: string) {
    return this.client.request<RegisteredData>({ method: 'POST', path: '/passport/web/user/check_email_registered/', params: { email } });
  }
}
