import { useState, type FormEvent } from 'react';
import { PHONE_INPUT_MAX } from '../../domain/account/mobile-rules';
import type { LoginModeFormProps } from './login-mode-form-props';

/**
 * The mobile-code login form of the easy-login widget: phone (max 20 characters),
 * code (max 6), the get-code button showing the resend countdown and locked while it runs, and
 * the login button, both off until the machine is ready. The rules (4-digit code, phone format)
 * are the machine's.
 */
export function MobileCodeForm({ machine, state, texts: t, CodeField, submit, children }: LoginModeFormProps) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');

  const send = (event: FormEvent) => {
    event.preventDefault();
    void machine.login(mobile, code);
  };

  return (
    <form className="ck-form" onSubmit={send} noValidate>
      <label className="ck-field">
        <span className="ck-field__label">{t.mobile}</span>
        <input
          className="ck-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t.mobilePlaceholder}
          maxLength={PHONE_INPUT_MAX}
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
        />
      </label>
      <CodeField state={state} label={t.code} value={code} onChange={setCode} countdown={machine.countdown} onSend={() => void machine.sendCode(mobile)} />
      {children}
      {submit}
    </form>
  );
}
