import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EasyLogin } from '../../ui-react/login-widget/easy-login';
import { ReserveButton } from '../../ui-react/reservation/reserve-button';
import { calls, createBackendKit, gate, SHARE_CODE } from './support/backend';
import { easyLoginReady, renderWithKit } from './support/render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, 'execCommand');
});

const SHARE_URL = `https://campaign.test/?share_code=${SHARE_CODE}`;
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const reserveCalls = (kit: Parameters<typeof calls>[0]) => calls(kit).filter((call) => call.processId === 'reserve');

/** The button with the easy-login widget it opens when the visitor must log in first. */
function ReserveThenLogIn() {
  const [loginOpen, setLoginOpen] = useState(false);
  return (
    <>
      <ReserveButton onNeedLogin={() => setLoginOpen(true)} />
      {loginOpen ? <EasyLogin /> : null}
    </>
  );
}

describe('ReserveButton (SPEC §4 Reservation kit)', () => {
  it('asks for a login when nobody is logged in, without reserving', async () => {
    const onNeedLogin = vi.fn();
    const { kit } = createBackendKit();
    renderWithKit(kit, <ReserveButton onNeedLogin={onNeedLogin} />);
    fireEvent.click(button('立即预约'));

    await vi.waitFor(() => expect(onNeedLogin).toHaveBeenCalledTimes(1));
    // The button leaves 预约中… once the refused reservation has settled, after the callback.
    await vi.waitFor(() => expect(button('立即预约').disabled).toBe(false));
    expect(reserveCalls(kit)).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows 预约中… while in flight, then 已预约 with the invited count and the share link', async () => {
    const reserving = gate();
    const { kit } = createBackendKit({ loggedIn: true, invitedCount: 3, reserveGate: reserving.promise });
    renderWithKit(kit, <ReserveButton />);
    await vi.waitFor(() => expect(button('立即预约').disabled).toBe(false));
    fireEvent.click(button('立即预约'));

    const inFlight = await screen.findByRole<HTMLButtonElement>('button', { name: '预约中…' });
    expect(inFlight.disabled).toBe(true);
    fireEvent.click(inFlight);
    reserving.open();

    const done = await screen.findByRole<HTMLButtonElement>('button', { name: '已预约' });
    expect(done.disabled).toBe(true);
    expect((await screen.findByLabelText('已邀请人数')).textContent).toBe('3');
    const link = screen.getByLabelText<HTMLInputElement>('邀请链接');
    expect(link.value).toBe(SHARE_URL);
    expect(link.readOnly).toBe(true);
    expect(reserveCalls(kit)).toHaveLength(1);
  });

  it('copies the share link', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { kit } = createBackendKit({ loggedIn: true, reserved: true });
    renderWithKit(kit, <ReserveButton />);
    fireEvent.click(await screen.findByRole('button', { name: '复制链接' }));

    expect((await screen.findByText('已复制，快去邀请好友吧')).getAttribute('role')).toBe('status');
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
  });

  it('falls back to selecting the link and the copy command when the Clipboard API is refused', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { configurable: true, value: execCommand });
    const { kit } = createBackendKit({ loggedIn: true, reserved: true });
    renderWithKit(kit, <ReserveButton />);
    fireEvent.click(await screen.findByRole('button', { name: '复制链接' }));

    expect(await screen.findByText('已复制，快去邀请好友吧')).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    const link = screen.getByLabelText<HTMLInputElement>('邀请链接');
    expect(link.value.slice(link.selectionStart ?? 0, link.selectionEnd ?? 0)).toBe(SHARE_URL);
  });

  it('shows a returning visitor their reservation on load', async () => {
    const { kit } = createBackendKit({ loggedIn: true, reserved: true, invitedCount: 5 });
    renderWithKit(kit, <ReserveButton />);
    expect((await screen.findByRole<HTMLButtonElement>('button', { name: '已预约' })).disabled).toBe(true);
    expect((await screen.findByLabelText('已邀请人数')).textContent).toBe('5');
    expect(reserveCalls(kit)).toHaveLength(0);
  });

  it("shows the process's copywriting when the reservation fails, and lets the visitor retry", async () => {
    const { kit, state } = createBackendKit({ loggedIn: true, reserveFailure: '活动太火爆，请稍后再试' });
    renderWithKit(kit, <ReserveButton />);
    await vi.waitFor(() => expect(button('立即预约').disabled).toBe(false));
    fireEvent.click(button('立即预约'));

    expect((await screen.findByRole('alert')).textContent).toBe('活动太火爆，请稍后再试');
    await vi.waitFor(() => expect(button('立即预约').disabled).toBe(false));
    state.reserveFailure = undefined;
    fireEvent.click(button('立即预约'));
    expect(await screen.findByRole('button', { name: '已预约' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with the easy-login widget: reserve, log in when asked, and end reserved', async () => {
    const { kit, state } = createBackendKit();
    renderWithKit(kit, <ReserveThenLogIn />);
    fireEvent.click(button('立即预约'));
    await easyLoginReady();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '1234' } });
    fireEvent.click(button('登录'));

    expect(await screen.findByRole('button', { name: '已预约' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('邀请链接').value).toBe(SHARE_URL);
    expect(state.reserved).toBe(true);
    expect(reserveCalls(kit)).toHaveLength(1);
  });

  it('with the easy-login widget: a reservation that fails after the login shows one alert, in the widget that reserved', async () => {
    const { kit } = createBackendKit({ reserveFailure: '活动太火爆，请稍后再试' });
    renderWithKit(kit, <ReserveThenLogIn />);
    fireEvent.click(button('立即预约'));
    await easyLoginReady();
    fireEvent.change(screen.getByLabelText('手机号'), { target: { value: '13800000000' } });
    fireEvent.change(screen.getByLabelText('验证码'), { target: { value: '1234' } });
    fireEvent.click(button('登录'));

    await vi.waitFor(() => expect(reserveCalls(kit)).toHaveLength(1));
    expect((await screen.findByRole('alert')).textContent).toBe('活动太火爆，请稍后再试');
    await vi.waitFor(() => expect(button('立即预约').disabled).toBe(false));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('once reserved, a share link that could not be loaded shows in the button', async () => {
    const { kit } = createBackendKit({ loggedIn: true, reserved: true, shareCodeFailure: '活动太火爆，请稍后再试' });
    renderWithKit(kit, <ReserveButton />);
    expect(await screen.findByRole('button', { name: '已预约' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('活动太火爆，请稍后再试');
  });
});
