import { useState, type FormEvent } from 'react';
import { useCampaignKit } from '../campaign-kit-provider';
import { FormError } from './form-error';
import { useAction } from './use-action';

/** Password reset by mobile (SPEC §7 password reset; code type 6): the code, then the new password. */
export function PasswordResetForm() {
  const kit = useCampaignKit();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [run, state] = useAction();
  const send = () => run(() => kit.account.password.sendResetCode(mobile));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => kit.account.password.reset(mobile, code, password)).then(setDone);
  };
  return (
    <form className="ck-form" onSubmit={submit} noValidate aria-label="找回密码">
      <label className="ck-field">
        <span className="ck-field__label">手机号</span>
        <input className="ck-input" type="tel" inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} />
      </label>
      <div className="ck-field">
        <label className="ck-field__label" htmlFor="ck-reset-code">短信验证码</label>
        <div className="ck-field__row">
          <input id="ck-reset-code" className="ck-input" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
          <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void send()}>发送验证码</button>
        </div>
      </div>
      <label className="ck-field">
        <span className="ck-field__label">新密码</span>
        <input className="ck-input" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <FormError text={state.error} />
      {done ? <p role="status">密码已重置，请用新密码登录</p> : null}
      <button type="submit" className="ck-button ck-button--primary ck-button--block" disabled={state.busy}>重置密码</button>
    </form>
  );
}
