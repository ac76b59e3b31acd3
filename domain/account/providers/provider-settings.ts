import { CampaignKitError } from '../../../ports/errors';
import type { LoginType } from './login-types';

/** How a provider login runs (SPEC §3: popup or redirect). */
export type ProviderMode = 'popup' | 'redirect';

/** One provider's settings (SPEC §3 Social provider settings), in the spec's wire names. */
export interface ProviderSetting {
  readonly type: Exclude<LoginType, 'mobile'>;
  /** Defaults to `redirect`. */
  readonly mode?: ProviderMode;
  readonly platform_app_id?: number | string;
  readonly app_id?: string;
  readonly client_id?: string;
  /** Kakao's app key (SPEC §3 names it app_secret); sent as its client_id. */
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
}

/** How a provider is asked (PLATFORMS.md Part 2.1; SPEC §9 scopes). */
export interface ProviderDefinition {
  /** The fields SPEC §3 requires. */
  readonly required: readonly (keyof ProviderSetting)[];
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

/** The providers of SPEC §1 (all but mobile, which is the SMS login). */
export const PROVIDERS: Readonly<Record<ProviderSetting['type'], ProviderDefinition>> = {
  apple: { required: ['platform_app_id'], viaPassport: true, token: 'code' },
  twitter: { required: ['platform_app_id'], viaPassport: true, token: 'oauthToken' },
  // SPEC §9 names Facebook v8.0, which expired on 2022-11-01 (PLATFORMS.md 2.1): the unversioned
  // dialog uses the app's own API version; `authorizeUrl` pins another.
  facebook: { required: ['platform_app_id', 'app_id'], authorizeUrl: 'https://www.facebook.com/dialog/oauth', clientParam: 'client_id', clientField: 'app_id', scope: 'public_profile,email', token: 'code' },
  google: { required: ['platform_app_id', 'client_id'], authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', clientParam: 'client_id', clientField: 'client_id', scope: 'openid email profile', token: 'code' },
  kakao: { required: ['platform_app_id', 'app_secret'], authorizeUrl: 'https://kauth.kakao.com/oauth/authorize', clientParam: 'client_id', clientField: 'app_secret', token: 'code' },
  line: { required: ['platform_app_id', 'client_id'], authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize', clientParam: 'client_id', clientField: 'client_id', scope: 'openid profile', token: 'code' },
  vk: { required: ['platform_app_id', 'app_key'], authorizeUrl: 'https://oauth.vk.com/authorize', clientParam: 'client_id', clientField: 'app_key', scope: 'offline', extra: { v: '5.131' }, token: 'code' },
  tiktok: { required: ['platform_app_id', 'client_key'], authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/', clientParam: 'client_key', clientField: 'client_key', scope: 'user.info.basic', token: 'code' },
  douyin: { required: ['platform_app_id', 'client_key'], authorizeUrl: 'https://open.douyin.com/platform/oauth/connect/', clientParam: 'client_key', clientField: 'client_key', scope: 'user_info', token: 'code' },
  toutiao: { required: ['platform_app_id', 'client_key'], authorizeUrl: 'https://open.snssdk.com/auth/authorize', clientParam: 'client_key', clientField: 'client_key', extra: { auth_only: '1', display: '0' }, token: 'code' },
  weibo: { required: ['platform_app_id', 'client_id'], authorizeUrl: 'https://api.weibo.com/oauth2/authorize', clientParam: 'client_id', clientField: 'client_id', scope: 'all', token: 'code' },
};

/**
 * Checks a provider's settings (SPEC §5).
 * @throws CampaignKitError `INVALID_ARGUMENT` '{provider} init fail, {field} is undefined'.
 */
export function validateProviderSetting(setting: ProviderSetting): ProviderSetting {
  const definition = PROVIDERS[setting.type];
  for (const field of definition.required) {
    const value = setting[field];
    if (value === undefined || value === null || value === '') {
      throw new CampaignKitError('INVALID_ARGUMENT', `${setting.type} init fail, ${String(field)} is undefined`);
    }
  }
  return setting;
}
