import { textsFor } from '../../domain/i18n/texts';
import { useState, type FormEvent } from 'react';
import { AccountNameField, PasswordField, passwordLoginInput } from '../account/login-fields';
import { passwordLogin } from '../../domain/login-widget/password-login';
import { LOGIN_MODE_TEXTS } from '../../domain/i18n/login-mode-texts';
import type { LoginModeFormProps } from './login-mode-form-props';

/**
 * The password mode of the easy-login widget: the account (an email, a username or a mobile)
 * and its password, then the page's modules and checkboxes and the login button. Loaded on
 * demand (see `LoginModeForms`).
 */
export default function PasswordModeForm({ machine, language, submit, children }: LoginModeFormProps) {
  const t = textsFor(LOGIN_MODE_TEXTS, language);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    void passwordLogin(machine, passwordLoginInput(account, password));
  };
  return (
    <form className="ck-form" onSubmit={send} noValidate>
      <AccountNameField label={t.accountName} value={account} onChange={setAccount} />
      <PasswordField label={t.password} value={password} onChange={setPassword} />
      {children}
      {submit}
    </form>
  );
}
