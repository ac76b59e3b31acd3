import { formatText } from '../../domain/i18n/texts';
import { ACCOUNT_TEXTS } from '../../domain/i18n/account-texts';
import { useTexts } from '../i18n/use-texts';
import { useState, type FormEvent } from 'react';
import { useKitService } from '../shared/kit-services';
import { useStateSource } from '../shared/use-state-source';
import { FormError } from './form-error';
import type { SecondVerifyController } from '../../domain/passport/second-verify-controller';
import { useAction } from './use-action';

/**
 * The second-verification dialog (二次验证): sends a code to the account's own mobile by
 * its sms_code_key, checks it, and hands the ticket back so the kit resends the request. 关闭
 * fails the request with `SECOND_VALID`.
 */
export function SecondVerifyDialog({ controller }: { readonly controller: SecondVerifyController }) {
  const { challenge, round } = useStateSource(controller);
  if (!challenge) return null;
  return <VerifyForm key={round} controller={controller} smsCodeKey={challenge.smsCodeKey ?? ''} target={challenge.target} description={challenge.description} />;
}

function VerifyForm(props: { controller: SecondVerifyController; smsCodeKey: string; target?: string; description: string }) {
  const account = useKitService('account');
  const t = useTexts(ACCOUNT_TEXTS);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [run, state] = useAction();
  const send = () => run(() => account.secondVerification.sendCode(props.smsCodeKey)).then((done) => setSent(done));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      props.controller.answer(await account.secondVerification.verify(props.smsCodeKey, code));
    });
  };
  return (
    <div className="ck-overlay">
      <div className="ck-captcha__dialog" role="dialog" aria-modal="true" aria-label={t.secondVerify}>
        <h2 className="ck-captcha__title">{t.secondVerify}</h2>
        <p className="ck-captcha__description">{props.description}{props.target ? formatText(t.verifyTarget, { target: props.target }) : ''}</p>
        <form className="ck-form" onSubmit={submit}>
          <div className="ck-field">
            <label className="ck-field__label" htmlFor="ck-second-code">{t.smsCode}</label>
            <div className="ck-field__row">
              <input id="ck-second-code" className="ck-input" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
              <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void send()}>
                {sent ? t.resendCode : t.sendCode}
              </button>
            </div>
          </div>
          <FormError text={state.error} />
          <div className="ck-captcha__actions">
            <button type="button" className="ck-button ck-button--ghost" onClick={props.controller.close}>{t.close}</button>
            <button type="submit" className="ck-button ck-button--primary" disabled={!code.trim() || state.busy}>{t.verify}</button>
          </div>
        </form>
      </div>
    </div>
  );
}
