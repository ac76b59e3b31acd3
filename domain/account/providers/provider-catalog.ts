import type { ProviderDefinition, ProviderSetting } from './provider-settings';

/**
 * How each provider is asked: its authorize address, client parameter, scope and token kind. All
 * eleven ride in the providers' lazy module with the login code (130 B gz there); one module per
 * provider saved a one-provider login at most 25 B gz and made it wait for a second chunk.
 */
export const PROVIDER_CATALOG: Readonly<Record<ProviderSetting['type'], ProviderDefinition>> = {
  apple: { viaPassport: true, token: 'code' },
  // The unversioned dialog uses the app's own API version; `authorizeUrl` pins another.
  facebook: { authorizeUrl: 'https://www.facebook.com/dialog/oauth', clientParam: 'client_id', clientField: 'app_id', scope: 'public_profile,email', token: 'code' },
  google: { authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', clientParam: 'client_id', clientField: 'client_id', scope: 'openid email profile', token: 'code' },
  kakao: { authorizeUrl: 'https://kauth.kakao.com/oauth/authorize', clientParam: 'client_id', clientField: 'app_secret', token: 'code' },
  line: { authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize', clientParam: 'client_id', clientField: 'client_id', scope: 'openid profile', token: 'code' },
  douyin: { authorizeUrl: 'https://open.douyin.com/platform/oauth/connect/', clientParam: 'client_key', clientField: 'client_key', scope: 'user_info', token: 'code' },
  toutiao: { authorizeUrl: 'https://open.snssdk.com/auth/authorize', clientParam: 'client_key', clientField: 'client_key', extra: { auth_only: '1', display: '0' }, token: 'code' },
  tiktok: { authorizeUrl: 'https://www.tiktok.com/v2/auth/authorize/', clientParam: 'client_key', clientField: 'client_key', scope: 'user.info.basic', token: 'code' },
  twitter: { viaPassport: true, token: 'oauthToken' },
  vk: { authorizeUrl: 'https://oauth.vk.com/authorize', clientParam: 'client_id', clientField: 'app_key', scope: 'offline', extra: { v: '5.131' }, token: 'code' },
  weibo: { authorizeUrl: 'https://api.weibo.com/oauth2/authorize', clientParam: 'client_id', clientField: 'client_id', scope: 'all', token: 'code' },
};
