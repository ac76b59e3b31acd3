import { useEffect, useId, useState } from 'react';
import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import type { AffiliateAction } from '../../domain/affiliate/affiliate-permissions';
import { useStateSource } from '../shared/use-state-source';
import { CodeForm } from './code-form';
import { IdentityBar, IdentityPicker } from './identity-picker';
import { InvitationAccept } from './invitation-accept';
import { InvitationsPanel } from './invitations-panel';
import { MembersPanel } from './members-panel';
import { ResourcesPanel } from './resources-panel';
import { RolesPanel } from './roles-panel';
import { SubjectsPanel } from './subjects-panel';
import { TaskStatus } from './task-status';
import { TransferPanel } from './transfer-panel';
import { useAffiliateArea, useAffiliateTexts, useTask } from './use-affiliate';

/** Props of {@link AffiliateConsole}. */
export interface AffiliateConsoleProps {
  /** The area to work on. Defaults to `kit.affiliate` of the `CampaignKitProvider` above. */
  readonly affiliate?: AffiliateArea;
  /** The ticket of an invite link the page was opened with (its `invite_ticket` parameter). */
  readonly inviteTicket?: string;
  /** Where invite links lead (this console's page). Defaults to the server's choice. */
  readonly inviteUrl?: string;
  /** Called once the invite link's invitation was accepted (to drop the ticket from the address). */
  readonly onInvitationAccepted?: () => void;
}

type Section = 'members' | 'invitations' | 'roles' | 'resources' | 'subjects' | 'transfer';

/** Each section and the action that shows it. */
const SECTIONS: readonly (readonly [Section, AffiliateAction, AffiliateAction?])[] = [
  ['members', 'viewMembers'],
  ['invitations', 'viewInvitations', 'sendInvitations'],
  ['roles', 'viewRoles'],
  ['resources', 'viewResources'],
  ['subjects', 'manageSubjects'],
  ['transfer', 'transferManager'],
];

/**
 * The enterprise affiliate console: log in by email or SMS code; pick a subject and identity (and
 * switch later); then the sections the identity may use, and only the actions it may take:
 * members (paged; rename, freeze, remove), invitations (send by mobile, email or lark; resend,
 * cancel), roles (create, update, ban; assign and remove), resources, and manager transfer. Opened
 * from an invite link it offers the invitation first. Needs `affiliate()`.
 * @example
 * ```tsx
 * <CampaignKitProvider kit={kit}><AffiliateConsole inviteTicket={params.get('invite_ticket') ?? undefined} /></CampaignKitProvider>
 * ```
 */
export function AffiliateConsole({ affiliate, inviteTicket, inviteUrl, onInvitationAccepted }: AffiliateConsoleProps) {
  const area = useAffiliateArea(affiliate);
  const { session } = area;
  const state = useStateSource(session);
  const t = useAffiliateTexts();
  const headingId = useId();
  const restore = useTask();
  const [ticket, setTicket] = useState(inviteTicket);

  useEffect(() => {
    if (session.state.status === 'unknown') void restore.run(() => session.restore());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per session
  }, [session]);

  const accepted = () => {
    setTicket(undefined);
    onInvitationAccepted?.();
  };

  return (
    <section className="ck-aff" aria-labelledby={headingId}>
      <h1 id={headingId} className="ck-aff__title">
        {t.title}
      </h1>
      {state.status === 'unknown' && !restore.error ? <p role="status">{t.loading}</p> : null}
      <TaskStatus task={restore} />
      {ticket !== undefined && state.status !== 'unknown' ? <InvitationAccept area={area} inviteTicket={ticket} onDone={accepted} /> : null}
      {state.status === 'logged-out' && ticket === undefined ? (
        <CodeForm area={area} heading={t.logInTitle} submitLabel={t.logIn} onSubmit={(c) => ('email' in c ? session.loginWithEmailCode(c) : session.loginWithCode(c))} />
      ) : null}
      {state.status === 'choosing' && ticket === undefined ? <IdentityPicker session={session} options={state.options} /> : null}
      {state.status === 'ready' ? <Workspace area={area} inviteUrl={inviteUrl} key={state.current?.identityId} /> : null}
    </section>
  );
}

function Workspace({ area, inviteUrl }: { readonly area: AffiliateArea; readonly inviteUrl?: string }) {
  const t = useAffiliateTexts();
  const { session } = area;
  useStateSource(session);
  const allowed = SECTIONS.filter(([, view, send]) => session.can(view) || (send !== undefined && session.can(send))).map(([section]) => section);
  const [chosen, setChosen] = useState<Section | undefined>(allowed[0]);
  const section = chosen !== undefined && allowed.includes(chosen) ? chosen : allowed[0];

  return (
    <div className="ck-aff__workspace">
      <IdentityBar session={session} />
      <nav className="ck-aff__sections" aria-label={t.sections}>
        {allowed.map((name) => (
          <button key={name} type="button" className="ck-aff__tab" aria-pressed={section === name} onClick={() => setChosen(name)}>
            {t[name]}
          </button>
        ))}
      </nav>
      <section className="ck-aff__panel" aria-label={section === undefined ? t.sections : t[section]}>
        {section === 'members' ? <MembersPanel area={area} /> : null}
        {section === 'invitations' ? <InvitationsPanel area={area} inviteUrl={inviteUrl} /> : null}
        {section === 'roles' ? <RolesPanel area={area} /> : null}
        {section === 'resources' ? <ResourcesPanel area={area} /> : null}
        {section === 'subjects' ? <SubjectsPanel area={area} /> : null}
        {section === 'transfer' ? <TransferPanel area={area} /> : null}
        {section === undefined ? <p>{t.empty}</p> : null}
      </section>
    </div>
  );
}
