import { describe, expect, it } from 'vitest';
import { createTestKit, withFeatures, type TestKit } from '../../../composition/testing';
import { account } from '../../../composition/features/index';
import type { LoginWidgetEvent } from '../../../domain/login-widget/login-widget.machine';
import { CampaignKitError } from '../../../ports/errors';
import { activity, passport, process } from '../support/routes';

const EXEC = 'path:/act/test-app/process/exec/v2';

function backend(kit: TestKit, state: { loggedIn: boolean; reserved: boolean }) {
  kit.fetchMock.route('path:/act/test-app/passport/login_check', () =>
    state.loggedIn ? activity({ has_login: true, user_id_string: '7001' }) : activity({ has_login: false }),
  );
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: '7001', name: 'Bob' } } });
  kit.fetchMock.route('path:/quick_login/v2/', () => ((state.loggedIn = true), passport(0)));
  kit.fetchMock.route('path:/send_activation_code/v2/', passport(0));
  kit.fetchMock.route(EXEC, (call) => {
    const { process_id } = JSON.parse(String(call.options.body)) as { process_id: string };
    if (process_id === 'reserve_status') return process({ at_data_source_output: { value: state.reserved ? '1' : '0' } });
    if (process_id === 'reserve') return (state.reserved = true), process();
    if (process_id === 'share_code') return process({ at_data_source_output: { value: 'CODE0001' } });
    return process({ fission: { value: 0 } });
  });
}

function record(machine: { events$: { subscribe(fn: (e: LoginWidgetEvent) => void): unknown } }) {
  const events: LoginWidgetEvent[] = [];
  machine.events$.subscribe((event) => events.push(event));
  return events;
}

describe('LoginWidgetMachine (SPEC §4 Login widget)', () => {
  it('is not ready, then ready and logged out after the login status loads', async () => {
    const kit = createTestKit();
    backend(kit, { loggedIn: false, reserved: false });
    const widget = kit.createLoginWidget();
    expect(widget.state).toMatchObject({ phase: 'not-ready', login: 'unknown', mode: 'mobile', modes: ['mobile'] });
    await widget.start();
    expect(widget.state).toMatchObject({ phase: 'ready', login: 'logged-out' });
  });

  it('after a login, reserves when not reserved and fires reservation with first_time true', async () => {
    const kit = createTestKit();
    const state = { loggedIn: false, reserved: false };
    backend(kit, state);
    const widget = kit.createLoginWidget();
    const events = record(widget);
    await widget.start();
    expect(await widget.login('13800000000', '1234')).toBe(true);
    expect(widget.state).toMatchObject({ login: 'logged-in', username: 'Bob' });
    expect(state.reserved).toBe(true);
    expect(events).toEqual([{ type: 'reservation', first_time: true, result: expect.objectContaining({ code: 0 }), system: 1 }]);
    expect(kit.reservation.state.share?.urlParamValue).toBe('CODE0001');
  });

  it('finds an old session: fires login without reserving unless auto-reserve is on', async () => {
    const kit = createTestKit();
    const state = { loggedIn: true, reserved: false };
    backend(kit, state);
    const widget = kit.createLoginWidget();
    const events = record(widget);
    await widget.start();
    expect(events).toEqual([{ type: 'login', userId: '7001', system: 1 }]);
    expect(state.reserved).toBe(false);

    const auto = kit.createLoginWidget({ autoReserve: true });
    const autoEvents = record(auto);
    await auto.start();
    expect(state.reserved).toBe(true);
    expect(autoEvents).toMatchObject([{ type: 'reservation', first_time: true }]);
  });

  it('an already reserved visitor gets reservation with first_time false', async () => {
    const kit = createTestKit();
    backend(kit, { loggedIn: true, reserved: true });
    const widget = kit.createLoginWidget();
    const events = record(widget);
    await widget.start();
    expect(events).toMatchObject([{ type: 'reservation', first_time: false, result: { code: 1 } }]);
  });

  it('applies the widget rules before any request: 4 digits, a well-formed phone, a prompt for an empty one', async () => {
    const kit = createTestKit();
    backend(kit, { loggedIn: false, reserved: false });
    const widget = kit.createLoginWidget();
    await widget.start();
    const before = kit.fetchMock.callHistory.calls().length;
    expect(await widget.login('13800000000', '123456')).toBe(false);
    expect(widget.state.error).toBe('手机号或验证码不正确');
    expect(await widget.login('', '1234')).toBe(false);
    expect(widget.state.error).toBe('请输入手机号');
    expect(kit.fetchMock.callHistory.calls()).toHaveLength(before);
  });

  it('shows 获取验证码失败! when a code request fails without a description', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(9, {}, ''));
    const widget = kit.createLoginWidget();
    expect(await widget.sendCode('13800000000')).toBe(false);
    expect(widget.state.error).toBe('获取验证码失败!');
  });

  it('closing the captcha is no error to show', async () => {
    const kit = createTestKit({ features: withFeatures(account({ captcha: { solve: () => Promise.reject(new CampaignKitError('CLOSE_CAPTCHA', 'CLOSE_CAPTCHA')) } })) });
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(1105, { captcha: 'x' }, '需要验证码'));
    const widget = kit.createLoginWidget();
    expect(await widget.sendCode('13800000000')).toBe(false);
    expect(widget.state.error).toBeUndefined();
    expect(widget.state.sendingCode).toBe(false);
  });

  it('mock mode: the configured code logs in without the server; a wrong one is 验证码错误', async () => {
    const kit = createTestKit();
    const widget = kit.createLoginWidget({ mockCode: '2468' });
    const events = record(widget);
    await widget.start();
    expect(await widget.sendCode('13800000000')).toBe(true);
    expect(kit.account.countdown.state.remainingSeconds).toBe(60);
    expect(await widget.login('13800000000', '1357')).toBe(false);
    expect(widget.state.error).toBe('验证码错误');
    expect(await widget.login('13800000000', '2468')).toBe(true);
    expect(widget.state.login).toBe('logged-in');
    expect(events).toEqual([{ type: 'login', userId: '13800000000', system: 1 }]);
    expect(kit.fetchMock.callHistory.calls()).toHaveLength(0);
  });
});
