import type {
  AffiliateIdentity,
  AffiliateInvitation,
  AffiliateLoginOption,
  AffiliatePage,
  AffiliatePermissions,
  AffiliateResource,
  AffiliateRole,
  AffiliateSubject,
  AffiliateUser,
  AffiliateUserRole,
  FrozenFlag,
  InvitationChannel,
  InvitationStatus,
} from './affiliate.types';

/** The affiliate area's path prefix. */
export const AFFILIATE_PREFIX = '/passport/aff/web';

/** The one place the affiliate answers' wire names become the domain's camelCase. */
type Wire = Readonly<Record<string, unknown>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const flag = (value: unknown): FrozenFlag => (value === 1 || value === '1' || value === true ? 1 : 0);
const yes = (value: unknown): boolean => value === true || value === 1 || value === '1';
const record = (value: unknown): Wire => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Wire) : {});
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const optional = (value: unknown): string | undefined => (value === undefined || value === null || value === '' ? undefined : text(value));

export function toSubject(wire: unknown): AffiliateSubject {
  const w = record(wire);
  return {
    subjectUid: text(w.sec_subject_uid),
    subjectName: text(w.subject_name),
    baseInfos: record(w.base_infos),
    detailInfos: record(w.detail_infos),
    isFrozen: flag(w.is_frozen),
  };
}

export function toIdentity(wire: unknown): AffiliateIdentity {
  const w = record(wire);
  return {
    secUserId: text(w.sec_user_id),
    identityId: text(w.user_identity_id),
    deputyName: text(w.deputy_name),
    isFrozen: flag(w.is_frozen),
    isManager: yes(w.is_admin),
    subjectUid: optional(w.sec_subject_uid),
    subjectName: optional(w.subject_name),
    contact: optional(w.contact),
  };
}

export function toLoginOption(wire: unknown): AffiliateLoginOption {
  const w = record(wire);
  return {
    subjectUid: text(w.sec_subject_uid),
    subjectName: text(w.subject_name),
    identityId: text(w.user_identity_id),
    deputyName: text(w.deputy_name),
    isManager: yes(w.is_admin),
    isFrozen: flag(w.is_frozen),
  };
}

export function toUser(wire: unknown): AffiliateUser {
  const w = record(wire);
  const current = w.user_identity_id === undefined || w.user_identity_id === '' ? undefined : toLoginOption(w);
  return { secUserId: text(w.sec_user_id), name: text(w.name), current };
}

const CHANNELS: readonly InvitationChannel[] = ['mobile', 'email', 'lark'];
const STATUSES: readonly InvitationStatus[] = ['pending', 'accepted', 'cancelled', 'expired'];

export function toInvitation(wire: unknown): AffiliateInvitation {
  const w = record(wire);
  const channel = CHANNELS.find((c) => c === w.channel) ?? 'mobile';
  return {
    inviteId: text(w.invite_id),
    inviteTicket: optional(w.invite_ticket),
    deputyIdentityId: optional(w.deputy_identity_id),
    deputyName: text(w.deputy_name),
    nextUrl: optional(w.next_url),
    channel,
    contact: text(w.contact),
    status: STATUSES.find((s) => s === w.status) ?? 'pending',
    expiresAt: typeof w.expire_time === 'number' ? w.expire_time * 1000 : 0,
    subjectName: optional(w.subject_name),
  };
}

export function toRole(wire: unknown): AffiliateRole {
  const w = record(wire);
  return {
    roleKey: text(w.role_key),
    roleName: text(w.role_name),
    permissions: list(w.permissions).map(text),
    description: text(w.description),
    subjectUid: text(w.subject_uid),
    isBanned: yes(w.is_banned),
  };
}

export function toResource(wire: unknown): AffiliateResource {
  const w = record(wire);
  return { resourceKey: text(w.resource_key), resourceName: text(w.resource_name), description: text(w.description) };
}

export function toUserRole(wire: unknown): AffiliateUserRole {
  const w = record(wire);
  return { identityId: text(w.identity_id), deputyName: text(w.deputy_name), roleKey: text(w.role_key), roleName: text(w.role_name) };
}

export function toPermissions(wire: unknown): AffiliatePermissions {
  const w = record(wire);
  return { isManager: yes(w.is_admin), permissions: list(w.permissions).map(text) };
}

/** A paged answer: `{ list, total, page, page_size, has_more }`. */
export function toPage<T>(wire: unknown, item: (wire: unknown) => T, asked: { page: number; pageSize: number }): AffiliatePage<T> {
  const w = record(wire);
  const items = list(w.list).map(item);
  const total = typeof w.total === 'number' ? w.total : items.length;
  const page = typeof w.page === 'number' ? w.page : asked.page;
  const pageSize = typeof w.page_size === 'number' ? w.page_size : asked.pageSize;
  const hasMore = typeof w.has_more === 'boolean' ? w.has_more : yes(w.has_more) || page * pageSize < total;
  return { items, total, page, pageSize, hasMore };
}

/** A list answer without paging: `{ list }`. */
export function toList<T>(wire: unknown, item: (wire: unknown) => T): readonly T[] {
  return list(record(wire).list).map(item);
}
