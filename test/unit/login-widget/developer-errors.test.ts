import { describe, expect, it } from 'vitest';
import { createTestKit } from '../../../composition/testing';
import { checkCode, checkEmail, checkMobile, checkWidgetLogin } from '../../../domain/account/mobile-rules';
import { CampaignKitError } from '../../../ports/errors';
import { activity, passport } from '../support/routes';
import { rejection } from '../support/rejection';

const MISSING_INPUT = '功能异常，请刷新页面重试';

/** The CampaignKitError `call` throws, or undefined. */
function thrown(call: () => unknown): CampaignKitError | undefined {
  try {
    call();
  } catch (error) {
    if (error instanceof CampaignKitError) return error;
    throw error;
  }
  return undefined;
}


function loggedOutKit() {
  const kit = createTestKit();
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: false }));
  return kit;
}

describe('errors a developer causes name the fix', () => {
  it('the login widget turns a call without its inputs into 功能异常，请刷新页面重试 (SPEC §8, missing input), not 登录失败', async () => {
    const kit = loggedOutKit();
    const widget = kit.createLoginWidget();
    await widget.start();
    expect(await widget.login(undefined as never, undefined as never)).toBe(false);
    expect(widget.state.error).toBe(MISSING_INPUT);
    expect(widget.state.failure).toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'missing-input' });

    expect(await widget.sendCode(undefined as never)).toBe(false);
    expect(widget.state.error).toBe(MISSING_INPUT);
    expect(kit.fetchMock.callHistory.calls().filter((call) => call.url.includes('send_activation_code'))).toHaveLength(0);
  });

  it('the input rules give a machine-readable reason beside SPEC\'s message', () => {
    expect(thrown(() => checkMobile(''))).toMatchObject({ code: 'INVALID_ARGUMENT', message: '请输入手机号', reason: 'mobile-empty' });
    expect(thrown(() => checkMobile(undefined as never))).toMatchObject({ message: '请输入手机号', reason: 'mobile-empty' });
    expect(thrown(() => checkMobile('138abc'))).toMatchObject({ message: '手机号必须是数字!', reason: 'mobile-digits' });
    expect(thrown(() => checkMobile('12345'))).toMatchObject({ message: '手机号格式不正确', reason: 'mobile-format' });
    expect(thrown(() => checkCode('12a4'))).toMatchObject({ message: '验证码必须是数字!', reason: 'code-digits' });
    expect(thrown(() => checkCode('123'))).toMatchObject({ message: '验证码应为4到6位数字', reason: 'code-length' });
    expect(thrown(() => checkWidgetLogin('13800000000', '12'))).toMatchObject({ message: '手机号或验证码不正确', reason: 'mobile-or-code-format' });
    expect(thrown(() => checkEmail('no-at-sign'))).toMatchObject({ message: '邮箱格式不正确', reason: 'email-format' });
    expect(thrown(() => checkEmail(undefined as never))).toMatchObject({ message: '邮箱格式不正确', reason: 'email-format' });
  });

  it('CAPTCHA_REQUIRED for a page without a captcha controller says, in English, to pass account({ captcha })', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(1105, { captcha: 'x' }, '需要验证码'));
    const error = await rejection(kit.account.sendCode('13800000000'));
    expect(error).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: '需要验证码', reason: 'no-captcha-controller' });
    expect(error?.detail).toMatch(/account\(\{ captcha \}\)/);
    expect(error?.detail).toMatch(/createCaptchaController\(\)/);
  });
});
