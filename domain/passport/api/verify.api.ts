import type { PassportClient } from '../passport.client';
import type { SendCodeData, TicketData } from '../passport.types';
import { thirdPartyParams, type ThirdPartyCredentials } from './login.api';

/** Identity verification: account/verify, auth/verify, sms/authorize. */
export class VerifyApi {
  constructor(readonly client: PassportClient) {}

  /** POST /passport/web/account/verify/ (mobile or email, code, type): a verify_ticket. */
  account(input: { mobile?: string; email?: string; code: string; type: number }) {
    return this.client.request<TicketData>({ method: 'POST', path: '/passport/web/account/verify/', params: { ...input } });
  }

  /** POST /passport/web/auth/verify/ with third-party credentials. */
  auth(input: ThirdPartyCredentials) {
    return this.client.request<TicketData>({ method: 'POST', path: '/passport/web/auth/verify/', params: thirdPartyParams(input) });
  }

  /**
   * POST /passport/web/send_code/ with the second verification's sms_code_key (type 22): the code
   * goes to the account's own mobile, which the page only knows masked.
   */
  sendSecondVerifyCode(smsCodeKey: string) {
    return this.client.request<SendCodeData>({ method: 'POST', path: '/passport/web/send_code/', params: { sms_code_key: smsCodeKey, type: 22 } });
  }

  /** POST /passport/web/account/verify/ with the sms_code_key and the code: the verify_ticket the resend carries. */
  secondVerify(input: { smsCodeKey: string; code: string }) {
    return this.client.request<TicketData>({ method: 'POST', path: '/passport/web/account/verify/', params: { sms_code_key: input.smsCodeKey, code: input.code, type: 22 } });
  }

  /** POST /passport/web/sms/authorize/ (mobile, code; type 26). */
  smsAuthorize(input: { mobile: string; code: string }) {
    return this.client.request<TicketData>({ method: 'POST', path: '/passport/web/sms/authorize/', params: { ...input, type: 26 } });
  }
}
