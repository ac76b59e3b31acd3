import { describe, expect, it } from 'vitest';
import { checkCode, checkMobile, checkWidgetLogin, MOBILE_PATTERN } from '../../../domain/account/mobile-rules';
import { isEmail } from '../../../domain/shared/email-rule';

const messageOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  return undefined;
};

describe('mobile and code rules (SPEC §5)', () => {
  it.each(['13800000000', '19912345678', '12000000000'])('accepts the mobile %s', (mobile) => {
    expect(MOBILE_PATTERN.test(mobile)).toBe(true);
    expect(checkMobile(` ${mobile} `)).toBe(mobile);
  });

  it.each(['11000000000', '10123456789', '1380000000', '138000000000', '23800000000'])("rejects the mobile %s as malformed, in the helper's words (not the widget's)", (mobile) => {
    expect(messageOf(() => checkMobile(mobile))).toEqual({ code: 'INVALID_ARGUMENT', message: '手机号格式不正确' });
  });

  it('asks for a phone when it is empty', () => {
    expect(messageOf(() => checkMobile('  '))?.message).toBe('请输入手机号');
  });

  it('says a mobile must be digits', () => {
    expect(messageOf(() => checkMobile('138-0000-0000'))?.message).toBe('手机号必须是数字!');
  });

  it('says a code must be digits', () => {
    expect(messageOf(() => checkCode('12a4'))?.message).toBe('验证码必须是数字!');
    expect(checkCode('123456')).toBe('123456');
    expect(messageOf(() => checkCode('123'))?.message).toBe('验证码应为4到6位数字');
    expect(messageOf(() => checkCode('1234567'))?.message).toBe('验证码应为4到6位数字');
  });

  it('the widget wants exactly 4 digits and a well-formed phone', () => {
    expect(checkWidgetLogin('13800000000', '1234')).toEqual({ mobile: '13800000000', code: '1234' });
    expect(messageOf(() => checkWidgetLogin('13800000000', '12345'))?.message).toBe('手机号或验证码不正确');
    expect(messageOf(() => checkWidgetLogin('13800000000', '123'))?.message).toBe('手机号或验证码不正确');
    expect(messageOf(() => checkWidgetLogin('1380000000', '1234'))?.message).toBe('手机号或验证码不正确');
    expect(messageOf(() => checkWidgetLogin('', '1234'))?.message).toBe('请输入手机号');
  });

  it('the email pattern wants text@text.text with no spaces', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a b@b.co')).toBe(false);
    expect(isEmail('a@bco')).toBe(false);
  });
});

describe("the easy-login widget's input rules (SPEC §5)", () => {
  it('spaces around the mobile and the code are not part of them', () => {
    expect(checkWidgetLogin(' 13800000000 ', ' 1234 ')).toEqual({ mobile: '13800000000', code: '1234' });
  });

  it('an empty mobile is 请输入手机号 with the reason the widget uses for it', () => {
    expect(() => checkWidgetLogin('   ', '1234')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: '请输入手机号', reason: 'mobile-empty' }));
  });
});
