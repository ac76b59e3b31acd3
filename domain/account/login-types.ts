/** The login types of SPEC §5 (a login type must be one of these). */
export const LOGIN_TYPES = ['apple', 'facebook', 'google', 'kakao', 'line', 'douyin', 'toutiao', 'tiktok', 'twitter', 'vk', 'mobile', 'weibo'] as const;

export type LoginType = (typeof LOGIN_TYPES)[number];

export function isLoginType(value: unknown): value is LoginType {
  return typeof value === 'string' && (LOGIN_TYPES as readonly string[]).includes(value);
}

/** SPEC §8: a login type the toolkit does not know. */
export const unsupportedLoginMessage = (type: string): string => `unsupported login method: ${type}`;
/** SPEC §8: a known login type that was not configured. */
export const NOT_INITIALIZED_LOGIN_MESSAGE = 'the login method is not initialized!';
/** SPEC §5 and §8: no token on return, by provider kind. */
export const TOKEN_MESSAGES = {
  code: 'code is empty!',
  oauthToken: 'No OauthToken!',
  accessToken: 'AccessToken Is Empty!',
} as const;
