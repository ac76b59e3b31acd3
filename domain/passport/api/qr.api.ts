import type { PassportClient } from '../passport.client';
import type { QrCodeData, QrConnectData } from '../passport.types';

/** QR scan login (SPEC §7): get_qrcode (next), check_qrconnect (next, token), and the older endpoints (service, token). */
export class QrApi {
  constructor(readonly client: PassportClient) {}

  /** GET /passport/web/get_qrcode/ (next). */
  getQrcode(next: string) {
    return this.client.request<QrCodeData>({ method: 'GET', path: '/passport/web/get_qrcode/', params: { next } });
  }

  /** GET /passport/web/check_qrconnect/ (next, token). */
  checkQrconnect(input: { next: string; token: string }) {
    return this.client.request<QrConnectData>({ method: 'GET', path: '/passport/web/check_qrconnect/', params: { ...input } });
  }

  /** GET /get_qrcode/ (service): the older endpoint, single-sign-on answers. */
  legacyGetQrcode(service: string) {
    return this.client.request<QrCodeData>({ method: 'GET', path: '/get_qrcode/', params: { service }, source: 'sso' });
  }

  /** GET /check_qrconnect/ (service, token): the older endpoint, single-sign-on answers. */
  legacyCheckQrconnect(input: { service: string; token: string }) {
    return this.client.request<QrConnectData>({ method: 'GET', path: '/check_qrconnect/', params: { ...input }, source: 'sso' });
  }
}
