import { useId } from 'react';
import { CODE_INPUT_MAX } from '../../domain/account/mobile-rules';
import type { Countdown } from '../../domain/account/countdown';
import type { LoginWidgetState } from '../../domain/login-widget/login-widget.machine';
import { formatNumber } from '../../domain/i18n/formats';
import { formatText } from '../../domain/i18n/texts';
import { WIDGET_TEXTS } from '../../domain/i18n/widget-texts';
import { useTexts } from '../i18n/use-texts';
import { useWidgetLanguage } from '../i18n/widget-language';
import { useStateSource } from '../shared/use-state-source';

/** Props of {@link CodeField}. */
export interface CodeFieldProps {
  /** The widget's state: the get-code button is off until it is ready and while a code is requested. */
  readonly state: LoginWidgetState;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The resend countdown the get-code button shows and is locked by. */
  readonly countdown: Countdown;
  readonly onSend: () => void;
}

/**
 * The easy-login widget's code input (max 6 characters) with its get-code button, which shows
 * the seconds the resend countdown has left and stays locked while it runs.
 */
export function CodeField({ state: { phase, sendingCode }, label, value, onChange, countdown, onSend }: CodeFieldProps) {
  const { remainingSeconds } = useStateSource(countdown);
  const id = useId();
  const t = useTexts(WIDGET_TEXTS);
  const language = useWidgetLanguage();
  return (
    <div className="ck-field">
      <label className="ck-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="ck-field__row">
        <input
          id={id}
          className="ck-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder={t.codePlaceholder}
          maxLength={CODE_INPUT_MAX}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="ck-button ck-button--outline ck-code-button"
          disabled={phase === 'not-ready' || remainingSeconds > 0 || sendingCode}
          aria-busy={sendingCode}
          onClick={onSend}
        >
          {remainingSeconds > 0 ? formatText(t.resendIn, { seconds: formatNumber(remainingSeconds, language) }) : t.getCode}
        </button>
      </div>
    </div>
  );
}
