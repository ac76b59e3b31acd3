import type { AffiliatePermissions } from './affiliate.types';

/**
 * What a deputy's roles may grant, by action: the resource keys the contract of docs/affiliate.md
 * names. The manager may do all of these and the manager-only actions.
 */
export const AFFILIATE_RESOURCE_ACTIONS = {
  viewMembers: 'member.view',
  editMembers: 'member.edit',
  viewInvitations: 'invitation.view',
  sendInvitations: 'invitation.send',
  viewRoles: 'role.view',
  viewResources: 'resource.view',
} as const;

/** Actions only the subject's manager may take. */
export const MANAGER_ACTIONS = ['manageRoles', 'assignRoles', 'freezeMembers', 'manageSubjects', 'transferManager'] as const;

/** Something the console may offer: a role-granted action or a manager-only one. */
export type AffiliateAction = keyof typeof AFFILIATE_RESOURCE_ACTIONS | (typeof MANAGER_ACTIONS)[number];

/**
 * True when `permissions` allow `action`: every action for the manager; for a deputy, the actions
 * whose resource key one of their roles grants, and no manager-only action.
 */
export function allows(permissions: AffiliatePermissions | undefined, action: AffiliateAction): boolean {
  if (!permissions) return false;
  if (permissions.isManager) return true;
  const resource = (AFFILIATE_RESOURCE_ACTIONS as Readonly<Record<string, string>>)[action];
  return resource !== undefined && permissions.permissions.includes(resource);
}
