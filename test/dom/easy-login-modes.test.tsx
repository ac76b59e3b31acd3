import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { account } from '../../composition/features/index';
import { withFeatures } from '../../composition/testing';
import type { LoginMode, LoginWidgetEvent } from '../../domain/login-widget/login-widget.machine';
import { CaptchaDialog } from '../../ui-react/captcha/captcha-dialog';
import { createCaptchaController } from '../../domain/captcha/captcha-controller';
import { EasyLogin } from '../../ui-react/login-widget/easy-login';
import { WidgetLanguage } from '../../ui-react/i18n/widget-language';
import { expectAxeClean } from './content/support/axe';
import { CAPTCHA_IMAGE, calls, createBackendKit, type BackendState, USER_ID, USERNAME } from './support/backend';
import { easyLoginReady, renderWithKit } from './support/render';

afterEach(cleanup);

const MODES: readonly LoginMode[] = ['mobile', 'password', 'email'];
const PRIVACY = [{ id: 'agreement', label: '我已阅读并同意[用户协议@https://campaign.test/agreement]' }];
const ACCOUNT_LABEL = '账号（邮箱、用户名或手机号）';
const EMAIL = 'player@example.com';

const passportOk = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data } });
/** A passport web answer demanding a picture captcha (error 1105). */
const captchaDemand = { status: 200, body: { message: 'error', data: { error_code: 1105, description: '需要验证码', captcha: CAPTCHA_IMAGE } } };

/** The pretend passport web logins: each logs the visitor in on the backend. */
function routePassportWeb(kit: ReturnType<typeof createBackendKit>['kit'], state: BackendState) {
  const login = () => {
    state.loggedIn = true;
    return passportOk({ user_id_str: USER_ID });
  };
  kit.fetchMock.route('path:/passport/web/user/login/', login);
  kit.fetchMock.route('path:/passport/web/email/login/', login);
  kit.fetchMock.route('path:/passport/web/email/code_login/', login);
  kit.fetchMock.route('path:/passport/web/email/send_code/', passportOk());
}

async function renderModes(props: Parameters<typeof EasyLogin>[0] = {}, backend = createBackendKit()) {
  routePassportWeb(backend.kit, backend.state);
  renderWithKit(backend.kit, <EasyLogin modes={MODES} {...props} />);
  await easyLoginReady();
  return backend;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const tab = (name: string) => screen.getByRole('tab', { name });
const passportCalls = (kit: Parameters<typeof calls>[0]) => calls(kit).filter((call) => call.path.startsWith('/passport/web/'));

async function openTab(name: string, field: string) {
  fireEvent.click(tab(name));
  await screen.findByLabelText(field, { exact: true });
}

describe('EasyLogin modes: the tabs (WAI-ARIA tabs)', () => {
  it('shows one tab per mode in order, switches by click and by the arrow keys, and keeps focus on the selected tab', async () => {
    await renderModes();
    const tabs = within(screen.getByRole('tablist', { name: '登录方式' })).getAllByRole('tab');
    expect(tabs.map((element) => element.textContent)).toEqual(['手机验证码登录', '密码登录', '邮箱登录']);
    expect(tabs.map((element) => element.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((element) => element.tabIndex)).toEqual([0, -1, -1]);

    await openTab('密码登录', ACCOUNT_LABEL);
    expect(tab('密码登录').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '密码登录' })).toBeTruthy();
    expect(screen.queryByLabelText('手机号')).toBeNull();

    fireEvent.keyDown(tab('密码登录'), { key: 'ArrowRight' });
    await screen.findByLabelText('邮箱验证码');
    expect(tab('邮箱登录').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('邮箱登录'));

    fireEvent.keyDown(tab('邮箱登录'), { key: 'ArrowRight' });
    expect(tab('手机验证码登录').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('手机验证码登录'));
    expect(screen.getByLabelText<HTMLInputElement>('手机号').maxLength).toBe(20);

    fireEvent.keyDown(tab('手机验证码登录'), { key: 'ArrowLeft' });
    expect(tab('邮箱登录').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '邮箱登录' })).toBeTruthy();
  });

  it('without modes shows the single SMS tab, as before', async () => {
    const { kit } = createBackendKit();
    renderWithKit(kit, <EasyLogin />);
    await easyLoginReady();
    expect(within(screen.getByRole('tablist')).getAllByRole('tab').map((element) => element.textContent)).toEqual(['手机验证码登录']);
  });

  it('speaks English: tab and field labels, "log in"; axe-clean with each tab selected', async () => {
    const backend = createBackendKit();
    routePassportWeb(backend.kit, backend.state);
    const { container } = renderWithKit(
      backend.kit,
      <WidgetLanguage language="en">
        <EasyLogin modes={MODES} privacy={[{ id: 'agreement', label: 'I agree to the [User Agreement@https://campaign.test/agreement]' }]} />
      </WidgetLanguage>,
    );
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Get code' }).disabled).toBe(false));
    expect(within(screen.getByRole('tablist', { name: 'Login methods' })).getAllByRole('tab').map((element) => element.textContent)).toEqual([
      'SMS code login',
      'Password login',
      'Email login',
    ]);
    await expectAxeClean(container);

    await openTab('Password login', 'Account (email, username or phone number)');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    await expectAxeClean(container);

    await openTab('Email login', 'Email code');
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeTruthy();
    await expectAxeClean(container);
  });
});

describe('EasyLogin password mode', () => {
  it('logs in with a username and password (user/login), then reserves and fires the reservation callback', async () => {
    const onEvent = vi.fn<(event: LoginWidgetEvent) => void>();
    const { kit, state } = await renderModes({ onEvent });
    await openTab('密码登录', ACCOUNT_LABEL);
    type(ACCOUNT_LABEL, 'starfarer');
    type('密码', 'Passw0rd!');
    fireEvent.click(button('登录'));

    expect((await screen.findByLabelText('当前用户')).textContent).toBe(USERNAME);
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'reservation', first_time: true })));
    expect(state.reserved).toBe(true);
    expect(passportCalls(kit).map((call) => call.path)).toEqual(['/passport/web/user/login/']);
  });

  it('an email as the account goes to email/login', async () => {
    const { kit } = await renderModes();
    await openTab('密码登录', ACCOUNT_LABEL);
    type(ACCOUNT_LABEL, EMAIL);
    type('密码', 'Passw0rd!');
    fireEvent.click(button('登录'));

    expect((await screen.findByLabelText('当前用户')).textContent).toBe(USERNAME);
    expect(passportCalls(kit).map((call) => call.path)).toEqual(['/passport/web/email/login/']);
  });

  it('an empty account or password: alert 登录失败 and nothing is sent', async () => {
    const { kit } = await renderModes();
    await openTab('密码登录', ACCOUNT_LABEL);
    type('密码', 'Passw0rd!');
    fireEvent.click(button('登录'));
    expect((await screen.findByRole('alert')).textContent).toBe('登录失败');

    type(ACCOUNT_LABEL, 'starfarer');
    type('密码', '');
    fireEvent.click(button('登录'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('登录失败'));
    expect(passportCalls(kit)).toHaveLength(0);
    expect(screen.queryByLabelText('当前用户')).toBeNull();
  });

  it("shows the server's reason when the password is wrong", async () => {
    const backend = createBackendKit();
    backend.kit.fetchMock.route('path:/passport/web/user/login/', { status: 200, body: { message: 'error', data: { error_code: 1009, description: '账号或密码错误' } } });
    await renderModes({}, backend);
    await openTab('密码登录', ACCOUNT_LABEL);
    type(ACCOUNT_LABEL, 'starfarer');
    type('密码', 'wrong');
    fireEvent.click(button('登录'));
    expect((await screen.findByRole('alert')).textContent).toBe('账号或密码错误');
  });
});

describe('EasyLogin email mode', () => {
  it('sends a code (type 13): the get-code button counts down 60 s on the clock; the code logs in and reserves', async () => {
    const onEvent = vi.fn<(event: LoginWidgetEvent) => void>();
    const { kit } = await renderModes({ onEvent });
    await openTab('邮箱登录', '邮箱验证码');
    type('邮箱', EMAIL);
    fireEvent.click(button('获取验证码'));

    const counting = await screen.findByRole<HTMLButtonElement>('button', { name: '60s' });
    expect(counting.disabled).toBe(true);
    expect(passportCalls(kit).map((call) => call.path)).toEqual(['/passport/web/email/send_code/']);
    act(() => kit.clock.advance(1000));
    expect(button('59s').disabled).toBe(true);

    type('邮箱验证码', '4321');
    fireEvent.click(button('登录'));
    expect((await screen.findByLabelText('当前用户')).textContent).toBe(USERNAME);
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'reservation', first_time: true })));
    expect(passportCalls(kit).map((call) => call.path)).toEqual(['/passport/web/email/send_code/', '/passport/web/email/code_login/']);
  });

  it('the countdown goes on while another tab is shown, and unlocks after 60 s', async () => {
    const { kit } = await renderModes();
    await openTab('邮箱登录', '邮箱验证码');
    type('邮箱', EMAIL);
    fireEvent.click(button('获取验证码'));
    await screen.findByRole('button', { name: '60s' });

    fireEvent.click(tab('手机验证码登录'));
    expect(button('获取验证码').disabled).toBe(false);
    act(() => kit.clock.advance(10_000));
    await openTab('邮箱登录', '邮箱验证码');
    expect(button('50s').disabled).toBe(true);
    act(() => kit.clock.advance(50_000));
    expect(button('获取验证码').disabled).toBe(false);
  });

  it('a malformed email: 邮箱格式不正确 for the code and for the login, nothing is sent', async () => {
    const { kit } = await renderModes();
    await openTab('邮箱登录', '邮箱验证码');
    type('邮箱', 'player@example');
    fireEvent.click(button('获取验证码'));
    expect((await screen.findByRole('alert')).textContent).toBe('邮箱格式不正确');
    expect(button('获取验证码').disabled).toBe(false);

    type('邮箱验证码', '1234');
    fireEvent.click(button('登录'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('邮箱格式不正确'));
    expect(passportCalls(kit)).toHaveLength(0);
  });

  it('a code that is not digits: 验证码必须是数字!; a wrong length: 验证码应为4到6位数字', async () => {
    const { kit } = await renderModes();
    await openTab('邮箱登录', '邮箱验证码');
    type('邮箱', EMAIL);
    type('邮箱验证码', '12a4');
    fireEvent.click(button('登录'));
    expect((await screen.findByRole('alert')).textContent).toBe('验证码必须是数字!');

    type('邮箱验证码', '123');
    fireEvent.click(button('登录'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('验证码应为4到6位数字'));
    expect(screen.getByLabelText<HTMLInputElement>('邮箱验证码').maxLength).toBe(6);
    expect(passportCalls(kit)).toHaveLength(0);
  });

  it('closing the captcha the server demands for the code is the visitor\'s choice: no alert, no countdown', async () => {
    const captcha = createCaptchaController();
    const backend = createBackendKit({}, { features: withFeatures(account({ captcha })) });
    // The first matching route answers: the captcha demand before the pretend passport's success.
    backend.kit.fetchMock.route('path:/passport/web/email/send_code/', captchaDemand);
    routePassportWeb(backend.kit, backend.state);
    renderWithKit(
      backend.kit,
      <>
        <EasyLogin modes={MODES} />
        <CaptchaDialog controller={captcha} />
      </>,
    );
    await easyLoginReady();
    await openTab('邮箱登录', '邮箱验证码');
    type('邮箱', EMAIL);
    fireEvent.click(button('获取验证码'));
    const dialog = await screen.findByRole('dialog', { name: '安全验证' });
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));

    await waitFor(() => expect(dialog.isConnected).toBe(false));
    await waitFor(() => expect(button('获取验证码').disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('mock mode: nothing is sent, the countdown still runs, a wrong code is 验证码错误 and the mock code fires login', async () => {
    const onEvent = vi.fn<(event: LoginWidgetEvent) => void>();
    const { kit } = await renderModes({ mockCode: '2468', onEvent });
    await openTab('邮箱登录', '邮箱验证码');
    type('邮箱', EMAIL);
    fireEvent.click(button('获取验证码'));
    await screen.findByRole('button', { name: '60s' });

    type('邮箱验证码', '1357');
    fireEvent.click(button('登录'));
    expect((await screen.findByRole('alert')).textContent).toBe('验证码错误');
    type('邮箱验证码', '2468');
    fireEvent.click(button('登录'));
    expect((await screen.findByLabelText('当前用户')).textContent).toBe('player');
    expect(onEvent).toHaveBeenCalledWith({ type: 'login', userId: EMAIL, system: 1 });
    expect(calls(kit)).toHaveLength(0);
  });
});

describe('EasyLogin modes: the privacy rule applies to every mode', () => {
  it.each([
    ['手机验证码登录', () => {
      type('手机号', '13800000000');
      type('验证码', '1234');
    }],
    ['密码登录', () => {
      type(ACCOUNT_LABEL, 'starfarer');
      type('密码', 'Passw0rd!');
    }],
    ['邮箱登录', () => {
      type('邮箱', EMAIL);
      type('邮箱验证码', '1234');
    }],
  ] as const)('%s: unticked, alert agreement:未勾选! and no login call; ticked, it logs in', async (name, fill) => {
    const { kit } = await renderModes({ privacy: PRIVACY });
    fireEvent.click(tab(name));
    await screen.findByRole('button', { name: '登录' });
    fill();
    const before = calls(kit).length;
    fireEvent.click(button('登录'));
    expect((await screen.findByRole('alert')).textContent).toBe('agreement:未勾选!');
    expect(calls(kit)).toHaveLength(before);

    fireEvent.click(screen.getByRole('checkbox', { name: /我已阅读并同意/ }));
    fireEvent.click(button('登录'));
    expect((await screen.findByLabelText('当前用户')).textContent).toBe(USERNAME);
  });
});
