import type { PassportClient } from '../passport.client';
import type { CancelData } from '../passport.types';

/** Account cancellation: cancel_verify_way, cancel/check, cancel/confirm. */
export class CancelApi {
  constructor(readonly client: PassportClient) {}

  /** GET /passport/web/cancel_verify_way/ (cancel_ticket): the ways the owner may prove themselves. */
  verifyWay(cancelTicket: string) {
    return this.client.request<CancelData>({ method: 'GET', path: '/passport/web/cancel_verify_way/', params: { cancel_ticket: cancelTicket } });
  }

  /** GET /passport/web/cancel/check/ (value_ticket). */
  check(valueTicket: string) {
    return this.client.request<CancelData>({ method: 'GET', path: '/passport/web/cancel/check/', params: { value_ticket: valueTicket } });
  }

  /** POST /passport/web/cancel/confirm/ (cancel_ticket, token, abandon). */
  confirm(input: { cancelTicket: string; token?: string; abandon?: 0 | 1 }) {
    return this.client.request<CancelData>({
      method: 'POST',
      path: '/passport/web/cancel/confirm/',
      params: { cancel_ticket: input.cancelTicket, token: input.token, abandon: input.abandon },
    });
  }
}
