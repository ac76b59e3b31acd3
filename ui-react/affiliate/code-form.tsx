import { useId, useState, type FormEvent } from 'react';
import { VERIFICATION_TYPES } from '../../domain/passport/verification-types';
import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import { TaskStatus } from './task-status';
import { useAffiliateTexts, useTask } from './use-affiliate';

/** What the person entered: a mobile or an email, and the code sent to it. */
export type CodeCredentials = { readonly mobile: string; readonly code: string } | { readonly email: string; readonly code: string };

/** Props of {@link CodeForm}. */
export interface CodeFormProps {
  readonly area: AffiliateArea;
  readonly heading: string;
  readonly submitLabel: string;
  /** Runs with what was entered; a rejection is shown in the form. */
  readonly onSubmit: (credentials: CodeCredentials) => Promise<unknown>;
}

/** A mobile-or-email code form: pick the channel, get a code, enter it, submit. */
export function CodeForm({ area, heading, submitLabel, onSubmit }: CodeFormProps) {
  const t = useAffiliateTexts();
  const id = useId();
  const [by, setBy] = useState<'mobile' | 'email'>('email');
  const [contact, setContact] = useState('');
  const [code, setCode] = useState('');
  const task = useTask();

  const sendCode = () =>
    task.run(
      () => (by === 'mobile' ? area.account.sendCode({ mobile: contact.trim(), type: VERIFICATION_TYPES.login }) : area.account.sendEmailCode({ email: contact.trim(), type: VERIFICATION_TYPES.emailLoginOrVerify })),
      t.codeSent,
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials = by === 'mobile' ? { mobile: contact.trim(), code: code.trim() } : { email: contact.trim(), code: code.trim() };
    void task.run(() => onSubmit(credentials));
  };

  return (
    <form className="ck-aff__form" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <fieldset className="ck-aff__choice">
        <legend>{t.logInWith}</legend>
        {(['email', 'mobile'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={`${id}-by`} value={value} checked={by === value} onChange={() => setBy(value)} />
            {value === 'email' ? t.byEmail : t.byMobile}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-contact`}>{by === 'email' ? t.email : t.mobile}</label>
      <input id={`${id}-contact`} type={by === 'email' ? 'email' : 'tel'} autoComplete={by === 'email' ? 'email' : 'tel'} value={contact} onChange={(e) => setContact(e.target.value)} required />
      <button type="button" className="ck-aff__button" onClick={() => void sendCode()} disabled={task.busy || contact.trim() === ''}>
        {t.getCode}
      </button>
      <label htmlFor={`${id}-code`}>{t.code}</label>
      <input id={`${id}-code`} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} required />
      <button type="submit" className="ck-aff__button ck-aff__button--primary" disabled={task.busy}>
        {submitLabel}
      </button>
      <TaskStatus task={task} />
    </form>
  );
}
