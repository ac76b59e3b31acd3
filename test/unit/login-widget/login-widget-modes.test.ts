import { describe, expect, it } from 'vitest';
import { account } from '../../../composition/features/index';
import { createTestKit, type TestKit } from '../../../composition/testing';
import { EmailCodeLogin } from '../../../domain/login-widget/email-code-login';
import { LOGIN_MODES_MESSAGE } from '../../../domain/login-widget/login-widget-rules';
import type { LoginWidgetEvent } from '../../../domain/login-widget/login-widget.machine';
import { passwordLogin } from '../../../domain/login-widget/password-login';
import { activity } from '../support/routes';

const USER = '7002';
const ok = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data } });

/** The pretend passport web area: the login check, the account info, the password and email logins. */
function passportWeb(kit: Pick<TestKit, 'fetchMock'>) {
  const state = { loggedIn: false };
  kit.fetchMock.route('path:/act/test-app/passport/login_check', () => activity(state.loggedIn ? { has_login: true, user_id_string: USER } : { has_login: false }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER, name: 'Eve' } } });
  const login = () => ((state.loggedIn = true), ok({ user_id_str: USER }));
  kit.fetchMock.route('path:/passport/web/user/login/', login);
  kit.fetchMock.route('path:/passport/web/email/code_login/', login);
  kit.fetchMock.route('path:/passport/web/email/send_code/', ok());
  return state;
}

function record(machine: { events$: { subscribe(fn: (e: LoginWidgetEvent) => void): unknown } }) {
  const events: LoginWidgetEvent[] = [];
  machine.events$.subscribe((event) => events.push(event));
  return events;
}

const passportPaths = (kit: Pick<TestKit, 'fetchMock'>) => kit.fetchMock.callHistory.calls().map((call) => new URL(call.url).pathname).filter((path) => path.startsWith('/passport/web/'));

describe('LoginWidgetMachine modes option', () => {
  it('defaults to the SMS mode alone; lists the modes given, the first selected; selectMode ignores a mode not listed', () => {
    expect(createTestKit().createLoginWidget().state).toMatchObject({ modes: ['mobile'], mode: 'mobile' });
    const widget = createTestKit().createLoginWidget({ modes: ['password', 'email'] });
    expect(widget.state).toMatchObject({ modes: ['password', 'email'], mode: 'password' });
    widget.selectMode('mobile');
    expect(widget.state.mode).toBe('password');
    widget.selectMode('email');
    expect(widget.state.mode).toBe('email');
  });

  it('refuses an unknown or repeated mode with INVALID_ARGUMENT', () => {
    const error = expect.objectContaining({ code: 'INVALID_ARGUMENT', message: LOGIN_MODES_MESSAGE });
    expect(() => createTestKit().createLoginWidget({ modes: ['mobile', 'qr' as never] })).toThrowError(error);
    expect(() => createTestKit().createLoginWidget({ modes: ['email', 'email'] })).toThrowError(error);
  });
});

describe('the password mode (passwordLogin)', () => {
  it('logs in through user/login, loads the username and fires login without a reservation step', async () => {
    const kit = createTestKit({ features: [account()] });
    passportWeb(kit);
    const widget = kit.createLoginWidget({ modes: ['password'] });
    const events = record(widget);
    await widget.start();
    expect(await passwordLogin(widget, { username: 'neo', password: 'pw' })).toBe(true);
    expect(widget.state).toMatchObject({ login: 'logged-in', username: 'Eve', loggingIn: false });
    expect(passportPaths(kit)).toEqual(['/passport/web/user/login/']);
    expect(events).toEqual([{ type: 'login', userId: USER, system: 1 }]);
  });

  it('asks the server even in mock mode; an empty password fails with 登录失败 before any call', async () => {
    const kit = createTestKit();
    passportWeb(kit);
    const widget = kit.createLoginWidget({ mockCode: '1234' });
    await widget.start();
    expect(await passwordLogin(widget, { username: 'neo', password: '' })).toBe(false);
    expect(widget.state.error).toBe('登录失败');
    expect(passportPaths(kit)).toEqual([]);
    expect(await passwordLogin(widget, { username: 'neo', password: 'pw' })).toBe(true);
    expect(passportPaths(kit)).toEqual(['/passport/web/user/login/']);
  });
});

describe('the email mode (EmailCodeLogin)', () => {
  it('sends a code and locks for 60 s on the clock: a second request meanwhile fails with COUNTDOWN; the login stops the countdown', async () => {
    const kit = createTestKit();
    passportWeb(kit);
    const widget = kit.createLoginWidget({ modes: ['email'] });
    await widget.start();
    const email = new EmailCodeLogin(widget);
    expect(email.countdown).toBe(widget.emailCountdown);
    expect(email.countdown).not.toBe(widget.countdown);

    expect(await email.sendCode('a@b.co')).toBe(true);
    expect(email.countdown.state.remainingSeconds).toBe(60);
    kit.clock.advance(15_000);
    expect(await email.sendCode('a@b.co')).toBe(false);
    expect(widget.state.failure).toMatchObject({ code: 'COUNTDOWN', message: '45s' });
    expect(passportPaths(kit)).toEqual(['/passport/web/email/send_code/']);

    expect(await email.login('a@b.co', '1234')).toBe(true);
    expect(widget.state).toMatchObject({ login: 'logged-in', username: 'Eve' });
    expect(email.countdown.locked).toBe(false);
  });

  it('checks the email and code with the account rules before any call', async () => {
    const kit = createTestKit();
    passportWeb(kit);
    const widget = kit.createLoginWidget({ modes: ['email'] });
    await widget.start();
    const email = new EmailCodeLogin(widget);
    expect(await email.sendCode('a@b')).toBe(false);
    expect(widget.state.error).toBe('邮箱格式不正确');
    expect(email.countdown.locked).toBe(false);
    expect(await email.login('a@b.co', '12')).toBe(false);
    expect(widget.state.error).toBe('验证码应为4到6位数字');
    expect(passportPaths(kit)).toEqual([]);
  });

  it('mock mode: no call; the countdown runs; a wrong code is 验证码错误; the mock code fires login with the email', async () => {
    const kit = createTestKit();
    const widget = kit.createLoginWidget({ modes: ['email'], mockCode: '2468' });
    const events = record(widget);
    await widget.start();
    const email = new EmailCodeLogin(widget);
    expect(await email.sendCode('neo@b.co')).toBe(true);
    expect(email.countdown.locked).toBe(true);
    expect(await email.login('neo@b.co', '1357')).toBe(false);
    expect(widget.state.error).toBe('验证码错误');
    expect(await email.login('neo@b.co', '2468')).toBe(true);
    expect(widget.state).toMatchObject({ login: 'logged-in', username: 'neo' });
    expect(events).toEqual([{ type: 'login', userId: 'neo@b.co', system: 1 }]);
    expect(kit.fetchMock.callHistory.calls()).toHaveLength(0);
  });

  it('every mode needs the privacy checkboxes ticked: {id}:未勾选! before any call', async () => {
    const kit = createTestKit();
    passportWeb(kit);
    const widget = kit.createLoginWidget({ modes: ['password', 'email'], privacy: [{ id: 'terms', label: 'x' }] });
    await widget.start();
    expect(await passwordLogin(widget, { username: 'neo', password: 'pw' })).toBe(false);
    expect(widget.state.error).toBe('terms:未勾选!');
    expect(await new EmailCodeLogin(widget).login('a@b.co', '1234')).toBe(false);
    expect(widget.state.error).toBe('terms:未勾选!');
    expect(passportPaths(kit)).toEqual([]);
  });
});
