import { CampaignKitError } from '../../ports/errors';
import { checkCode, checkEmail } from '../account/mobile-rules';
import type { LoginWidgetMachine } from './login-widget.machine';

/**
 * The easy-login widget's email mode: a code sent to an email (type 13), its 60 s resend
 * countdown, and the login with it. It runs through the widget machine's code-request and login
 * steps, so the privacy rule, the errors and the reservation after the login are the SMS mode's.
 * In mock mode nothing is sent and the mock code logs in. Loaded with the email form.
 */
export class EmailCodeLogin {
  constructor(readonly machine: LoginWidgetMachine) {}

  /** The resend countdown: the machine's email countdown. */
  get countdown() {
    return this.machine.emailCountdown;
  }

  /**
   * Sends a code to `email` and starts the countdown. Failures land in the machine's `state.error`:
   * 邮箱格式不正确, `COUNTDOWN` (`{n}s`) while the countdown runs, the server's reason, else 获取验证码失败!.
   * @returns whether the code was sent.
   */
  sendCode(email: string): Promise<boolean> {
    const { machine, countdown } = this;
    return machine.requestCode(async () => {
      const { remainingSeconds } = countdown.state;
      if (countdown.locked) throw new CampaignKitError('COUNTDOWN', `${remainingSeconds}s`, { data: { remainingSeconds } });
      if (machine.options.mockCode === undefined) await machine.deps.account.sendEmailCode(email);
      else checkEmail(email);
      countdown.start();
    });
  }

  /**
   * Logs in with `email` and the code sent to it, then reserves like every mode. Failures land in
   * the machine's `state.error`: `{id}:未勾选!`, 邮箱格式不正确, 验证码必须是数字!, 验证码应为4到6位数字,
   * 验证码错误 (mock mode), the server's reason, else 登录失败.
   * @returns whether the visitor is logged in.
   */
  login(email: string, code: string): Promise<boolean> {
    const { machine, countdown } = this;
    return machine.runLogin(async () => {
      if (machine.options.mockCode === undefined) {
        const result = await machine.deps.account.loginWithEmailCode(email, code);
        countdown.stop();
        return result;
      }
      const address = checkEmail(email);
      return { userId: address, mock: { code: checkCode(code), username: address.slice(0, address.indexOf('@')) } };
    });
  }
}

