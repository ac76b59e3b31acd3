/** A login type: one of the third-party providers, or `mobile` (an SMS code). */
export type LoginType = 'apple' | 'facebook' | 'google' | 'kakao' | 'line' | 'douyin' | 'toutiao' | 'tiktok' | 'twitter' | 'vk' | 'mobile' | 'weibo';

/** The login types (a login type must be one of these): every {@link LoginType}. */
export const LOGIN_TYPES = ['apple', 'facebook', 'google', 'kakao', 'line', 'douyin', 'toutiao', 'tiktok', 'twitter', 'vk', 'mobile', 'weibo'] as const satisfies readonly LoginType[];

export function isLoginType(value: unknown): value is LoginType {
  return typeof value === 'string' && (LOGIN_TYPES as readonly string[]).includes(value);
}

/** A login type the toolkit does not know. */
export const unsupportedLoginMessage = (type: string): string => `unsupported login method: ${type}`;
/** A known login type that was not configured. */
export const NOT_INITIALIZED_LOGIN_MESSAGE = 'the login method is not initialized!';
/** No token on return, by provider kind. */
export const TOKEN_MESSAGES = {
  code: 'code is empty!',
  oauthToken: 'No OauthToken!',
  accessToken: 'AccessToken Is Empty!',
} as const;
