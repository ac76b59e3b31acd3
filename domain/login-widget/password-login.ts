import type { PasswordLoginInput } from '../account/account.service';
import type { LoginWidgetMachine } from './login-widget.machine';

/**
 * The easy-login widget's password mode: logs in with an account (an email, a username or a
 * mobile) and its password through the widget machine's login step, so the privacy rule, the
 * errors and the reservation after the login are the SMS mode's. It asks the server even in
 * mock mode. Failures land in the machine's `state.error`: `{id}:未勾选!`, 邮箱格式不正确, the
 * server's reason, else 登录失败 (also for an empty account or password). Loaded with the password form.
 * @returns whether the visitor is logged in.
 */
export function passwordLogin(machine: LoginWidgetMachine, input: PasswordLoginInput): Promise<boolean> {
  return machine.runLogin(() => machine.deps.account.loginWithPassword(input));
}
