import type { ApiClient, CallRequest } from '../http/api-client';
import { expectPassportStatus, readPassportAnswer, type PassportResult } from '../http/passport-envelope';
import { obfuscateFields } from '../passport/sensitive-fields';
import type { AccountInfoData } from './account-user';
import { CampaignKitError, MESSAGES } from '../../ports/errors';

/** SPEC §9: the mobile code type defaults to 24 (login). */
export const DEFAULT_CODE_TYPE = 24;

/** The single-sign-on calls of SPEC §7 (basic), mapped from camelCase to the wire in one place. */
export class SsoApi {
  constructor(
    readonly client: ApiClient,
    readonly aid: number,
  ) {}

  /**
   * A single-sign-on call: `{ error_code, description, data }`, error_code 0 is success, read by the
   * one passport envelope reader (failures carry the SPEC §8 `PassportFailure` and their demand).
   */
  async #passport<T>(request: CallRequest, failureMessage?: string): Promise<PassportResult<T>> {
    return readPassportAnswer<T>(await this.client.send(request), 'sso', failureMessage);
  }

  /** GET /send_activation_code/v2/ with the sensitive fields (mobile, type) obfuscated (SPEC §5, §7); `captcha` answers a 1105 demand. */
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

  /** GET /quick_login/v2/ with the sensitive fields (mobile, code) obfuscated (SPEC §5, §7). */
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
    const response = await this.client.send<{ message?: string; data?: AccountInfoData }>({
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
