import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { AccountProfile } from '../../domain/account/passport-logins';
import { useCampaignKit } from '../campaign-kit-provider';
import { useStateSource } from '../use-state-source';
import { CancellationForm } from './cancellation-form';
import { FormError } from './form-error';
import { MobileBindForm } from './mobile-bind-form';
import { useAction } from './use-action';

/**
 * The logged-in account and its operations (SPEC §1 passport account management), all through
 * `kit.account`: the account info, set or change the password, bind, rebind or unbind the mobile,
 * bind or unbind an email, cancel the account, log out.
 */
export function AccountPanel() {
  const kit = useCampaignKit();
  const account = useStateSource(kit.account);
  const [info, setInfo] = useState<AccountProfile>();
  const reload = useCallback(() => {
    kit.account.profile().then(setInfo, () => setInfo(undefined));
  }, [kit]);

  useEffect(() => {
    if (account.status === 'unknown') void kit.account.check().catch(() => undefined);
    if (account.status === 'logged-in') reload();
  }, [kit, account.status, reload]);

  if (account.status !== 'logged-in') return null;
  return (
    <section className="ck-account" aria-label="账号信息">
      <dl className="ck-account__facts">
        <dt>当前用户</dt>
        <dd aria-label="当前用户">{account.user?.username ?? account.userId}</dd>
        <dt>用户 ID</dt>
        <dd>{account.userId}</dd>
        <dt>手机号</dt>
        <dd aria-label="手机号码">{info?.mobile || '未绑定'}</dd>
        <dt>邮箱</dt>
        <dd aria-label="邮箱地址">{info?.email || '未绑定'}</dd>
      </dl>
      <PasswordForm hasPassword={Boolean(info?.hasPassword)} onDone={reload} />
      <MobileBindForm mobile={info?.mobile} onDone={reload} />
      <EmailBindForm email={info?.email} onDone={reload} />
      <CancellationForm />
      <button type="button" className="ck-button ck-button--ghost" onClick={() => kit.account.logout()}>
        退出登录
      </button>
    </section>
  );
}

function PasswordForm({ hasPassword, onDone }: { readonly hasPassword: boolean; readonly onDone: () => void }) {
  const kit = useCampaignKit();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [done, setDone] = useState(false);
  const [run, state] = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => (hasPassword ? kit.account.password.change(current, next) : kit.account.password.set(next))).then((ok) => {
      setDone(ok);
      if (ok) onDone();
    });
  };
  return (
    <form className="ck-form" onSubmit={submit} aria-label={hasPassword ? '修改密码' : '设置密码'}>
      <h3 className="ck-account__title">{hasPassword ? '修改密码' : '设置密码'}</h3>
      {hasPassword ? (
        <label className="ck-field">
          <span className="ck-field__label">原密码</span>
          <input className="ck-input" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        </label>
      ) : null}
      <label className="ck-field">
        <span className="ck-field__label">新密码</span>
        <input className="ck-input" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
      </label>
      <FormError text={state.error} />
      {done && !state.error ? <p role="status">密码已保存</p> : null}
      <button type="submit" className="ck-button ck-button--primary" disabled={state.busy || !next}>保存密码</button>
    </form>
  );
}

function EmailBindForm({ email, onDone }: { readonly email?: string; readonly onDone: () => void }) {
  const kit = useCampaignKit();
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [run, state] = useAction();
  if (email) {
    return (
      <div className="ck-form">
        <FormError text={state.error} />
        <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void run(() => kit.account.email.unbind()).then((ok) => ok && onDone())}>
          解绑邮箱
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => kit.account.email.bind(address, code)).then((ok) => ok && onDone());
  };
  return (
    <form className="ck-form" onSubmit={submit} aria-label="绑定邮箱">
      <h3 className="ck-account__title">绑定邮箱</h3>
      <label className="ck-field">
        <span className="ck-field__label">新邮箱</span>
        <input className="ck-input" type="email" value={address} onChange={(e) => setAddress(e.target.value)} />
      </label>
      <div className="ck-field">
        <label className="ck-field__label" htmlFor="ck-bind-code">邮箱验证码</label>
        <div className="ck-field__row">
          <input id="ck-bind-code" className="ck-input" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
          <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void run(() => kit.account.email.sendCode(address))}>
            发送验证码
          </button>
        </div>
      </div>
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--primary" disabled={state.busy}>绑定</button>
    </form>
  );
}
