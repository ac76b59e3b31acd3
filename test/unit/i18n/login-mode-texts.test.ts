import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS } from '../../../domain/i18n/account-texts';
import { LOGIN_MODE_TEXTS } from '../../../domain/i18n/login-mode-texts';
import { WIDGET_TEXTS } from '../../../domain/i18n/widget-texts';

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

describe('the easy-login modes texts', () => {
  it('the tabs: 手机验证码登录 / 密码登录 / 邮箱登录, in English with "login", never "sign in"', () => {
    expect(WIDGET_TEXTS['zh-CN'].modeTabs).toEqual({ mobile: '手机验证码登录', password: '密码登录', email: '邮箱登录' });
    expect(WIDGET_TEXTS.en.modeTabs).toEqual({ mobile: 'SMS code login', password: 'Password login', email: 'Email login' });
  });

  it('the lazy forms label their fields as the account forms do, in both languages', () => {
    for (const language of ['zh-CN', 'en'] as const) {
      const { accountName, password, email, emailCode } = ACCOUNT_TEXTS[language];
      expect(LOGIN_MODE_TEXTS[language]).toEqual({ accountName, password, email, emailCode });
    }
    const english = Object.values(LOGIN_MODE_TEXTS.en).join(' ');
    expect(english).not.toMatch(CJK);
    expect(english.toLowerCase()).not.toContain('sign in');
  });
});
