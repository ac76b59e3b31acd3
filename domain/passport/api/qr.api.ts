import type { PassportClient } from '../passport.client';
import type { QrCodeData, QrConnectData } from '../passport.types';

/** QR scan login (SPEC §7): get_qrcode (next), check_qrconnect (next, token); the older endpoints are in `MobileWebApi`. */
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
}
