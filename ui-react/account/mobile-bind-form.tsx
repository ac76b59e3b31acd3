import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useState, type FormEvent } from 'react';
import { useKitService } from '../shared/kit-services';
import { FormError } from './form-error';
import { useAction } from './use-action';

/**
 * The account's mobile (mobile bind, change, unbind): with one, prove it by code, then
 * rebind to a new mobile or unbind it; without one, bind a mobile.
 */
export function MobileBindForm({ mobile, onDone }: { readonly mobile?: string; readonly onDone: () => void }) {
  const account = useKitService('account');
  const t = useTexts(ACCOUNT_TEXTS);
  const [oldCode, setOldCode] = useState('');
  const [ticket, setTicket] = useState<string>();
  const [next, setNext] = useState('');
  const [code, setCode] = useState('');
  const [run, state] = useAction();
  const finish = (ok: boolean) => {
    if (!ok) return;
    setTicket(undefined);
    setOldCode('');
    setNext('');
    setCode('');
    onDone();
  };
  const verifyOld = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => setTicket(await account.mobile.verifyOld(oldCode)));
  };
  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    void run(() => (ticket ? account.mobile.rebind(next, code, ticket) : account.mobile.bind(next, code))).then(finish);
  };

  const newMobileFields = (
    <>
      <label className="ck-field">
        <span className="ck-field__label">{t.newMobile}</span>
        <input className="ck-input" type="tel" inputMode="numeric" value={next} onChange={(e) => setNext(e.target.value)} />
      </label>
      <div className="ck-field">
        <label className="ck-field__label" htmlFor="ck-new-mobile-code">{t.newMobileCode}</label>
        <div className="ck-field__row">
          <input id="ck-new-mobile-code" className="ck-input" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
          <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void run(() => account.mobile.sendNewCode(next, ticket ? 'rebind' : 'bind'))}>
            {t.sendCode}
          </button>
        </div>
      </div>
    </>
  );

  if (!mobile) {
    return (
      <form className="ck-form" onSubmit={submitNew} aria-label={t.bindMobile}>
        <h3 className="ck-account__title">{t.bindMobile}</h3>
        {newMobileFields}
        <FormError text={state.error} />
        <button type="submit" className="ck-button ck-button--primary" disabled={state.busy}>{t.bindMobile}</button>
      </form>
    );
  }
  if (!ticket) {
    return (
      <form className="ck-form" onSubmit={verifyOld} aria-label={t.changeOrUnbindMobile}>
        <h3 className="ck-account__title">{t.changeOrUnbindMobile}</h3>
        <div className="ck-field">
          <label className="ck-field__label" htmlFor="ck-old-mobile-code">{t.oldMobileCode}</label>
          <div className="ck-field__row">
            <input id="ck-old-mobile-code" className="ck-input" inputMode="numeric" value={oldCode} onChange={(e) => setOldCode(e.target.value)} />
            <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void run(() => account.mobile.sendOldCode())}>
              {t.sendCode}
            </button>
          </div>
        </div>
        <FormError text={state.error} />
        <button type="submit" className="ck-button ck-button--primary" disabled={state.busy || !oldCode.trim()}>{t.verifyOldMobile}</button>
      </form>
    );
  }
  return (
    <form className="ck-form" onSubmit={submitNew} aria-label={t.changeMobile}>
      <h3 className="ck-account__title">{t.changeMobile}</h3>
      {newMobileFields}
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--primary" disabled={state.busy}>{t.confirmChange}</button>
      <button type="button" className="ck-button ck-button--ghost" disabled={state.busy} onClick={() => void run(() => account.mobile.unbind(ticket)).then(finish)}>
        {t.unbindMobile}
      </button>
    </form>
  );
}
