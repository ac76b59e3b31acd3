import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useState, type FormEvent } from 'react';
import { useKitService } from '../shared/kit-services';
import { FormError } from './form-error';
import { AccountNameField, PasswordField, passwordLoginInput } from './login-fields';
import { useAction } from './use-action';

/** Password login with an email, username or mobile (user/login). */
export function PasswordLoginForm() {
  const service = useKitService('account');
  const t = useTexts(ACCOUNT_TEXTS);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [run, state] = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => service.loginWithPassword(passwordLoginInput(account, password)));
  };
  return (
    <form className="ck-form" onSubmit={submit} noValidate aria-label={t.passwordLogin}>
      <AccountNameField label={t.accountName} value={account} onChange={setAccount} />
      <PasswordField label={t.password} value={password} onChange={setPassword} />
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--primary ck-button--block" disabled={state.busy}>{t.login}</button>
    </form>
  );
}
