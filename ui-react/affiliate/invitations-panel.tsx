import { useId, useState, type FormEvent } from 'react';
import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import type { AffiliateInvitation, InvitationChannel } from '../../domain/affiliate/affiliate.types';
import { formatText } from '../../domain/i18n/texts';
import { PagedTable, usePagedList } from './paged-table';
import { TaskStatus } from './task-status';
import { useAffiliateTexts, useTask } from './use-affiliate';

/**
 * Invitations: a form to invite by mobile, email or lark (with `sendInvitations`) and the paged list
 * with resend and cancel (with `viewInvitations`). The invite link leads to `inviteUrl`.
 */
export function InvitationsPanel({ area, inviteUrl }: { readonly area: AffiliateArea; readonly inviteUrl?: string }) {
  const t = useAffiliateTexts();
  const id = useId();
  const { session } = area;
  const canSend = session.can('sendInvitations');
  const canView = session.can('viewInvitations');
  const [channel, setChannel] = useState<InvitationChannel>('email');
  const [contact, setContact] = useState('');
  const [deputyName, setDeputyName] = useState('');
  const task = useTask();
  const list = usePagedList((options) => area.invitations.list(options), canView);

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const base = { deputyName: deputyName.trim(), nextUrl: inviteUrl };
    const value = contact.trim();
    const sent = await task.run(
      () =>
        channel === 'email'
          ? area.invitations.byEmail({ ...base, email: value })
          : channel === 'mobile'
            ? area.invitations.byMobile({ ...base, mobile: value })
            : area.invitations.byLark({ ...base, larkId: value }),
      formatText(t.invited, { contact: value }),
    );
    if (sent) {
      setContact('');
      setDeputyName('');
      if (canView) await list.reload();
    }
  };
  const act = async (action: () => Promise<unknown>) => {
    if (await task.run(action, t.done)) await list.reload();
  };
  const statusText = (invitation: AffiliateInvitation) => t[invitation.status];

  const row = (invitation: AffiliateInvitation) => (
    <tr key={invitation.inviteId}>
      <td>{invitation.deputyName}</td>
      <td>{invitation.contact}</td>
      <td>{statusText(invitation)}</td>
      <td className="ck-aff__actions">
        {canSend && invitation.status !== 'accepted' ? (
          <>
            <button type="button" className="ck-aff__button" aria-label={`${t.resend} ${invitation.deputyName}`} onClick={() => void act(() => area.invitations.resend(invitation.inviteId))}>
              {t.resend}
            </button>
            {invitation.status !== 'cancelled' ? (
              <button type="button" className="ck-aff__button" aria-label={`${t.cancel} ${invitation.deputyName}`} onClick={() => void act(() => area.invitations.cancel(invitation.inviteId))}>
                {t.cancel}
              </button>
            ) : null}
          </>
        ) : null}
      </td>
    </tr>
  );

  return (
    <div>
      {canSend ? (
        <form className="ck-aff__form" aria-labelledby={`${id}-heading`} onSubmit={(event) => void invite(event)}>
          <h3 id={`${id}-heading`}>{t.sendInvitation}</h3>
          <label htmlFor={`${id}-channel`}>{t.channel}</label>
          <select id={`${id}-channel`} value={channel} onChange={(event) => setChannel(event.target.value as InvitationChannel)}>
            <option value="email">{t.email}</option>
            <option value="mobile">{t.mobile}</option>
            <option value="lark">{t.lark}</option>
          </select>
          <label htmlFor={`${id}-contact`}>{channel === 'email' ? t.email : channel === 'mobile' ? t.mobile : t.larkId}</label>
          <input id={`${id}-contact`} value={contact} onChange={(event) => setContact(event.target.value)} required />
          <label htmlFor={`${id}-name`}>{t.deputyName}</label>
          <input id={`${id}-name`} value={deputyName} onChange={(event) => setDeputyName(event.target.value)} required />
          <button type="submit" className="ck-aff__button ck-aff__button--primary" disabled={task.busy}>
            {t.invite}
          </button>
        </form>
      ) : null}
      <TaskStatus task={task} />
      {canView ? <PagedTable list={list} caption={t.invitations} columns={[t.deputyName, t.contact, t.status, t.actions]} row={row} /> : null}
    </div>
  );
}
