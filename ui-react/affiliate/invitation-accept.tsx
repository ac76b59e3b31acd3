import { useEffect, useId, useState } from 'react';
import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import type { AffiliateInvitation } from '../../domain/affiliate/affiliate.types';
import { formatText } from '../../domain/i18n/texts';
import { CodeForm, type CodeCredentials } from './code-form';
import { TaskStatus } from './task-status';
import { useAffiliateTexts, useTask } from './use-affiliate';

/** The answer of a login for an account the area does not know. */
const NOT_REGISTERED = 1011;

/**
 * An invite link opened: what it offers, then, for a signed-out invitee, a code form (logging in,
 * or registering the person alone when the area does not know them yet) and accepting.
 */
export function InvitationAccept({ area, inviteTicket, onDone }: { readonly area: AffiliateArea; readonly inviteTicket: string; readonly onDone: () => void }) {
  const t = useAffiliateTexts();
  const id = useId();
  const task = useTask();
  const [invitation, setInvitation] = useState<AffiliateInvitation>();
  const signedIn = area.session.state.status === 'ready' || area.session.state.status === 'choosing';

  useEffect(() => {
    void task.run(async () => setInvitation(await area.invitations.check(inviteTicket)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checks once per ticket
  }, [area, inviteTicket]);

  const signInAndAccept = async (credentials: CodeCredentials) => {
    try {
      await ('email' in credentials ? area.account.emailLogin(credentials) : area.account.smsLogin(credentials));
    } catch (error) {
      if ((error as { errorCode?: number }).errorCode !== NOT_REGISTERED) throw error;
      await area.account.register({ ...credentials, onlyUser: true });
    }
    await area.session.acceptInvitation(inviteTicket);
    onDone();
  };

  return (
    <section className="ck-aff__panel" aria-labelledby={id}>
      <h2 id={id}>{t.inviteTitle}</h2>
      {invitation ? <p>{formatText(t.inviteOffer, { subject: invitation.subjectName ?? '', name: invitation.deputyName })}</p> : null}
      {invitation && invitation.status !== 'pending' ? <p role="alert">{t[invitation.status]}</p> : null}
      {invitation?.status === 'pending' && signedIn ? (
        <button type="button" className="ck-aff__button ck-aff__button--primary" onClick={() => void task.run(() => area.session.acceptInvitation(inviteTicket).then(onDone))}>
          {t.accept}
        </button>
      ) : null}
      {invitation?.status === 'pending' && !signedIn ? (
        <>
          <p>{t.inviteLogIn}</p>
          <CodeForm area={area} heading={t.logInTitle} submitLabel={t.accept} onSubmit={signInAndAccept} />
        </>
      ) : null}
      <TaskStatus task={task} />
    </section>
  );
}
