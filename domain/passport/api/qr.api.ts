import { DEFAULT_AUTH_PLATFORM_APP_ID } from '../auth-defaults';
import type { PassportClient } from '../passport.client';
import type { QrCodeData, QrConnectData } from '../passport.types';

/**
 * QR scan login: get_qrcode (next), check_qrconnect (next, token), both with the scan
 * login's platform_app_id (887 by default); the older endpoints are in `MobileWebApi`.
 */
export class QrApi {
  constructor(readonly client: PassportClient) {}

  /** GET /passport/web/get_qrcode/ (next, platform_app_id: defaults to `887`). */
  getQrcode(next: string, platformAppId: number = DEFAULT_AUTH_PLATFORM_APP_ID) {
    return this.client.request<QrCodeData>({ method: 'GET', path: '/passport/web/get_qrcode/', params: { next, platform_app_id: platformAppId } });
  }

  /** GET /passport/web/check_qrconnect/ (next, token, platform_app_id: defaults to `887`). */
  checkQrconnect(input: { next: string; token: string; platformAppId?: number }) {
    const { next, token, platformAppId = DEFAULT_AUTH_PLATFORM_APP_ID } = input;
    return this.client.request<QrConnectData>({ method: 'GET', path: '/passport/web/check_qrconnect/', params: { next, token, platform_app_id: platformAppId } });
  }
}
