import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { AccountProfile } from '../../domain/account/passport-logins';
import { useKitService } from '../shared/kit-services';
import { useStateSource } from '../shared/use-state-source';
import { CancellationForm } from './cancellation-form';
import { FormError } from './form-error';
import { MobileBindForm } from './mobile-bind-form';
import { useAction } from './use-action';

/**
 * The logged-in account and its operations (passport account management), all through
 * the `account` service: the account info, set or change the password, bind, rebind or unbind the mobile,
 * bind or unbind an email, cancel the account, log out.
 */
export function AccountPanel() {
  const service = useKitService('account');
  const account = useStateSource(service);
  const t = useTexts(ACCOUNT_TEXTS);
  const [info, setInfo] = useState<AccountProfile>();
  const reload = useCallback(() => {
    service.profile().then(setInfo, () => setInfo(undefined));
  }, [service]);

  useEffect(() => {
    if (account.status === 'unknown') void service.check().catch(() => undefined);
    if (account.status === 'logged-in') reload();
  }, [service, account.status, reload]);

  if (account.status !== 'logged-in') return null;
  return (
    <section className="ck-account" aria-label={t.accountInfo}>
      <dl className="ck-account__facts">
        <dt>{t.currentUser}</dt>
        <dd aria-label={t.currentUser}>
          <span data-page-copy="">{account.user?.username ?? account.userId}</span>
        </dd>
        <dt>{t.userId}</dt>
        <dd>{account.userId}</dd>
        <dt>{t.mobile}</dt>
        <dd aria-label={t.mobileNumber}>{info?.mobile || t.notBound}</dd>
        <dt>{t.email}</dt>
        <dd aria-label={t.emailAddress}>{info?.email || t.notBound}</dd>
      </dl>
      <PasswordForm hasPassword={Boolean(info?.hasPassword)} onDone={reload} />
      <MobileBindForm mobile={info?.mobile} onDone={reload} />
      <EmailBindForm email={info?.email} onDone={reload} />
      <CancellationForm />
      <button type="button" className="ck-button ck-button--ghost" onClick={() => service.logout()}>
        {t.logout}
      </button>
    </section>
  );
}

function PasswordForm({ hasPassword, onDone }: { readonly hasPassword: boolean; readonly onDone: () => void }) {
  const account = useKitService('account');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [done, setDone] = useState(false);
  const [run, state] = useAction();
  const t = useTexts(ACCOUNT_TEXTS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => (hasPassword ? account.password.change(current, next) : account.password.set(next))).then((ok) => {
      setDone(ok);
      if (ok) onDone();
    });
  };
  return (
    <form className="ck-form" onSubmit={submit} aria-label={hasPassword ? t.changePassword : t.setPassword}>
      <h3 className="ck-account__title">{hasPassword ? t.changePassword : t.setPassword}</h3>
      {hasPassword ? (
        <label className="ck-field">
          <span className="ck-field__label">{t.currentPassword}</span>
          <input className="ck-input" type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
        </label>
      ) : null}
      <label className="ck-field">
        <span className="ck-field__label">{t.newPassword}</span>
        <input className="ck-input" type="password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
      </label>
      <FormError text={state.error} />
      {done && !state.error ? <p role="status">{t.passwordSaved}</p> : null}
      <button type="submit" className="ck-button ck-button--primary" disabled={state.busy || !next}>{t.savePassword}</button>
    </form>
  );
}

function EmailBindForm({ email, onDone }: { readonly email?: string; readonly onDone: () => void }) {
  const account = useKitService('account');
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const [run, state] = useAction();
  const t = useTexts(ACCOUNT_TEXTS);
  if (email) {
    return (
      <div className="ck-form">
        <FormError text={state.error} />
        <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void run(() => account.email.unbind()).then((ok) => ok && onDone())}>
          {t.unbindEmail}
        </button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => account.email.bind(address, code)).then((ok) => ok && onDone());
  };
  return (
    <form className="ck-form" onSubmit={submit} aria-label={t.bindEmail}>
      <h3 className="ck-account__title">{t.bindEmail}</h3>
      <label className="ck-field">
        <span className="ck-field__label">{t.newEmail}</span>
        <input className="ck-input" type="email" value={address} onChange={(e) => setAddress(e.target.value)} />
      </label>
      <div className="ck-field">
        <label className="ck-field__label" htmlFor="ck-bind-code">{t.emailCode}</label>
        <div className="ck-field__row">
          <input id="ck-bind-code" className="ck-input" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
          <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void run(() => account.email.sendCode(address))}>
            {t.sendCode}
          </button>
        </div>
      </div>
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--primary" disabled={state.busy}>{t.bind}</button>
    </form>
  );
}
