import type { Context } from 'hono';
import { Hono } from 'hono';
import { isContact, pageOf, REFUSE, type Actor, type AffiliateDirectory, type Person, type Subject } from '../state/affiliate-directory';
import { INVITE_REFUSE, type AffiliateInvitations, type Invitation, type InvitationChannel } from '../state/affiliate-invitations';
import { handle, listField, objectField, pagingOf, sessionOf } from './affiliate-wire';
import type { Fields } from './passport-wire';

/** Where an invite link leads when the inviter names no address: the demo's affiliate console. */
export const DEFAULT_INVITE_PATH = '/affiliate.html';

/**
 * Invitations (send by mobile, email or lark; list, cancel, resend, update, check, accept), subjects
 * (create, list, update, freeze), deputies (list, update, freeze, delete) and the person's identities.
 */
export function affiliateMemberRoutes(directory: AffiliateDirectory, invitations: AffiliateInvitations, log: (line: string) => void): Hono {
  const routes = new Hono();
  const origin = (c: Context) => new URL(c.req.url).origin;
  const subjectName = (invitation: Invitation) => directory.subjects.get(invitation.subject)?.name ?? '';
  const deliver = (invitation: Invitation) =>
    log(`[${invitation.channel}] ${invitation.contact}: invitation to ${subjectName(invitation)}: ${invitations.link(invitation)}`);

  const invite = (channel: InvitationChannel, field: string, checked?: 'mobile' | 'email') =>
    handle((c, f) => {
      const actor = directory.actor(sessionOf(c), 'invitation.send');
      const contact = f[field];
      if (!contact || (checked && !isContact(checked, contact))) throw REFUSE.badField(field);
      if (!f.deputy_name) throw REFUSE.badField('deputy_name');
      const roleKeys = listField(f.role_keys);
      for (const key of roleKeys) directory.role(actor, key);
      const invitation = invitations.create({ subject: actor.subject.uid, channel, contact, deputyName: f.deputy_name, roleKeys, nextUrl: f.next_url || DEFAULT_INVITE_PATH, origin: origin(c) });
      deliver(invitation);
      return invitations.view(invitation, actor.subject.name, true);
    });
  routes.post('/invitation/mobile/', invite('mobile', 'mobile', 'mobile'));
  routes.post('/invitation/email/', invite('email', 'email', 'email'));
  routes.post('/invitation/lark/', invite('lark', 'lark_id'));

  routes.get('/invitation/list/:page/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'invitation.view');
    const { page, pageSize } = pagingOf(c, f);
    return pageOf(invitations.of(actor.subject.uid).map((invitation) => invitations.view(invitation, actor.subject.name)), page, pageSize);
  }));

  routes.post('/invitation/cancel/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'invitation.send');
    invitations.cancel(invitations.get(actor.subject.uid, f.invite_id));
    return {};
  }));

  routes.post('/invitation/resend/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'invitation.send');
    const invitation = invitations.get(actor.subject.uid, f.invite_id);
    invitations.resend(invitation);
    deliver(invitation);
    return invitations.view(invitation, actor.subject.name, true);
  }));

  routes.post('/invitation/update/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'invitation.send');
    const invitation = invitations.get(actor.subject.uid, f.invite_id);
    if (invitation.status !== 'pending') throw INVITE_REFUSE.used();
    if (f.deputy_name) invitation.deputyName = f.deputy_name;
    if (f.role_keys !== undefined) {
      const keys = listField(f.role_keys);
      for (const key of keys) directory.role(actor, key);
      invitation.roleKeys = keys;
    }
    return invitations.view(invitation, actor.subject.name);
  }));

  /** What an invite link offers; anyone holding the ticket may look, before signing in. */
  routes.get('/invitation/check/', handle((c, f) => {
    const invitation = invitations.byTicket(f.invite_ticket);
    return invitations.view(invitation, subjectName(invitation));
  }));

  routes.post('/invitation/accept/', handle((c, f) => {
    const person = directory.person(sessionOf(c));
    const invitation = invitations.usable(f.invite_ticket);
    if (!invitations.isFor(invitation, person)) throw INVITE_REFUSE.notYours();
    const subject = directory.subjects.get(invitation.subject)!;
    if (subject.frozen) throw REFUSE.subjectFrozen();
    if (directory.identitiesOf(person).some((identity) => identity.subject === subject.uid)) throw INVITE_REFUSE.alreadyMember();
    const identity = directory.addIdentity(person, subject, invitation.deputyName, invitation.roleKeys);
    invitation.status = 'accepted';
    invitation.identity = identity.id;
    if (invitation.channel === 'lark') person.larkId ??= invitation.contact;
    return directory.identityView(identity);
  }));

  for (const by of ['username', 'mobile', 'email'] as const) {
    routes.post(`/subject/create/${by}/`, handle((c, f) => {
      directory.actor(sessionOf(c), 'manager');
      if (!f.subject_name) throw REFUSE.badField('subject_name');
      const manager = managerOf(directory, by, f);
      const subject: Subject = { uid: directory.newId('subject'), name: f.subject_name, baseInfos: objectField(f.base_infos) ?? {}, detailInfos: objectField(f.detail_infos) ?? {}, frozen: f.is_frozen === '1', managerIdentity: '' };
      directory.subjects.set(subject.uid, subject);
      subject.managerIdentity = directory.addIdentity(manager, subject, manager.name).id;
      return directory.subjectView(subject);
    }));
  }

  routes.get('/subject/all/list/:page/', handle((c, f) => {
    const person = directory.person(sessionOf(c));
    const { page, pageSize } = pagingOf(c, f);
    const uids = new Set(directory.identitiesOf(person).map((identity) => identity.subject));
    return pageOf([...uids].map((uid) => directory.subjectView(directory.subjects.get(uid)!)), page, pageSize);
  }));

  routes.get('/identity/list/:page/', handle((c, f) => {
    const person = directory.person(sessionOf(c));
    const { page, pageSize } = pagingOf(c, f);
    return pageOf(directory.identitiesOf(person).map((identity) => directory.identityView(identity)), page, pageSize);
  }));

  routes.get('/deputy/list/:page/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'member.view');
    const { page, pageSize } = pagingOf(c, f);
    return pageOf(directory.members(actor.subject).map((identity) => directory.identityView(identity)), page, pageSize);
  }));

  routes.post('/deputy/update/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'member.edit');
    const identity = directory.member(actor, f.user_identity_id);
    if (!f.deputy_name) throw REFUSE.badField('deputy_name');
    identity.deputyName = f.deputy_name;
    return directory.identityView(identity);
  }));

  routes.post('/deputy/freeze/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'manager');
    const identity = notTheManager(directory, actor, f.user_identity_id);
    identity.frozen = f.is_frozen === '1';
    return directory.identityView(identity);
  }));

  routes.post('/deputy/delete/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'member.edit');
    notTheManager(directory, actor, f.user_identity_id).deleted = true;
    return {};
  }));

  routes.post('/subject/update/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'manager');
    if (f.sec_subject_uid !== actor.subject.uid) throw REFUSE.notFound('主体');
    if (f.subject_name) actor.subject.name = f.subject_name;
    actor.subject.baseInfos = objectField(f.base_infos) ?? actor.subject.baseInfos;
    actor.subject.detailInfos = objectField(f.detail_infos) ?? actor.subject.detailInfos;
    return directory.subjectView(actor.subject);
  }));

  /** Freezes or thaws a subject the caller manages (any of them, not only the current one). */
  routes.post('/subject/freeze/', handle((c, f) => {
    const person = directory.person(sessionOf(c));
    const subject = f.sec_subject_uid === undefined ? undefined : directory.subjects.get(f.sec_subject_uid);
    const managed = subject && directory.identities.get(subject.managerIdentity)?.person === person.id;
    if (!subject || !managed) throw REFUSE.managerOnly();
    subject.frozen = f.is_frozen === '1';
    return directory.subjectView(subject);
  }));

  return routes;
}

function notTheManager(directory: AffiliateDirectory, actor: Actor, identityId: string | undefined) {
  const identity = directory.member(actor, identityId);
  if (directory.isManager(identity)) throw REFUSE.notManagerOfSelf();
  return identity;
}

/** The account a new subject is managed by: found by username (and password), mobile or email; a new one for an unknown mobile or email. */
function managerOf(directory: AffiliateDirectory, by: 'username' | 'mobile' | 'email', f: Fields): Person {
  if (by === 'username') {
    const person = directory.personByAccount(f.username);
    if (!person || person.username !== f.username || person.password !== f.password) throw REFUSE.wrongPassword();
    return person;
  }
  const contact = f[by];
  if (!contact || !isContact(by, contact)) throw REFUSE.badField(by);
  return directory.personBy(by, contact) ?? directory.createPerson({ name: contact, [by]: contact });
}
