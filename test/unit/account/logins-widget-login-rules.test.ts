import { describe, expect, it } from 'vitest';
import { checkWidgetLogin } from '../../../domain/account/mobile-rules';

describe("the easy-login widget's input rules (SPEC §5)", () => {
  it('spaces around the mobile and the code are not part of them', () => {
    expect(checkWidgetLogin(' 13800000000 ', ' 1234 ')).toEqual({ mobile: '13800000000', code: '1234' });
  });

  it('an empty mobile is 请输入手机号 with the reason the widget uses for it', () => {
    expect(() => checkWidgetLogin('   ', '1234')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: '请输入手机号', reason: 'mobile-empty' }));
  });
});
