import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../../domain/account/mobile-rules';
import { useCampaignKit } from '../campaign-kit-provider';
import { FormError } from './form-error';
import { useAction } from './use-action';

/** Password login with an email, username or mobile (SPEC §5, §7 user/login). */
export function PasswordLoginForm() {
  const kit = useCampaignKit();
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
    <form className="ck-form" onSubmit={submit} noValidate aria-label="密码登录">
      <label className="ck-field">
        <span className="ck-field__label">账号（邮箱、用户名或手机号）</span>
        <input className="ck-input" autoComplete="username" value={account} onChange={(e) => setAccount(e.target.value)} />
      </label>
      <label className="ck-field">
        <span className="ck-field__label">密码</span>
        <input className="ck-input" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--primary ck-button--block" disabled={state.busy}>登录</button>
    </form>
  );
}
