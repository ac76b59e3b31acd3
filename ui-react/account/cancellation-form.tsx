import { useState, type FormEvent } from 'react';
import { useCampaignKit } from '../campaign-kit-provider';
import { FormError } from './form-error';
import { useAction } from './use-action';

/** Account cancellation (注销账号): a code to the account's own mobile, then the confirmation. */
export function CancellationForm() {
  const kit = useCampaignKit();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [run, state] = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => kit.account.cancellation.confirm(code));
  };
  return (
    <form className="ck-form" onSubmit={submit} aria-label="注销账号">
      <h3 className="ck-account__title">注销账号</h3>
      <div className="ck-field">
        <label className="ck-field__label" htmlFor="ck-cancel-code">绑定手机验证码</label>
        <div className="ck-field__row">
          <input id="ck-cancel-code" className="ck-input" inputMode="numeric" value={code} onChange={(e) => setCode(e.target.value)} />
          <button type="button" className="ck-button ck-button--outline" disabled={state.busy} onClick={() => void run(() => kit.account.cancellation.sendCode()).then(setSent)}>
            {sent ? '重新发送' : '发送验证码'}
          </button>
        </div>
      </div>
      <FormError text={state.error} />
      <button type="submit" className="ck-button ck-button--ghost" disabled={state.busy || !code.trim()}>确认注销</button>
    </form>
  );
}
