import { useId, useState, type FormEvent } from 'react';
import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import { VERIFICATION_TYPES } from '../../domain/passport/verification-types';
import { TaskStatus } from './task-status';
import { useAffiliateTexts, useTask } from './use-affiliate';

type Way = 'mobile' | 'email';

/**
 * Manager transfer in two steps: the current manager verifies with a code sent to their own mobile
 * or email; then the new manager (a member) verifies with a code sent to theirs, and the role moves.
 */
export function TransferPanel({ area }: { readonly area: AffiliateArea }) {
  const t = useAffiliateTexts();
  const id = useId();
  const task = useTask();
  const [oldWay, setOldWay] = useState<Way>('mobile');
  const [oldCode, setOldCode] = useState('');
  const [ticket, setTicket] = useState<string>();
  const [newWay, setNewWay] = useState<Way>('mobile');
  const [contact, setContact] = useState('');
  const [newCode, setNewCode] = useState('');
  const newContact = () => (newWay === 'mobile' ? { mobile: contact.trim() } : { email: contact.trim() });

  const verifyOld = (event: FormEvent) => {
    event.preventDefault();
    void task.run(async () => setTicket(await area.account.checkCode({ by: oldWay, code: oldCode.trim(), type: VERIFICATION_TYPES.verifyOldMobileOrManager })), t.verified);
  };
  const transfer = (event: FormEvent) => {
    event.preventDefault();
    void task.run(async () => {
      await area.admin.transfer({ ...newContact(), verifyTicket: ticket ?? '', code: newCode.trim() });
      await area.session.refresh();
    }, t.transferDone);
  };
  const wayChoice = (name: string, value: Way, onChange: (way: Way) => void) => (
    <fieldset className="ck-aff__choice">
      <legend>{t.verifyBy}</legend>
      {(['mobile', 'email'] as const).map((way) => (
        <label key={way}>
          <input type="radio" name={name} value={way} checked={value === way} onChange={() => onChange(way)} />
          {way === 'mobile' ? t.byMobile : t.byEmail}
        </label>
      ))}
    </fieldset>
  );

  return (
    <div>
      <form className="ck-aff__form" aria-labelledby={`${id}-old`} onSubmit={verifyOld}>
        <h3 id={`${id}-old`}>{t.oldManager}</h3>
        {wayChoice(`${id}-old-way`, oldWay, setOldWay)}
        <button type="button" className="ck-aff__button" disabled={task.busy} onClick={() => void task.run(() => area.admin.sendOldManagerCode(oldWay), t.codeSent)}>
          {t.getCode}
        </button>
        <label htmlFor={`${id}-old-code`}>{t.code}</label>
        <input id={`${id}-old-code`} inputMode="numeric" maxLength={6} value={oldCode} onChange={(event) => setOldCode(event.target.value)} required />
        <button type="submit" className="ck-aff__button ck-aff__button--primary" disabled={task.busy || ticket !== undefined}>
          {t.verify}
        </button>
      </form>
      {ticket !== undefined ? (
        <form className="ck-aff__form" aria-labelledby={`${id}-new`} onSubmit={transfer}>
          <h3 id={`${id}-new`}>{t.newManager}</h3>
          {wayChoice(`${id}-new-way`, newWay, setNewWay)}
          <label htmlFor={`${id}-contact`}>{newWay === 'mobile' ? t.mobile : t.email}</label>
          <input id={`${id}-contact`} value={contact} onChange={(event) => setContact(event.target.value)} required />
          <button type="button" className="ck-aff__button" disabled={task.busy || contact.trim() === ''} onClick={() => void task.run(() => area.admin.sendNewManagerCode(newContact()), t.codeSent)}>
            {t.getCode}
          </button>
          <label htmlFor={`${id}-new-code`}>{t.code}</label>
          <input id={`${id}-new-code`} inputMode="numeric" maxLength={6} value={newCode} onChange={(event) => setNewCode(event.target.value)} required />
          <button type="submit" className="ck-aff__button ck-aff__button--primary" disabled={task.busy}>
            {t.transferTo}
          </button>
        </form>
      ) : null}
      <TaskStatus task={task} />
    </div>
  );
}
