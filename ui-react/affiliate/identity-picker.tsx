import { useId } from 'react';
import type { AffiliateLoginOption } from '../../domain/affiliate/affiliate.types';
import type { AffiliateSession } from '../../domain/affiliate/affiliate-session';
import { formatText } from '../../domain/i18n/texts';
import { TaskStatus } from './task-status';
import { useAffiliateTexts, useTask } from './use-affiliate';

/** The subjects and identities the person may act as: one button each, frozen ones disabled. */
export function IdentityPicker({ session, options }: { readonly session: AffiliateSession; readonly options: readonly AffiliateLoginOption[] }) {
  const t = useAffiliateTexts();
  const id = useId();
  const task = useTask();
  return (
    <section className="ck-aff__panel" aria-labelledby={id}>
      <h2 id={id}>{t.chooseIdentity}</h2>
      <ul className="ck-aff__options">
        {options.map((option) => (
          <li key={option.identityId}>
            <button type="button" className="ck-aff__button" disabled={task.busy || option.isFrozen === 1} onClick={() => void task.run(() => session.choose(option))}>
              {formatText(t.identityOption, { subject: option.subjectName, name: option.deputyName })} ({option.isFrozen ? t.frozen : option.isManager ? t.manager : t.deputy})
            </button>
          </li>
        ))}
      </ul>
      {options.length === 0 ? <p>{t.empty}</p> : null}
      <button type="button" className="ck-aff__button" onClick={() => void task.run(() => session.logout())}>
        {t.logout}
      </button>
      <TaskStatus task={task} />
    </section>
  );
}

/** The identity in use, a switch to another (member switch) and logout. */
export function IdentityBar({ session }: { readonly session: AffiliateSession }) {
  const t = useAffiliateTexts();
  const id = useId();
  const task = useTask();
  const { current, options } = session.state;
  if (!current) return null;
  const others = options.filter((option) => option.identityId !== current.identityId && option.isFrozen === 0);
  return (
    <div className="ck-aff__bar">
      <p className="ck-aff__acting">{formatText(t.actingAs, { subject: current.subjectName, name: current.deputyName, role: current.isManager ? t.manager : t.deputy })}</p>
      {others.length > 0 ? (
        <>
          <label htmlFor={id}>{t.switchIdentity}</label>
          <select
            id={id}
            value=""
            disabled={task.busy}
            onChange={(event) => {
              const option = others.find((candidate) => candidate.identityId === event.target.value);
              if (option) void task.run(() => session.choose(option));
            }}
          >
            <option value="">—</option>
            {others.map((option) => (
              <option key={option.identityId} value={option.identityId}>
                {formatText(t.identityOption, { subject: option.subjectName, name: option.deputyName })}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <button type="button" className="ck-aff__button" onClick={() => void task.run(() => session.logout())}>
        {t.logout}
      </button>
      <TaskStatus task={task} />
    </div>
  );
}
