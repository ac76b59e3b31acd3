import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useId, useState, type FormEvent } from 'react';
import { CODE_INPUT_MAX } from '../../domain/account/mobile-rules';
import { useKitService } from '../shared/kit-services';
import { FormError } from './form-error';
import { EmailField } from './login-fields';
import { useAction } from './use-action';

/** Email login (email/login, email/code_login): with the password, or with a code sent to the email. */
export function EmailLoginForm() {
  const account = useKitService('account');
  const t = useTexts(ACCOUNT_TEXTS);
  const [mode, setMode] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [secret, setSecret] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [run, state] = useAction();
  const secretId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => (mode === 'password' ? account.loginWithEmail(email, secret) : account.loginWithEmailCode(email, secret)));
  };
  return (
    <form className="ck-form" onSubmit={submit} noValidate aria-label={t.emailLogin}>
      <div className="ck-segmented" role="radiogroup" aria-label={t.emailLoginModes}>
        {(['password', 'code'] as const).map((value) => (
          <label key={value} className="ck-segmented__option">
            <input type="radio" name="ck-email-mode" checked={mode === value} onChange={() => { setMode(value); setSecret(''); }} />
            {value === 'password' ? t.passwordLogin : t.codeLogin}
          </label>
        ))}
      </div>
      <EmailField label={t.email} value={email} onChange={setEmail} />
      <div className="ck-field">
        <label className="ck-field__label" htmlFor={secretId}>{mode === 'password' ? t.password : t.emailCode}</label>
        <div className="ck-field__row">
          <input
            id={secretId}
            className="ck-input"
            type={mode === 'password' ? 'password' : 'text'}
            inputMode={mode === 'code' ? 'numeric' : undefined}
            maxLength={mode === 'code' ? CODE_INPUT_MAX : undefined}
            autoComplete={mode === 'password' ? 'current-password' : 'one-time-code'}
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
          {mode === 'code' ? (
            <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void run(() => account.sendEmailCode(email)).then(setCodeSent)}>
              {codeSent ? t.resendCode : t.sendCode}
            </button>
          ) : null}
        </div>
      </div>
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--primary ck-button--block" disabled={state.busy}>{t.login}</button>
    </form>
  );
}
