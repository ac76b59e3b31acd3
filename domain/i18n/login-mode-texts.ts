import type { AreaTexts } from './texts';

/** The texts of the easy-login widget's password and email forms, which load when their tab is first shown. */
export interface LoginModeTexts {
  /** The password mode's account field: an email, a username or a mobile. */
  readonly accountName: string;
  readonly password: string;
  readonly email: string;
  readonly emailCode: string;
}

/**
 * The password and email forms' texts in zh-CN and en (ja, ko and zh-TW: `locales/`). Declared as
 * a plain record (`defineAreaTexts` only spreads it) so the forms' lazy chunk does not pull the
 * text helpers out of the page's bundle.
 */
export const LOGIN_MODE_TEXTS: AreaTexts<LoginModeTexts> = {
  area: 'loginMode',
  'zh-CN': {
    accountName: '账号（邮箱、用户名或手机号）',
    password: '密码',
    email: '邮箱',
    emailCode: '邮箱验证码',
  },
  en: {
    accountName: 'Account (email, username or phone number)',
    password: 'Password',
    email: 'Email',
    emailCode: 'Email code',
  },
};
