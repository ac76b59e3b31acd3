import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useState, type FormEvent } from 'react';
import { useKitService } from '../shared/kit-services';
import { FormError } from './form-error';
import { useAction } from './use-action';

/** Password reset by mobile (code type 6): the code, then the new password. */
export function PasswordResetForm() {
  const account = useKitService('account');
  const t = useTexts(ACCOUNT_TEXTS);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const [run, state] = useAction();
  const send = () => run(() => account.password.sendResetCode(mobile));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => account.password.reset(mobile, code, password)).then(setDone);
  };
  return (
    <form className="ck-form" onSubmit={submit} noValidate aria-label={t.resetPassword}>
      <label className="ck-field">
        <span className="ck-field__label">{t.mobile}</span>
        <input className="ck-input" type="tel" inputMode="numeric" value={mobile} onChange={(e) => setMobile(e.target.value)} />
      </label>
      <div className="ck-field">
        <label className="ck-field__label" htmlFor="ck-reset-code">{t.smsCode}</label>
        <div className="ck-field__row">
          <input id="ck-reset-code" className="ck-input" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
          <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void send()}>{t.sendCode}</button>
        </div>
      </div>
      <label className="ck-field">
        <span className="ck-field__label">{t.newPassword}</span>
        <input className="ck-input" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <FormError text={state.error} />
      {done ? <p role="status">{t.passwordReset}</p> : null}
      <button type="submit" className="ck-button ck-button--primary ck-button--block" disabled={state.busy}>{t.resetPasswordAction}</button>
    </form>
  );
}
