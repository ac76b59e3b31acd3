import { useState } from 'react';
import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import type { AffiliateIdentity } from '../../domain/affiliate/affiliate.types';
import { formatText } from '../../domain/i18n/texts';
import { PagedTable, usePagedList } from './paged-table';
import { TaskStatus } from './task-status';
import { useAffiliateTexts, useTask } from './use-affiliate';

/**
 * The subject's members, paged: name, contact, role and state; rename and remove with `editMembers`,
 * freeze and unfreeze for the manager.
 */
export function MembersPanel({ area }: { readonly area: AffiliateArea }) {
  const t = useAffiliateTexts();
  const { session } = area;
  const list = usePagedList((options) => area.subjects.listDeputies(options));
  const task = useTask();
  const [editing, setEditing] = useState<{ id: string; name: string }>();
  const canEdit = session.can('editMembers');
  const canFreeze = session.can('freezeMembers');
  const act = async (action: () => Promise<unknown>) => {
    if (await task.run(action, t.done)) await list.reload();
  };

  const row = (member: AffiliateIdentity) => (
    <tr key={member.identityId}>
      <td>
        {editing?.id === member.identityId ? (
          <input
            aria-label={t.deputyName}
            value={editing.name}
            onChange={(event) => setEditing({ id: member.identityId, name: event.target.value })}
          />
        ) : (
          member.deputyName
        )}
      </td>
      <td>{member.contact ?? ''}</td>
      <td>{member.isManager ? t.manager : t.deputy}</td>
      <td>{member.isFrozen ? t.frozen : t.active}</td>
      <td className="ck-aff__actions">
        {canEdit && editing?.id === member.identityId ? (
          <>
            <button type="button" className="ck-aff__button" onClick={() => void act(() => area.subjects.updateDeputy({ identityId: member.identityId, deputyName: editing.name })).then(() => setEditing(undefined))}>
              {t.save}
            </button>
            <button type="button" className="ck-aff__button" onClick={() => setEditing(undefined)}>
              {t.cancel}
            </button>
          </>
        ) : null}
        {canEdit && editing?.id !== member.identityId ? (
          <button type="button" className="ck-aff__button" aria-label={`${t.edit} ${member.deputyName}`} onClick={() => setEditing({ id: member.identityId, name: member.deputyName })}>
            {t.edit}
          </button>
        ) : null}
        {canFreeze && !member.isManager ? (
          <button
            type="button"
            className="ck-aff__button"
            aria-label={`${member.isFrozen ? t.unfreeze : t.freeze} ${member.deputyName}`}
            onClick={() => void act(() => area.subjects.freezeDeputy({ identityId: member.identityId, isFrozen: member.isFrozen ? 0 : 1 }))}
          >
            {member.isFrozen ? t.unfreeze : t.freeze}
          </button>
        ) : null}
        {canEdit && !member.isManager ? (
          <button
            type="button"
            className="ck-aff__button"
            aria-label={`${t.remove} ${member.deputyName}`}
            onClick={() => {
              if (window.confirm(formatText(t.confirmRemove, { name: member.deputyName }))) void act(() => area.subjects.deleteDeputy(member.identityId));
            }}
          >
            {t.remove}
          </button>
        ) : null}
      </td>
    </tr>
  );

  return (
    <div>
      <PagedTable list={list} caption={t.members} columns={[t.name, t.contact, t.role, t.status, t.actions]} row={row} />
      <TaskStatus task={task} />
    </div>
  );
}
