import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useState, type FormEvent } from 'react';
import { useKitService } from '../shared/kit-services';
import { FormError } from './form-error';
import { useAction } from './use-action';

/** Account cancellation (注销账号): a code to the account's own mobile, then the confirmation. */
export function CancellationForm() {
  const account = useKitService('account');
  const t = useTexts(ACCOUNT_TEXTS);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [run, state] = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => account.cancellation.confirm(code));
  };
  return (
    <form className="ck-form" onSubmit={submit} aria-label={t.cancelAccount}>
      <h3 className="ck-account__title">{t.cancelAccount}</h3>
      <div className="ck-field">
        <label className="ck-field__label" htmlFor="ck-cancel-code">{t.boundMobileCode}</label>
        <div className="ck-field__row">
          <input id="ck-cancel-code" className="ck-input" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
          <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void run(() => account.cancellation.sendCode()).then(setSent)}>
            {sent ? t.resendCode : t.sendCode}
          </button>
        </div>
      </div>
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--ghost" disabled={state.busy || !code.trim()}>{t.confirmCancel}</button>
    </form>
  );
}
