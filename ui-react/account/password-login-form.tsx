import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../domain/account/mobile-rules';
import { useCampaignKit } from '../campaign-kit-provider';
import { FormError } from './form-error';
import { useAction } from './use-action';

/** Password login with an email, username or mobile (user/login). */
export function PasswordLoginForm() {
  const kit = useCampaignKit();
  const t = useTexts(ACCOUNT_TEXTS);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [run, state] = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = account.trim();
    const input = EMAIL_PATTERN.test(name) ? { email: name } : MOBILE_PATTERN.test(name) ? { mobile: name } : { username: name };
    void run(() => kit.account.loginWithPassword({ ...input, password }));
  };
  return (
    <form className="ck-form" onSubmit={submit} noValidate aria-label={t.passwordLogin}>
      <label className="ck-field">
        <span className="ck-field__label">{t.accountName}</span>
        <input className="ck-input" autoComplete="username" value={account} onChange={(e) => setAccount(e.target.value)} />
      </label>
      <label className="ck-field">
        <span className="ck-field__label">{t.password}</span>
        <input className="ck-input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--primary ck-button--block" disabled={state.busy}>{t.login}</button>
    </form>
  );
}
