import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withFeatures } from '../../../composition/testing';
import { account } from '../../../composition/features/index';
import { CaptchaDialog } from '../../../ui-react/captcha/captcha-dialog';
import { createCaptchaController } from '../../../domain/captcha/captcha-controller';
import { SmsLoginForm } from '../../../ui-react/account/sms-login-form';
import { visitorMessage } from '../../../ui-react/account/visitor-message';
import { CampaignKitError } from '../../../ports/errors';
import { CAPTCHA_IMAGE, createBackendKit } from '../support/backend';
import { renderWithKit } from '../support/render';

afterEach(cleanup);

/** A passport web answer demanding a picture captcha (SPEC §8 error 1105). */
const captchaDemand = { status: 200, body: { message: 'error', data: { error_code: 1105, description: '需要验证码', captcha: CAPTCHA_IMAGE } } };

describe('SmsLoginForm on the passport route: failures read as sentences, never as codes', () => {
  it('closing the captcha shows a sentence, not CLOSE_CAPTCHA', async () => {
    const captcha = createCaptchaController();
    const { kit } = createBackendKit({}, { features: withFeatures(account({ sms: 'passport', captcha })) });
    kit.fetchMock.route('path:/passport/web/send_code/', captchaDemand);
    renderWithKit(
      kit,
      <>
        <SmsLoginForm />
        <CaptchaDialog controller={captcha} />
      </>,
    );
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000000' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    const dialog = await screen.findByRole('dialog', { name: '安全验证' });
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));

    const alert = await screen.findByRole('alert');
    expect(dialog.isConnected).toBe(false);
    expect(alert.textContent).toBe('安全验证已关闭，请完成验证后重试');
    expect(alert.textContent).not.toContain('CLOSE_CAPTCHA');
  });
});

describe('visitorMessage: the text every account form shows for a failure', () => {
  it("gives SECOND_VALID a sentence, keeps the server's own message, and never shows a message that is its code", () => {
    expect(visitorMessage(new CampaignKitError('SECOND_VALID', 'SECOND_VALID', { data: { sms_code_key: 'k' } }))).toBe('身份验证已关闭，请完成验证后重试');
    expect(visitorMessage(new CampaignKitError('SERVER', '验证码错误'))).toBe('验证码错误');
    expect(visitorMessage(new CampaignKitError('BRIDGE', 'BRIDGE'))).toBe('系统出错');
  });
});
