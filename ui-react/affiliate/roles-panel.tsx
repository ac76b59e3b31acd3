import { useEffect, useId, useState, type FormEvent } from 'react';
import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import type { AffiliateIdentity, AffiliateResource, AffiliateRole, AffiliateUserRole } from '../../domain/affiliate/affiliate.types';
import { PagedTable, usePagedList } from './paged-table';
import { TaskStatus } from './task-status';
import { useAffiliateTexts, useTask } from './use-affiliate';

/** The most members and resources the pickers list (one page). */
const PICKER_PAGE_SIZE = 100;

/**
 * Roles: the list with their permissions; for the manager, creating, updating and banning roles,
 * and giving roles to members or taking them away.
 */
export function RolesPanel({ area }: { readonly area: AffiliateArea }) {
  const t = useAffiliateTexts();
  const { session } = area;
  const canManage = session.can('manageRoles');
  const task = useTask();
  const [roles, setRoles] = useState<readonly AffiliateRole[]>([]);
  const [resources, setResources] = useState<readonly AffiliateResource[]>([]);
  const [members, setMembers] = useState<readonly AffiliateIdentity[]>([]);
  const holders = usePagedList((options) => area.roles.listUserRoles(options));

  const reload = async () => {
    setRoles(await area.roles.list());
    await holders.reload();
  };
  useEffect(() => {
    void task.run(async () => {
      setRoles(await area.roles.list());
      if (session.can('viewResources')) setResources((await area.roles.listResources({ pageSize: PICKER_PAGE_SIZE })).items);
      if (session.can('viewMembers')) setMembers((await area.subjects.listDeputies({ pageSize: PICKER_PAGE_SIZE })).items);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per mounted panel
  }, [area]);
  const act = async (action: () => Promise<unknown>) => {
    if (await task.run(action, t.done)) await reload();
  };

  const holderRow = (link: AffiliateUserRole) => (
    <tr key={`${link.identityId}-${link.roleKey}`}>
      <td>{link.deputyName}</td>
      <td>{link.roleName}</td>
      <td>
        {canManage ? (
          <button type="button" className="ck-aff__button" aria-label={`${t.remove} ${link.deputyName} ${link.roleName}`} onClick={() => void act(() => area.roles.removeUsers({ roleKey: link.roleKey, identityIds: [link.identityId] }))}>
            {t.remove}
          </button>
        ) : null}
      </td>
    </tr>
  );

  return (
    <div>
      <ul className="ck-aff__roles">
        {roles.map((role) => (
          <RoleItem key={role.roleKey} role={role} resources={resources} canManage={canManage} onUpdate={(permissions) => act(() => area.roles.update({ roleKey: role.roleKey, permissions }))} onBan={() => act(() => area.roles.ban(role.roleKey))} />
        ))}
      </ul>
      {canManage ? <CreateRole resources={resources} onCreate={(input) => act(() => area.roles.create(input))} /> : null}
      {canManage ? <AssignRole roles={roles.filter((role) => !role.isBanned)} members={members.filter((member) => !member.isManager)} onAssign={(roleKey, identityId) => act(() => area.roles.addUsers({ roleKey, identityIds: [identityId] }))} /> : null}
      <TaskStatus task={task} />
      <PagedTable list={holders} caption={t.holders} columns={[t.member, t.role, t.actions]} row={holderRow} />
    </div>
  );
}

function PermissionBoxes({ resources, chosen, onChange, disabled }: { readonly resources: readonly AffiliateResource[]; readonly chosen: readonly string[]; readonly onChange: (keys: string[]) => void; readonly disabled?: boolean }) {
  const t = useAffiliateTexts();
  return (
    <fieldset className="ck-aff__choice">
      <legend>{t.permissions}</legend>
      {resources.map((resource) => (
        <label key={resource.resourceKey}>
          <input
            type="checkbox"
            disabled={disabled}
            checked={chosen.includes(resource.resourceKey)}
            onChange={(event) => onChange(event.target.checked ? [...chosen, resource.resourceKey] : chosen.filter((key) => key !== resource.resourceKey))}
          />
          {resource.resourceName}
        </label>
      ))}
    </fieldset>
  );
}

function RoleItem(props: { readonly role: AffiliateRole; readonly resources: readonly AffiliateResource[]; readonly canManage: boolean; readonly onUpdate: (permissions: string[]) => Promise<void>; readonly onBan: () => Promise<void> }) {
  const { role, resources, canManage } = props;
  const t = useAffiliateTexts();
  const id = useId();
  const [chosen, setChosen] = useState<string[]>([...role.permissions]);
  const names = role.permissions.map((key) => resources.find((resource) => resource.resourceKey === key)?.resourceName ?? key);
  return (
    <li className="ck-aff__role" aria-labelledby={id}>
      <h3 id={id}>
        {role.roleName} {role.isBanned ? `(${t.banned})` : ''}
      </h3>
      {role.description ? <p>{role.description}</p> : null}
      {canManage && !role.isBanned ? (
        <>
          <PermissionBoxes resources={resources} chosen={chosen} onChange={setChosen} />
          <button type="button" className="ck-aff__button" aria-label={`${t.updateRole} ${role.roleName}`} onClick={() => void props.onUpdate(chosen)}>
            {t.updateRole}
          </button>
          <button type="button" className="ck-aff__button" aria-label={`${t.ban} ${role.roleName}`} onClick={() => void props.onBan()}>
            {t.ban}
          </button>
        </>
      ) : (
        <p>
          {t.permissions}: {names.join('、')}
        </p>
      )}
    </li>
  );
}

function CreateRole({ resources, onCreate }: { readonly resources: readonly AffiliateResource[]; readonly onCreate: (input: { roleName: string; description: string; permissions: string[] }) => Promise<void> }) {
  const t = useAffiliateTexts();
  const id = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onCreate({ roleName: name.trim(), description: description.trim(), permissions: chosen }).then(() => {
      setName('');
      setDescription('');
      setChosen([]);
    });
  };
  return (
    <form className="ck-aff__form" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h3 id={`${id}-heading`}>{t.createRole}</h3>
      <label htmlFor={`${id}-name`}>{t.roleName}</label>
      <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} required />
      <label htmlFor={`${id}-description`}>{t.description}</label>
      <input id={`${id}-description`} value={description} onChange={(event) => setDescription(event.target.value)} />
      <PermissionBoxes resources={resources} chosen={chosen} onChange={setChosen} />
      <button type="submit" className="ck-aff__button ck-aff__button--primary">
        {t.create}
      </button>
    </form>
  );
}

function AssignRole({ roles, members, onAssign }: { readonly roles: readonly AffiliateRole[]; readonly members: readonly AffiliateIdentity[]; readonly onAssign: (roleKey: string, identityId: string) => Promise<void> }) {
  const t = useAffiliateTexts();
  const id = useId();
  const [member, setMember] = useState('');
  const [role, setRole] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (member && role) void onAssign(role, member);
  };
  return (
    <form className="ck-aff__form" aria-labelledby={`${id}-heading`} onSubmit={submit}>
      <h3 id={`${id}-heading`}>{t.assignRole}</h3>
      <label htmlFor={`${id}-member`}>{t.member}</label>
      <select id={`${id}-member`} value={member} onChange={(event) => setMember(event.target.value)} required>
        <option value="">—</option>
        {members.map((candidate) => (
          <option key={candidate.identityId} value={candidate.identityId}>
            {candidate.deputyName}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-role`}>{t.role}</label>
      <select id={`${id}-role`} value={role} onChange={(event) => setRole(event.target.value)} required>
        <option value="">—</option>
        {roles.map((candidate) => (
          <option key={candidate.roleKey} value={candidate.roleKey}>
            {candidate.roleName}
          </option>
        ))}
      </select>
      <button type="submit" className="ck-aff__button ck-aff__button--primary">
        {t.assign}
      </button>
    </form>
  );
}
