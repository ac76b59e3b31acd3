import { textsFor } from '../../domain/i18n/texts';
import { useState, type FormEvent } from 'react';
import { EmailCodeLogin } from '../../domain/login-widget/email-code-login';
import { EmailField } from '../account/login-fields';
import { useBuiltFrom } from '../shared/use-built-from';
import { LOGIN_MODE_TEXTS } from '../../domain/i18n/login-mode-texts';
import type { LoginModeFormProps } from './login-mode-form-props';

/**
 * The email mode of the easy-login widget: the email, the code (max 6) with its get-code button
 * and 60 s resend countdown, then the page's modules and checkboxes and the login button.
 * Loaded on demand (see `LoginModeForms`).
 */
export default function EmailCodeModeForm({ machine, state, language, CodeField, submit, children }: LoginModeFormProps) {
  const t = textsFor(LOGIN_MODE_TEXTS, language);
  const mode = useBuiltFrom(() => new EmailCodeLogin(machine), [machine]);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    void mode.login(email, code);
  };
  return (
    <form className="ck-form" onSubmit={send} noValidate>
      <EmailField label={t.email} value={email} onChange={setEmail} />
      <CodeField state={state} label={t.emailCode} value={code} onChange={setCode} countdown={mode.countdown} onSend={() => void mode.sendCode(email)} />
      {children}
      {submit}
    </form>
  );
}
