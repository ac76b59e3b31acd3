import { CampaignKitError } from '../../../ports/errors';
import type { LoginType } from '../login-types';

/** How a provider login runs (popup or redirect). */
export type ProviderMode = 'popup' | 'redirect';

/** One provider's settings (Social provider settings), in the wire names. */
export interface ProviderSetting {
  readonly type: Exclude<LoginType, 'mobile'>;
  /** Defaults to `redirect`. */
  readonly mode?: ProviderMode;
  readonly platform_app_id?: number | string;
  readonly app_id?: string;
  readonly client_id?: string;
  /** Kakao's app key (names it app_secret); sent as its client_id. */
  readonly app_secret?: string;
  readonly app_key?: string;
  /** TikTok, Douyin and Toutiao's client_key. */
  readonly client_key?: string;
  /** Overrides the default scope. */
  readonly scope?: string;
  /** Overrides the provider's authorize address (a test provider, a proxy). */
  readonly authorizeUrl?: string;
  /** facebook and vk only: `token` reads access_token from the return. Defaults to `code`. */
  readonly responseType?: 'code' | 'token';
  /**
   * apple and twitter (through the passport's web_login): parameters the passport passes
   * on to the provider, sent JSON-encoded as url_params. Defaults to none (`{}`).
   */
  readonly urlParams?: Readonly<Record<string, string>>;
}

/** How a provider is asked (`PROVIDER_CATALOG` holds each provider's). */
export interface ProviderDefinition {
  /** Through the publisher's passport (/passport/web/web_login) rather than the provider directly. */
  readonly viaPassport?: boolean;
  readonly authorizeUrl?: string;
  /** The query name of the client id and the setting it comes from. */
  readonly clientParam?: string;
  readonly clientField?: keyof ProviderSetting;
  readonly scope?: string;
  readonly extra?: Readonly<Record<string, string>>;
  /** Which token the return must carry. */
  readonly token: 'code' | 'oauthToken';
}

/** The fields requires of each provider's settings (checked at once, before any provider code loads). */
export const REQUIRED_FIELDS: Readonly<Record<ProviderSetting['type'], readonly (keyof ProviderSetting)[]>> = {
  apple: ['platform_app_id'],
  twitter: ['platform_app_id'],
  facebook: ['platform_app_id', 'app_id'],
  google: ['platform_app_id', 'client_id'],
  kakao: ['platform_app_id', 'app_secret'],
  line: ['platform_app_id', 'client_id'],
  vk: ['platform_app_id', 'app_key'],
  tiktok: ['platform_app_id', 'client_key'],
  douyin: ['platform_app_id', 'client_key'],
  toutiao: ['platform_app_id', 'client_key'],
  weibo: ['platform_app_id', 'client_id'],
};

/**
 * Checks a provider's settings.
 * @throws CampaignKitError `INVALID_ARGUMENT` '{provider} init fail, {field} is undefined'.
 */
export function validateProviderSetting(setting: ProviderSetting): ProviderSetting {
  for (const field of REQUIRED_FIELDS[setting.type]) {
    const value = setting[field];
    if (value === undefined || value === null || value === '') {
      throw new CampaignKitError('INVALID_ARGUMENT', `${setting.type} init fail, ${String(field)} is undefined`);
    }
  }
  return setting;
}
