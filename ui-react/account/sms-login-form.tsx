import { formatNumber } from '../../domain/i18n/formats';
import { formatText } from '../../domain/i18n/texts';
import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useWidgetLanguage } from '../i18n/widget-language';
import { useId, useState, type FormEvent } from 'react';
import { CODE_INPUT_MAX, PHONE_INPUT_MAX } from '../../domain/account/mobile-rules';
import { useKitService } from '../shared/kit-services';
import { useStateSource } from '../shared/use-state-source';
import { FormError } from './form-error';
import { useAction } from './use-action';

/**
 * SMS login by the route `account({ sms })` chose (single sign-on by default, the passport web
 * area's send_code and sms_login with `sms: 'passport'`): a captcha or second verification the
 * server demands is shown by the kit before the request is resent.
 */
export function SmsLoginForm() {
  const account = useKitService('account');
  const t = useTexts(ACCOUNT_TEXTS);
  const language = useWidgetLanguage();
  const { remainingSeconds } = useStateSource(account.countdown);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [run, state] = useAction();
  const codeId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => account.loginWithCode(mobile, code));
  };
  return (
    <form className="ck-form" onSubmit={submit} noValidate aria-label={t.smsLogin}>
      <label className="ck-field">
        <span className="ck-field__label">{t.mobile}</span>
        <input className="ck-input" type="tel" inputMode="numeric" maxLength={PHONE_INPUT_MAX} value={mobile} onChange={(e) => setMobile(e.target.value)} />
      </label>
      <div className="ck-field">
        <label className="ck-field__label" htmlFor={codeId}>{t.code}</label>
        <div className="ck-field__row">
          <input id={codeId} className="ck-input" inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_INPUT_MAX} value={code} onChange={(e) => setCode(e.target.value)} />
          <button type="button" className="ck-button ck-button--outline ck-code-button" disabled={remainingSeconds > 0 || state.busy} onClick={() => void run(() => account.sendCode(mobile))}>
            {remainingSeconds > 0 ? formatText(t.resendIn, { seconds: formatNumber(remainingSeconds, language) }) : t.getCode}
          </button>
        </div>
      </div>
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--primary ck-button--block" disabled={state.busy}>{t.login}</button>
    </form>
  );
}
