import type { PassportClient } from '../../passport/passport.client';
import type {
  AffiliateContact,
  AffiliateIdentity,
  AffiliatePage,
  AffiliatePermissions,
  AffiliateResource,
  AffiliateRole,
  AffiliateUserRole,
  PageOptions,
} from '../affiliate.types';
import { toIdentity, toList, toPage, toPermissions, toResource, toRole, toUserRole } from '../affiliate-wire';
import { affiliateCall, contactParams, paging, required } from './affiliate-call';

/**
 * Resources, roles, user-role links and permissions of the current subject:
 * `resource/list/{page}/`; role create, update, ban, list, info; user create_with_role; user_role
 * add, del, list, `all/list/{page}/`; user permissions.
 */
export class AffiliateRoleApi {
  constructor(readonly client: PassportClient) {}

  /** GET resource/list/{page}/ (page_size): what a role may grant. */
  async listResources(options?: PageOptions): Promise<AffiliatePage<AffiliateResource>> {
    const asked = paging(options);
    return toPage(await affiliateCall(this.client, 'GET', `resource/list/${asked.page}/`, { page_size: asked.pageSize }), toResource, asked);
  }

  /** POST role/create/ (role_name, permissions, description): manager only. */
  async create(input: { roleName: string; permissions: readonly string[]; description?: string }): Promise<AffiliateRole> {
    required({ role_name: input.roleName });
    return toRole(await affiliateCall(this.client, 'POST', 'role/create/', { role_name: input.roleName, permissions: input.permissions, description: input.description ?? '' }));
  }

  /** POST role/update/ (role_key and what changes): manager only. */
  async update(input: { roleKey: string; roleName?: string; permissions?: readonly string[]; description?: string }): Promise<AffiliateRole> {
    required({ role_key: input.roleKey });
    const params = { role_key: input.roleKey, role_name: input.roleName, permissions: input.permissions, description: input.description };
    return toRole(await affiliateCall(this.client, 'POST', 'role/update/', params));
  }

  /** POST role/ban/ (role_key): the role grants nothing from now on. Manager only. */
  async ban(roleKey: string): Promise<void> {
    required({ role_key: roleKey });
    await affiliateCall(this.client, 'POST', 'role/ban/', { role_key: roleKey });
  }

  /** GET role/list/: the current subject's roles. */
  async list(): Promise<readonly AffiliateRole[]> {
    return toList(await affiliateCall(this.client, 'GET', 'role/list/'), toRole);
  }

  /** GET role/info/ (role_key). */
  async info(roleKey: string): Promise<AffiliateRole> {
    required({ role_key: roleKey });
    return toRole(await affiliateCall(this.client, 'GET', 'role/info/', { role_key: roleKey }));
  }

  /** POST user/create_with_role/ (mobile or email, deputy_name, role_keys): a member made directly, with roles. Manager only. */
  async createUserWithRole(input: AffiliateContact & { deputyName: string; roleKeys: readonly string[] }): Promise<AffiliateIdentity> {
    const contact = contactParams(input);
    required({ deputy_name: input.deputyName });
    return toIdentity(await affiliateCall(this.client, 'POST', 'user/create_with_role/', { ...contact, deputy_name: input.deputyName, role_keys: input.roleKeys }));
  }

  /** POST user_role/add/ (role_key, sec_user_identity_ids): gives the role to the identities. Manager only. */
  async addUsers(input: { roleKey: string; identityIds: readonly string[] }): Promise<void> {
    required({ role_key: input.roleKey });
    await affiliateCall(this.client, 'POST', 'user_role/add/', { role_key: input.roleKey, sec_user_identity_ids: input.identityIds });
  }

  /** POST user_role/del/ (role_key, sec_user_identity_ids): takes the role from the identities. Manager only. */
  async removeUsers(input: { roleKey: string; identityIds: readonly string[] }): Promise<void> {
    required({ role_key: input.roleKey });
    await affiliateCall(this.client, 'POST', 'user_role/del/', { role_key: input.roleKey, sec_user_identity_ids: input.identityIds });
  }

  /** GET user_role/list/ (identity_id): the roles one identity holds. */
  async rolesOf(identityId: string): Promise<readonly AffiliateUserRole[]> {
    required({ identity_id: identityId });
    return toList(await affiliateCall(this.client, 'GET', 'user_role/list/', { identity_id: identityId }), toUserRole);
  }

  /** GET user_role/all/list/{page}/ (page_size): every user-role link of the subject. */
  async listUserRoles(options?: PageOptions): Promise<AffiliatePage<AffiliateUserRole>> {
    const asked = paging(options);
    return toPage(await affiliateCall(this.client, 'GET', `user_role/all/list/${asked.page}/`, { page_size: asked.pageSize }), toUserRole, asked);
  }

  /** GET user/permissions/: what the current identity may do. */
  async permissions(): Promise<AffiliatePermissions> {
    return toPermissions(await affiliateCall(this.client, 'GET', 'user/permissions/'));
  }
}
