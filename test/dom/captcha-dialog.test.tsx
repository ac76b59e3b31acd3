import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCampaignKitError } from '../../ports/errors';
import { withFeatures } from '../../composition/testing';
import { account } from '../../composition/features/index';
import { CaptchaDialog } from '../../ui-react/captcha/captcha-dialog';
import { createCaptchaController } from '../../domain/captcha/captcha-controller';
import { EasyLogin } from '../../ui-react/login-widget/easy-login';
import { CAPTCHA_IMAGE, calls, createBackendKit, passport } from './support/backend';
import { easyLoginReady, renderWithKit } from './support/render';

afterEach(cleanup);

const MOBILE = '13800000000';
const demand = passport(1105, { captcha: CAPTCHA_IMAGE }, '需要验证码');

/** The easy-login widget and the captcha dialog over a server that first demands a captcha. */
async function requestCodeWithCaptcha() {
  const captcha = createCaptchaController();
  const backend = createBackendKit({ sendCodeAnswers: [demand, passport(0)] }, { features: withFeatures(account({ captcha })) });
  renderWithKit(
    backend.kit,
    <>
      <EasyLogin />
      <CaptchaDialog controller={captcha} />
    </>,
  );
  await easyLoginReady();
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: MOBILE } });
  fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
  return { ...backend, dialog: await screen.findByRole('dialog', { name: '安全验证' }) };
}

/** The code request has settled: the get-code button is enabled again, with no countdown. */
const waitForUnlockedGetCode = () =>
  vi.waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: '获取验证码' }).disabled).toBe(false));

const sendCalls = (kit: Parameters<typeof calls>[0]) => calls(kit).filter((call) => call.path === '/send_activation_code/v2/');

describe('CaptchaDialog (SPEC §4 Mobile login step 2, §8 error 1105)', () => {
  it('appears on a 1105 answer with the picture, an answer input, 确定 and 关闭', async () => {
    const { dialog } = await requestCodeWithCaptcha();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole<HTMLImageElement>('img', { name: '验证码图片' }).src).toBe(CAPTCHA_IMAGE);
    const input = screen.getByLabelText('图中字符');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '确定' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('answering resends the code request with the answer and starts the countdown', async () => {
    const { kit } = await requestCodeWithCaptcha();
    fireEvent.change(screen.getByLabelText('图中字符'), { target: { value: 'K7PX' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByRole('button', { name: '60s' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [first, resent] = sendCalls(kit);
    expect(first?.query.captcha).toBeUndefined();
    expect(resent?.query).toEqual({ ...first?.query, captcha: 'K7PX' });
  });

  it('closing sends nothing more and leaves the get-code button unlocked', async () => {
    const { kit } = await requestCodeWithCaptcha();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitForUnlockedGetCode();
    expect(sendCalls(kit)).toHaveLength(1);
  });

  it('Escape closes it too', async () => {
    const { kit, dialog } = await requestCodeWithCaptcha();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitForUnlockedGetCode();
    expect(sendCalls(kit)).toHaveLength(1);
  });

  it('a wrong answer brings a fresh challenge with an empty input', async () => {
    const captcha = createCaptchaController();
    const { kit } = createBackendKit({ sendCodeAnswers: [demand, demand, passport(0)] }, { features: withFeatures(account({ captcha })) });
    renderWithKit(kit, <><EasyLogin /><CaptchaDialog controller={captcha} /></>);
    await easyLoginReady();
  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: MOBILE } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    fireEvent.change(await screen.findByLabelText('图中字符'), { target: { value: 'XXXX' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    await expect.poll(() => captcha.state.round).toBe(2);
    expect(screen.getByLabelText<HTMLInputElement>('图中字符').value).toBe('');
    expect(sendCalls(kit)).toHaveLength(2);
  });
});

describe('createCaptchaController', () => {
  it('publishes the challenge, resolves with the answer, then clears', async () => {
    const controller = createCaptchaController();
    const answer = controller.solve({ image: CAPTCHA_IMAGE, description: '需要验证码' });
    expect(controller.state).toEqual({ challenge: { image: CAPTCHA_IMAGE, description: '需要验证码' }, round: 1 });
    controller.answer('AB12');
    await expect(answer).resolves.toBe('AB12');
    expect(controller.state.challenge).toBeUndefined();
  });

  it('close rejects with CLOSE_CAPTCHA; a newer challenge closes an unanswered one', async () => {
    const controller = createCaptchaController();
    const first = controller.solve({ image: 'a', description: '' });
    const second = controller.solve({ image: 'b', description: '' });
    const firstError = await first.catch((error: unknown) => error);
    expect(isCampaignKitError(firstError, 'CLOSE_CAPTCHA')).toBe(true);
    expect(controller.state.challenge?.image).toBe('b');
    controller.close();
    const secondError = await second.catch((error: unknown) => error);
    expect(isCampaignKitError(secondError, 'CLOSE_CAPTCHA')).toBe(true);
    expect(controller.state.challenge).toBeUndefined();
  });
});
