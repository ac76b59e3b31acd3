import { randomBytes } from 'node:crypto';
import { isEmail } from '../../../domain/shared/email-rule';
import { AFFILIATE_PEOPLE, AFFILIATE_RESOURCES, AFFILIATE_SUBJECTS } from './affiliate-seed';

/** A refusal of the affiliate area: answered as `{ message: 'error', data: { error_code, description } }`. */
export class AffiliateRefusal extends Error {
  constructor(
    readonly errorCode: number,
    description: string,
  ) {
    super(description);
  }
}

/** The area's refusals, one per rule. */
export const REFUSE = {
  notLoggedIn: () => new AffiliateRefusal(1, '未登录'),
  notRegistered: () => new AffiliateRefusal(1011, '账号未注册'),
  registered: () => new AffiliateRefusal(1012, '账号已注册'),
  wrongPassword: () => new AffiliateRefusal(1009, '账号或密码错误'),
  wrongCode: () => new AffiliateRefusal(1202, '验证码错误'),
  expiredCode: () => new AffiliateRefusal(1203, '验证码已过期'),
  badField: (field: string) => new AffiliateRefusal(1001, `参数错误：${field}`),
  noIdentity: () => new AffiliateRefusal(4001, '请先选择主体和身份'),
  forbidden: () => new AffiliateRefusal(4003, '没有该操作的权限'),
  managerOnly: () => new AffiliateRefusal(4004, '仅主体管理员可执行此操作'),
  notFound: (what: string) => new AffiliateRefusal(4040, `${what}不存在`),
  identityFrozen: () => new AffiliateRefusal(4010, '该成员已被冻结，无法登录'),
  subjectFrozen: () => new AffiliateRefusal(4011, '该主体已被冻结，无法登录'),
  notManagerOfSelf: () => new AffiliateRefusal(4005, '不能对管理员本人执行此操作'),
  roleBanned: () => new AffiliateRefusal(4020, '角色已停用'),
  badTicket: () => new AffiliateRefusal(4030, '验证凭证无效'),
  notDeputy: () => new AffiliateRefusal(4032, '新管理员必须是本主体的成员'),
} as const;

export interface Person {
  id: string;
  name: string;
  mobile?: string;
  email?: string;
  username?: string;
  password?: string;
  larkId?: string;
}

export interface Subject {
  uid: string;
  name: string;
  baseInfos: Record<string, unknown>;
  detailInfos: Record<string, unknown>;
  frozen: boolean;
  managerIdentity: string;
}

export interface Identity {
  id: string;
  person: string;
  subject: string;
  deputyName: string;
  frozen: boolean;
  deleted: boolean;
}

export interface Role {
  key: string;
  subject: string;
  name: string;
  permissions: string[];
  description: string;
  banned: boolean;
}

/** Who is calling, once a subject login picked an identity. */
export interface Actor {
  person: Person;
  identity: Identity;
  subject: Subject;
}

/** What `actor` demands of the caller: a resource key, or the manager. */
export type Need = string | 'manager';

export const MOBILE = /^1[2-9]\d{9}$/;
/** True when `value` is a mobile (`by` mobile) or an email (`by` email), by the kit's own rules. */
export const isContact = (by: 'mobile' | 'email', value: string): boolean => (by === 'mobile' ? MOBILE.test(value) : isEmail(value));

export function maskContact(value: string | undefined): string {
  if (!value) return '';
  if (value.includes('@')) return `${value.slice(0, 1)}***${value.slice(value.indexOf('@'))}`;
  if (MOBILE.test(value)) return `${value.slice(0, 3)}******${value.slice(-2)}`;
  return value;
}

/**
 * The affiliate area's people, subjects, identities, roles and sessions (seeded from
 * `affiliate-seed.ts`), with the rules: frozen subjects and identities cannot log in; a deputy
 * needs a role granting the resource; manager-only operations; the manager role moves only by
 * transfer.
 */
export class AffiliateDirectory {
  readonly people = new Map<string, Person>();
  readonly subjects = new Map<string, Subject>();
  readonly identities = new Map<string, Identity>();
  readonly roles = new Map<string, Role>();
  /** Identity id -> the role keys it holds. */
  readonly userRoles = new Map<string, Set<string>>();
  readonly #sessions = new Map<string, { person: string; identity?: string }>();
  /** Transfer tickets: ticket -> the manager's person id. */
  readonly #tickets = new Map<string, string>();
  #serial = 0;

  constructor() {
    for (const person of AFFILIATE_PEOPLE) this.people.set(person.id, { ...person });
    for (const seed of AFFILIATE_SUBJECTS) {
      this.subjects.set(seed.uid, { uid: seed.uid, name: seed.name, baseInfos: {}, detailInfos: {}, frozen: Boolean(seed.frozen), managerIdentity: seed.identities[0]!.id });
      for (const role of seed.roles) this.roles.set(role.key, { ...role, permissions: [...role.permissions], subject: seed.uid, banned: false });
      for (const identity of seed.identities) {
        this.identities.set(identity.id, { id: identity.id, person: identity.person, subject: seed.uid, deputyName: identity.deputyName, frozen: Boolean(identity.frozen), deleted: false });
        this.userRoles.set(identity.id, new Set(identity.roles ?? []));
      }
    }
  }

  /** A fresh id with a readable prefix. */
  newId(prefix: string): string {
    this.#serial += 1;
    return `${prefix}_${this.#serial}${randomBytes(3).toString('hex')}`;
  }

  // People and sessions

  personBy(field: 'mobile' | 'email' | 'larkId', value: string | undefined): Person | undefined {
    return value === undefined ? undefined : [...this.people.values()].find((person) => person[field] === value);
  }

  personByAccount(account: string | undefined): Person | undefined {
    return [...this.people.values()].find((p) => account !== undefined && (p.username === account || p.mobile === account || p.email === account));
  }

  createPerson(fields: Omit<Person, 'id'>): Person {
    const person = { id: this.newId('aff_user'), ...fields };
    this.people.set(person.id, person);
    return person;
  }

  openSession(person: Person): string {
    const id = randomBytes(16).toString('hex');
    this.#sessions.set(id, { person: person.id });
    return id;
  }

  closeSession(id: string | undefined): void {
    if (id !== undefined) this.#sessions.delete(id);
  }

  /** The person logged in with session `id`. */
  person(id: string | undefined): Person {
    const session = id === undefined ? undefined : this.#sessions.get(id);
    const person = session && this.people.get(session.person);
    if (!person) throw REFUSE.notLoggedIn();
    return person;
  }

  /**
   * The caller as an identity of a subject, checked: logged in, an identity picked, neither it nor
   * its subject frozen or gone, and (with `need`) the manager or a role granting the resource.
   */
  actor(sessionId: string | undefined, need?: Need): Actor {
    const person = this.person(sessionId);
    const identityId = this.#sessions.get(sessionId!)?.identity;
    const identity = identityId === undefined ? undefined : this.identities.get(identityId);
    if (!identity || identity.deleted) throw REFUSE.noIdentity();
    const subject = this.subjects.get(identity.subject)!;
    if (subject.frozen) throw REFUSE.subjectFrozen();
    if (identity.frozen) throw REFUSE.identityFrozen();
    const actor = { person, identity, subject };
    if (need === 'manager' && !this.isManager(identity)) throw REFUSE.managerOnly();
    if (need !== undefined && need !== 'manager' && !this.permissionsOf(identity).includes(need)) throw REFUSE.forbidden();
    return actor;
  }

  // Identities and subject login

  isManager(identity: Identity): boolean {
    return this.subjects.get(identity.subject)?.managerIdentity === identity.id;
  }

  /** Resource keys the identity may use: all for the manager, else those of its roles that are not banned. */
  permissionsOf(identity: Identity): string[] {
    if (this.isManager(identity)) return AFFILIATE_RESOURCES.map((r) => r.resource_key);
    const keys = new Set<string>();
    for (const roleKey of this.userRoles.get(identity.id) ?? []) {
      const role = this.roles.get(roleKey);
      if (role && !role.banned) for (const permission of role.permissions) keys.add(permission);
    }
    return [...keys];
  }

  identitiesOf(person: Person): Identity[] {
    return [...this.identities.values()].filter((identity) => identity.person === person.id && !identity.deleted);
  }

  /**
   * Refuses a login when the person belongs to subjects and every membership is frozen (or its
   * subject is), unless `needFrozenUser` is 1 (then the login list shows them as frozen).
   */
  checkCanLogIn(person: Person, needFrozenUser: string | undefined): void {
    if (needFrozenUser === '1') return;
    const identities = this.identitiesOf(person);
    if (identities.length === 0) return;
    const usable = identities.filter((identity) => !identity.frozen && !this.subjects.get(identity.subject)?.frozen);
    if (usable.length > 0) return;
    throw identities.some((identity) => identity.frozen) ? REFUSE.identityFrozen() : REFUSE.subjectFrozen();
  }

  /** Picks the identity the session acts as (subject login and member switch). */
  pickIdentity(sessionId: string | undefined, identityId: string | undefined, subjectUid?: string): Identity {
    const person = this.person(sessionId);
    const identity = identityId === undefined ? undefined : this.identities.get(identityId);
    if (!identity || identity.deleted || identity.person !== person.id || (subjectUid !== undefined && identity.subject !== subjectUid)) throw REFUSE.notFound('身份');
    if (this.subjects.get(identity.subject)!.frozen) throw REFUSE.subjectFrozen();
    if (identity.frozen) throw REFUSE.identityFrozen();
    this.#sessions.get(sessionId!)!.identity = identity.id;
    return identity;
  }

  currentIdentity(sessionId: string | undefined): string | undefined {
    return sessionId === undefined ? undefined : this.#sessions.get(sessionId)?.identity;
  }

  /** Creates an identity of `person` in `subject` (accepting an invitation, create_with_role, a new subject). */
  addIdentity(person: Person, subject: Subject, deputyName: string, roleKeys: readonly string[] = []): Identity {
    const identity: Identity = { id: this.newId('identity'), person: person.id, subject: subject.uid, deputyName, frozen: false, deleted: false };
    this.identities.set(identity.id, identity);
    this.userRoles.set(identity.id, new Set(roleKeys.filter((key) => this.roles.get(key)?.subject === subject.uid)));
    return identity;
  }

  /** A member of the actor's subject, found by id. */
  member(actor: Actor, identityId: string | undefined): Identity {
    const identity = identityId === undefined ? undefined : this.identities.get(identityId);
    if (!identity || identity.deleted || identity.subject !== actor.subject.uid) throw REFUSE.notFound('成员');
    return identity;
  }

  members(subject: Subject): Identity[] {
    return [...this.identities.values()].filter((identity) => identity.subject === subject.uid && !identity.deleted);
  }

  // Roles

  role(actor: Actor, roleKey: string | undefined): Role {
    const role = roleKey === undefined ? undefined : this.roles.get(roleKey);
    if (!role || role.subject !== actor.subject.uid) throw REFUSE.notFound('角色');
    return role;
  }

  rolesOf(subject: Subject): Role[] {
    return [...this.roles.values()].filter((role) => role.subject === subject.uid);
  }

  // Manager transfer

  issueTransferTicket(person: Person): string {
    const ticket = `aff-vt-${randomBytes(8).toString('hex')}`;
    this.#tickets.set(ticket, person.id);
    return ticket;
  }

  /** Uses up a transfer ticket; true when it was issued to `person`. */
  redeemTransferTicket(ticket: string | undefined, person: Person): boolean {
    if (ticket === undefined) return false;
    const owner = this.#tickets.get(ticket);
    this.#tickets.delete(ticket);
    return owner === person.id;
  }

  // Wire views

  identityView(identity: Identity): Record<string, unknown> {
    const person = this.people.get(identity.person);
    const subject = this.subjects.get(identity.subject);
    return {
      sec_user_id: identity.person,
      user_identity_id: identity.id,
      deputy_name: identity.deputyName,
      is_frozen: identity.frozen ? 1 : 0,
      is_admin: this.isManager(identity) ? 1 : 0,
      sec_subject_uid: identity.subject,
      subject_name: subject?.name ?? '',
      contact: maskContact(person?.email ?? person?.mobile),
    };
  }

  loginOptionView(identity: Identity): Record<string, unknown> {
    const subject = this.subjects.get(identity.subject)!;
    return {
      sec_subject_uid: subject.uid,
      subject_name: subject.name,
      user_identity_id: identity.id,
      deputy_name: identity.deputyName,
      is_admin: this.isManager(identity) ? 1 : 0,
      is_frozen: identity.frozen || subject.frozen ? 1 : 0,
    };
  }

  userView(person: Person, identityId: string | undefined): Record<string, unknown> {
    const identity = identityId === undefined ? undefined : this.identities.get(identityId);
    return { sec_user_id: person.id, name: person.name, ...(identity ? this.loginOptionView(identity) : {}) };
  }

  subjectView(subject: Subject): Record<string, unknown> {
    return { sec_subject_uid: subject.uid, subject_name: subject.name, base_infos: subject.baseInfos, detail_infos: subject.detailInfos, is_frozen: subject.frozen ? 1 : 0 };
  }

  roleView(role: Role): Record<string, unknown> {
    return { role_key: role.key, role_name: role.name, permissions: role.permissions, description: role.description, subject_uid: role.subject, is_banned: role.banned ? 1 : 0 };
  }
}

/** One page of `items` as the lists answer it (defaults page 1, page_size 10). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): Record<string, unknown> {
  const start = (page - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, page, page_size: pageSize, has_more: start + pageSize < items.length };
}
