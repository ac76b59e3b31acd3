import { useId, useState, type FormEvent } from 'react';
import { CODE_INPUT_MAX, PHONE_INPUT_MAX } from '../../domain/account/mobile-rules';
import { useCampaignKit } from '../campaign-kit-provider';
import { useStateSource } from '../use-state-source';
import { FormError } from './form-error';
import { useAction } from './use-action';

/**
 * SMS login by the route `account({ sms })` chose (single sign-on by default, the passport web
 * area's send_code and sms_login with `sms: 'passport'`): a captcha or second verification the
 * server demands is shown by the kit before the request is resent (SPEC §4).
 */
export function SmsLoginForm() {
  const kit = useCampaignKit();
  const { remainingSeconds } = useStateSource(kit.account.countdown);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [run, state] = useAction();
  const codeId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => kit.account.loginWithCode(mobile, code));
  };
  return (
    <form className="ck-form" onSubmit={submit} noValidate aria-label="短信登录">
      <label className="ck-field">
        <span className="ck-field__label">手机号</span>
        <input className="ck-input" type="tel" inputMode="numeric" maxLength={PHONE_INPUT_MAX} value={mobile} onChange={(e) => setMobile(e.target.value)} />
      </label>
      <div className="ck-field">
        <label className="ck-field__label" htmlFor={codeId}>验证码</label>
        <div className="ck-field__row">
          <input id={codeId} className="ck-input" inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_INPUT_MAX} value={code} onChange={(e) => setCode(e.target.value)} />
          <button type="button" className="ck-button ck-button--outline ck-code-button" disabled={remainingSeconds > 0 || state.busy} onClick={() => void run(() => kit.account.sendCode(mobile))}>
            {remainingSeconds > 0 ? `${remainingSeconds}s` : '获取验证码'}
          </button>
        </div>
      </div>
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--primary ck-button--block" disabled={state.busy}>登录</button>
    </form>
  );
}
