import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginWidgetEvent } from '../../domain/login-widget/login-widget.machine';
import { EasyLogin } from '../../ui-react/login-widget/easy-login';
import { calls, createBackendKit, passport, SHARE_CODE, USERNAME } from './support/backend';
import { easyLoginReady, renderWithKit } from './support/render';

afterEach(cleanup);

const MOBILE = '13800000000';

async function renderLoggedOut(props: Parameters<typeof EasyLogin>[0] = {}) {
  const backend = createBackendKit();
  renderWithKit(backend.kit, <EasyLogin {...props} />);
  await easyLoginReady();
  return backend;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('EasyLogin (SPEC §2 easy-login widget)', () => {
  it('shows the form at once, busy and with its buttons off until the login status is known, then a tab, the inputs and the buttons', async () => {
    const { kit } = createBackendKit();
    const { container } = renderWithKit(kit, <EasyLogin />);
    expect(screen.getByRole('status').textContent).toBe('加载中…');
    expect(container.querySelector('.ck-login')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('手机号')).toBeTruthy();
    expect(button('获取验证码').disabled).toBe(true);
    expect(button('登录').disabled).toBe(true);

    await easyLoginReady();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('.ck-login')?.getAttribute('aria-busy')).toBe('false');
    const tab = screen.getByRole('tab', { name: '手机验证码登录' });
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')).toEqual([tab]);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: '手机验证码登录' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('手机号').maxLength).toBe(20);
    expect(screen.getByLabelText<HTMLInputElement>('验证码').maxLength).toBe(6);
    expect(button('获取验证码').disabled).toBe(false);
    expect(button('登录').disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gets a code: the button counts down and stays disabled until the fake clock unlocks it', async () => {
    const { kit } = await renderLoggedOut();
    type('手机号', MOBILE);
    fireEvent.click(button('获取验证码'));

    const counting = await screen.findByRole<HTMLButtonElement>('button', { name: '60s' });
    expect(counting.disabled).toBe(true);
    expect(calls(kit).filter((call) => call.path === '/send_activation_code/v2/')).toHaveLength(1);

    act(() => kit.clock.advance(1000));
    expect(button('59s').disabled).toBe(true);
    act(() => kit.clock.advance(59_000));
    expect(button('获取验证码').disabled).toBe(false);
  });

  it('logs in: shows the username and a logout button, reserves and reports the reservation', async () => {
    const onEvent = vi.fn<(event: LoginWidgetEvent) => void>();
    const { kit, state } = await renderLoggedOut({ onEvent });
    type('手机号', MOBILE);
    type('验证码', '1234');
    fireEvent.click(button('登录'));

    expect((await screen.findByLabelText('当前用户')).textContent).toBe(USERNAME);
    expect(button('退出登录')).toBeTruthy();
    expect(screen.queryByLabelText('手机号')).toBeNull();
    await vi.waitFor(() => expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'reservation', first_time: true })));
    expect(state.reserved).toBe(true);
    expect(kit.reservation.state.share?.urlParamValue).toBe(SHARE_CODE);
  });

  it('logs out through the provider logout address', async () => {
    const { kit } = createBackendKit({ loggedIn: true, reserved: true });
    renderWithKit(kit, <EasyLogin />);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(kit.page.navigations).toHaveLength(1);
    expect(new URL(kit.page.navigations[0]!).pathname).toBe('/logout/');
  });

  it('greets a visitor who is already logged in', async () => {
    const { kit } = createBackendKit({ loggedIn: true });
    renderWithKit(kit, <EasyLogin />);
    expect((await screen.findByLabelText('当前用户')).textContent).toBe(USERNAME);
    expect(screen.queryByRole('button', { name: '登录' })).toBeNull();
  });

  it('a code that is not 4 digits: alert 手机号或验证码不正确 and nothing is sent', async () => {
    const { kit } = await renderLoggedOut();
    const before = calls(kit).length;
    type('手机号', MOBILE);
    type('验证码', '123456');
    fireEvent.click(button('登录'));

    expect((await screen.findByRole('alert')).textContent).toBe('手机号或验证码不正确');
    expect(calls(kit)).toHaveLength(before);
    expect(screen.queryByLabelText('当前用户')).toBeNull();
  });

  it('an empty phone asks for one; the next action clears the alert', async () => {
    await renderLoggedOut();
    fireEvent.click(button('获取验证码'));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入手机号');

    type('手机号', MOBILE);
    fireEvent.click(button('获取验证码'));
    await screen.findByRole('button', { name: '60s' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason when a code request is refused, and does not count down", async () => {
    const { kit } = createBackendKit({ sendCodeAnswers: [passport(1206, {}, '发送过于频繁')] });
    renderWithKit(kit, <EasyLogin />);
    await easyLoginReady();
    type('手机号', MOBILE);
    fireEvent.click(button('获取验证码'));
    expect((await screen.findByRole('alert')).textContent).toBe('发送过于频繁');
    expect(button('获取验证码').disabled).toBe(false);
  });

  it('mock mode: a wrong code is 验证码错误, the configured one logs in without the server', async () => {
    const onEvent = vi.fn<(event: LoginWidgetEvent) => void>();
    const { kit } = await renderLoggedOut({ mockCode: '2468', onEvent });
    type('手机号', MOBILE);
    type('验证码', '1357');
    fireEvent.click(button('登录'));
    expect((await screen.findByRole('alert')).textContent).toBe('验证码错误');

    type('验证码', '2468');
    fireEvent.click(button('登录'));
    expect((await screen.findByLabelText('当前用户')).textContent).toBe('user0000');
    expect(onEvent).toHaveBeenCalledWith({ type: 'login', userId: MOBILE, system: 1 });
    expect(calls(kit)).toHaveLength(0);
  });
});
