import type { ApiClient, CallRequest } from '../http/api-client';
import { expectPassportStatus, readPassportAnswer, type PassportResult } from '../http/passport-envelope';
import { CSRF_HEADER } from '../passport/passport.config';
import { obfuscateFields } from '../passport/sensitive-fields';
import type { AccountInfoData } from './account-user';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/** The mobile code type defaults to 24 (login). */
export const DEFAULT_CODE_TYPE = 24;

/**
 * The single-sign-on calls (basic), mapped from camelCase to the wire in one place.
 * Every call sends the CSRF header from the CSRF cookie, as passport calls do.
 */
export class SsoApi {
  readonly #csrfToken: () => string | undefined;

  /** @param csrfToken - the CSRF cookie's value, read at each call; no header while it is unset. */
  constructor(
    readonly client: ApiClient,
    readonly aid: number,
    csrfToken: () => string | undefined = () => undefined,
  ) {
    this.#csrfToken = csrfToken;
  }

  #send<T>(request: CallRequest) {
    const csrf = this.#csrfToken();
    return this.client.send<T>(csrf ? { ...request, headers: { ...request.headers, [CSRF_HEADER]: csrf } } : request);
  }

  /**
   * A single-sign-on call: `{ error_code, description, data }`, error_code 0 is success, read by the
   * one passport envelope reader (failures carry the `PassportFailure` and their demand).
   */
  async #passport<T>(request: CallRequest, failureMessage?: string): Promise<PassportResult<T>> {
    return readPassportAnswer<T>(await this.#send(request), 'sso', failureMessage);
  }

  /**
   * GET /check_login/: whether this browser has a single-sign-on session, e.g. after a login whose
   * answer was lost (the code may already be used).
   * @throws CampaignKitError `TIMEOUT`, `NETWORK`, `HTTP_STATUS`; `SERVER` for a non-zero error_code.
   */
  async checkLogin(): Promise<boolean> {
    const { data } = await this.#passport<{ has_login?: boolean }>({ method: 'GET', path: '/check_login/', query: { aid: this.aid } });
    return data?.has_login === true;
  }

  /** GET /send_activation_code/v2/ with the sensitive fields (mobile, type) obfuscated; `captcha` answers a 1105 demand. */
  sendActivationCode(input: { mobile: string; type: number; fp: string; captcha?: string }) {
    return this.#passport<{ retry_time?: number }>(
      {
        method: 'GET',
        path: '/send_activation_code/v2/',
        query: obfuscateFields({ mobile: input.mobile, type: input.type, fp: input.fp, aid: this.aid, captcha: input.captcha }),
      },
      MESSAGES.getCodeFail,
    );
  }

  /** GET /quick_login/v2/ with the sensitive fields (mobile, code) obfuscated. */
  quickLogin(input: { mobile: string; code: string; service: string }) {
    return this.#passport<{ user_id_str?: string }>(
      {
        method: 'GET',
        path: '/quick_login/v2/',
        query: obfuscateFields({ mobile: input.mobile, code: input.code, service: input.service, aid: this.aid }),
      },
      MESSAGES.loginFailed,
    );
  }

  /**
   * GET /passport/account/info/v2/.
   * @throws CampaignKitError `NOT_LOGIN` when the server has no session; `HTTP_STATUS`
   *   ('Request failed with status code {n}') for a status outside 200-299.
   */
  async accountInfo(): Promise<AccountInfoData> {
    const response = await this.#send<{ message?: string; data?: AccountInfoData }>({
      method: 'GET',
      path: '/passport/account/info/v2/',
      query: { aid: this.aid },
    });
    expectPassportStatus(response);
    const body = response.data;
    if (body?.message !== 'success' || !body.data?.user_id_str) {
      throw new CampaignKitError('NOT_LOGIN', MESSAGES.notLogin, { logId: response.headers['x-tt-logid'], data: body?.data });
    }
    return body.data;
  }
}
