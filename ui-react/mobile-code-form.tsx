import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CODE_INPUT_MAX, PHONE_INPUT_MAX } from '../domain/account/mobile-rules';
import type { LoginWidgetMachine } from '../domain/login-widget/login-widget.machine';
import { useStateSource } from './use-state-source';
import { formatText } from '../domain/i18n/texts';
import { WIDGET_TEXTS } from '../domain/i18n/widget-texts';
import { useTexts } from './i18n/use-texts';

/** Props of {@link MobileCodeForm}. */
export interface MobileCodeFormProps {
  readonly machine: LoginWidgetMachine;
  /** Shown between the code field and the login button (the widget's modules and privacy checkboxes). */
  readonly children?: ReactNode;
}

/**
 * The mobile-code login form of the easy-login widget: phone (max 20 characters),
 * code (max 6), the get-code button showing the resend countdown and locked while it runs, and
 * the login button, both off until the machine is ready. The rules (4-digit code, phone format)
 * are the machine's.
 */
export function MobileCodeForm({ machine, children }: MobileCodeFormProps) {
  const { phase, sendingCode, loggingIn } = useStateSource(machine);
  const waiting = phase === 'not-ready';
  const { remainingSeconds } = useStateSource(machine.countdown);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const codeId = useId();
  const t = useTexts(WIDGET_TEXTS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void machine.login(mobile, code);
  };

  return (
    <form className="ck-form" onSubmit={submit} noValidate>
      <label className="ck-field">
        <span className="ck-field__label">{t.mobile}</span>
        <input
          className="ck-input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t.mobilePlaceholder}
          maxLength={PHONE_INPUT_MAX}
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
        />
      </label>
      <div className="ck-field">
        <label className="ck-field__label" htmlFor={codeId}>
          {t.code}
        </label>
        <div className="ck-field__row">
          <input
            id={codeId}
            className="ck-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t.codePlaceholder}
            maxLength={CODE_INPUT_MAX}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="button"
            className="ck-button ck-button--outline ck-code-button"
            disabled={waiting || remainingSeconds > 0 || sendingCode}
            aria-busy={sendingCode}
            onClick={() => void machine.sendCode(mobile)}
          >
            {remainingSeconds > 0 ? formatText(t.resendIn, { seconds: remainingSeconds }) : t.getCode}
          </button>
        </div>
      </div>
      {children}
      <button type="submit" className="ck-button ck-button--primary ck-button--block" disabled={waiting || loggingIn} aria-busy={loggingIn}>
        {t.login}
      </button>
    </form>
  );
}
