import type { ApiClient } from '../http/api-client';
import { MIX_MODE, obfuscate } from '../passport/obfuscate';
import type { AccountInfoData } from './account-user';
import { CampaignKitError, MESSAGES } from '../../ports/errors';

/** SPEC §9: the mobile code type defaults to 24 (login). */
export const DEFAULT_CODE_TYPE = 24;
/** SPEC §8: the server demands a captcha. */
export const CAPTCHA_REQUIRED_ERROR = 1105;

/** The 1105 demand's data: the captcha picture. */
export interface CaptchaDemandData {
  readonly captcha?: string;
}

/** The single-sign-on calls of SPEC §7 (basic), mapped from camelCase to the wire in one place. */
export class SsoApi {
  constructor(
    readonly client: ApiClient,
    readonly aid: number,
  ) {}

  /** GET /send_activation_code/v2/ with the mobile obfuscated (SPEC §5, §7). */
  sendActivationCode(input: { mobile: string; type: number; fp: string; captcha?: string }) {
    return this.client.passport<{ retry_time?: number } & CaptchaDemandData>(
      {
        method: 'GET',
        path: '/send_activation_code/v2/',
        query: {
          mobile: obfuscate(input.mobile),
          type: input.type,
          fp: input.fp,
          aid: this.aid,
          mix_mode: MIX_MODE,
          captcha: input.captcha,
        },
      },
      MESSAGES.getCodeFail,
    );
  }

  /** GET /quick_login/v2/ with mobile and code obfuscated (SPEC §7). */
  quickLogin(input: { mobile: string; code: string; service: string }) {
    return this.client.passport<{ user_id_str?: string }>(
      {
        method: 'GET',
        path: '/quick_login/v2/',
        query: {
          mobile: obfuscate(input.mobile),
          code: obfuscate(input.code),
          service: input.service,
          aid: this.aid,
          mix_mode: MIX_MODE,
        },
      },
      MESSAGES.loginFailed,
    );
  }

  /**
   * GET /passport/account/info/v2/.
   * @throws CampaignKitError `NOT_LOGIN` when the server has no session.
   */
  async accountInfo(): Promise<AccountInfoData> {
    const response = await this.client.send<{ message?: string; data?: AccountInfoData }>({
      method: 'GET',
      path: '/passport/account/info/v2/',
      query: { aid: this.aid },
    });
    const body = response.data;
    if (response.status !== 200) {
      throw new CampaignKitError('HTTP_STATUS', MESSAGES.httpStatus, { status: response.status, logId: response.headers['x-tt-logid'] });
    }
    if (body?.message !== 'success' || !body.data?.user_id_str) {
      throw new CampaignKitError('NOT_LOGIN', MESSAGES.notLogin, { logId: response.headers['x-tt-logid'], data: body?.data });
    }
    return body.data;
  }

  /** The address that logs out and comes back to `next` (SPEC §7: /logout/ with page, aid, service). */
  logoutUrl(next: string): string {
    const query = new URLSearchParams({ page: next, aid: String(this.aid), service: next });
    return `${this.client.origin.replace(/\/+$/, '')}/logout/?${query}`;
  }
}
