import type { PassportClient } from '../passport.client';
import type { OpenAuthData, OpenAuthInfoData, SendCodeData } from '../passport.types';
import { thirdPartyParams, type ThirdPartyCredentials } from './login.api';

/** An open-authorization request. */
export interface OpenAuthRequest {
  readonly clientKey: string;
  readonly scope: string;
  readonly source?: string;
  readonly redirectUri?: string;
  readonly state?: string;
}

const wire = (request: OpenAuthRequest) => ({
  client_key: request.clientKey,
  scope: request.scope,
  source: request.source,
  redirect_uri: request.redirectUri,
  state: request.state,
});

/** Open authorization: auth_info, send_code, sms, account and third-party auth. */
export class OpenAuthApi {
  constructor(readonly client: PassportClient) {}

  /** GET /passport/web/open/auth_info/ (client_key, scope). */
  authInfo(input: { clientKey: string; scope: string }) {
    return this.client.request<OpenAuthInfoData>({
      method: 'GET',
      path: '/passport/web/open/auth_info/',
      params: { client_key: input.clientKey, scope: input.scope },
    });
  }

  /** GET /passport/web/open/send_code/ (mobile; type 27). */
  sendCode(mobile: string) {
    return this.client.request<SendCodeData>({ method: 'GET', path: '/passport/web/open/send_code/', params: { mobile, type: 27 } });
  }

  /** POST /passport/web/open/sms_auth/ (mobile, code, and the request). */
  smsAuth(request: OpenAuthRequest & { mobile: string; code: string }) {
    return this.#post('/passport/web/open/sms_auth/', { ...wire(request), mobile: request.mobile, code: request.code });
  }

  /** POST /passport/web/open/account_auth/ (account, password, and the request). */
  accountAuth(request: OpenAuthRequest & { account: string; password: string }) {
    return this.#post('/passport/web/open/account_auth/', { ...wire(request), account: request.account, password: request.password });
  }

  /** POST /passport/web/open/third_party_auth/ (third-party credentials, and the request). */
  thirdPartyAuth(request: OpenAuthRequest & ThirdPartyCredentials) {
    return this.#post('/passport/web/open/third_party_auth/', { ...thirdPartyParams(request), ...wire(request) });
  }

  #post(path: string, params: Record<string, unknown>) {
    return this.client.request<OpenAuthData>({ method: 'POST', path, params });
  }
}
