import { Hono } from 'hono';
import { isContact, pageOf, REFUSE, type Actor, type AffiliateDirectory } from '../state/affiliate-directory';
import { AFFILIATE_RESOURCES } from '../state/affiliate-seed';
import type { PassportDirectory } from '../state/passport-directory';
import { captchaFirst, checkCode, handle, listField, pagingOf, sessionOf } from './affiliate-wire';
import type { Fields } from './passport-wire';

const RESOURCE_KEYS = new Set(AFFILIATE_RESOURCES.map((resource) => resource.resource_key));

/**
 * Resources, roles (manager: create, update, ban; with role.view: list, info), user-role links
 * (manager: add, del, create_with_role; with role.view: list, all list), the caller's permissions,
 * and the manager transfer (codes for the old manager, type 22, and the new one, type 101).
 */
export function affiliateRoleRoutes(passport: PassportDirectory, directory: AffiliateDirectory, log: (line: string) => void): Hono {
  const routes = new Hono();

  const permissionsField = (f: Fields) => {
    const keys = listField(f.permissions);
    for (const key of keys) if (!RESOURCE_KEYS.has(key)) throw REFUSE.badField('permissions');
    return keys;
  };
  const identitiesField = (actor: Actor, f: Fields) => {
    const ids = listField(f.sec_user_identity_ids);
    if (ids.length === 0) throw REFUSE.badField('sec_user_identity_ids');
    return ids.map((id) => directory.member(actor, id));
  };

  routes.get('/resource/list/:page/', handle((c, f) => {
    directory.actor(sessionOf(c), 'resource.view');
    const { page, pageSize } = pagingOf(c, f);
    return pageOf(AFFILIATE_RESOURCES, page, pageSize);
  }));

  routes.post('/role/create/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'manager');
    if (!f.role_name) throw REFUSE.badField('role_name');
    const role = { key: directory.newId('role'), subject: actor.subject.uid, name: f.role_name, permissions: permissionsField(f), description: f.description ?? '', banned: false };
    directory.roles.set(role.key, role);
    return directory.roleView(role);
  }));

  routes.post('/role/update/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'manager');
    const role = directory.role(actor, f.role_key);
    if (role.banned) throw REFUSE.roleBanned();
    if (f.role_name) role.name = f.role_name;
    if (f.permissions !== undefined) role.permissions = permissionsField(f);
    if (f.description !== undefined) role.description = f.description;
    return directory.roleView(role);
  }));

  routes.post('/role/ban/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'manager');
    directory.role(actor, f.role_key).banned = true;
    return {};
  }));

  routes.get('/role/list/', handle((c) => {
    const actor = directory.actor(sessionOf(c), 'role.view');
    return { list: directory.rolesOf(actor.subject).map((role) => directory.roleView(role)) };
  }));

  routes.get('/role/info/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'role.view');
    return directory.roleView(directory.role(actor, f.role_key));
  }));

  routes.post('/user/create_with_role/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'manager');
    const by = f.mobile !== undefined ? 'mobile' : 'email';
    const contact = f[by];
    if (!contact || !isContact(by, contact)) throw REFUSE.badField(by);
    if (!f.deputy_name) throw REFUSE.badField('deputy_name');
    const roleKeys = listField(f.role_keys);
    for (const key of roleKeys) if (directory.role(actor, key).banned) throw REFUSE.roleBanned();
    const person = directory.personBy(by, contact) ?? directory.createPerson({ name: f.deputy_name, [by]: contact });
    if (directory.identitiesOf(person).some((identity) => identity.subject === actor.subject.uid)) throw REFUSE.registered();
    return directory.identityView(directory.addIdentity(person, actor.subject, f.deputy_name, roleKeys));
  }));

  routes.post('/user_role/add/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'manager');
    const role = directory.role(actor, f.role_key);
    if (role.banned) throw REFUSE.roleBanned();
    for (const identity of identitiesField(actor, f)) directory.userRoles.get(identity.id)?.add(role.key) ?? directory.userRoles.set(identity.id, new Set([role.key]));
    return {};
  }));

  routes.post('/user_role/del/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'manager');
    const role = directory.role(actor, f.role_key);
    for (const identity of identitiesField(actor, f)) directory.userRoles.get(identity.id)?.delete(role.key);
    return {};
  }));

  const links = (actor: Actor, identityIds: readonly string[]) =>
    identityIds.flatMap((id) => {
      const identity = directory.member(actor, id);
      return [...(directory.userRoles.get(id) ?? [])].map((key) => ({ identity_id: id, deputy_name: identity.deputyName, role_key: key, role_name: directory.roles.get(key)?.name ?? '' }));
    });

  routes.get('/user_role/list/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c));
    // Anyone may see their own roles; another member's need role.view.
    if (f.identity_id !== actor.identity.id) directory.actor(sessionOf(c), 'role.view');
    return { list: links(actor, [f.identity_id ?? '']) };
  }));

  routes.get('/user_role/all/list/:page/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'role.view');
    const { page, pageSize } = pagingOf(c, f);
    return pageOf(links(actor, directory.members(actor.subject).map((identity) => identity.id)), page, pageSize);
  }));

  routes.get('/user/permissions/', handle((c) => {
    const actor = directory.actor(sessionOf(c));
    return { is_admin: directory.isManager(actor.identity) ? 1 : 0, permissions: directory.permissionsOf(actor.identity) };
  }));

  routes.post('/admin/successor/send_code/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'manager');
    const blocked = captchaFirst(c, passport, f, log);
    if (blocked) return blocked;
    if (f.type === '22') {
      const target = f.verify_way === 'email' ? actor.person.email : actor.person.mobile;
      if (!target) throw REFUSE.badField('verify_way');
      log(`[${f.verify_way === 'email' ? 'email' : 'sms'}] ${target}: old manager code ${passport.sendCode(target, '22')} (type 22)`);
      return { retry_time: 60 };
    }
    if (f.type !== '101') throw REFUSE.badField('type');
    const target = f.mobile ?? f.email;
    successorOf(directory, actor, f);
    log(`[${f.mobile ? 'sms' : 'email'}] ${target}: new manager code ${passport.sendCode(target!, '101')} (type 101)`);
    return { retry_time: 60 };
  }));

  routes.post('/admin/transfer/', handle((c, f) => {
    const actor = directory.actor(sessionOf(c), 'manager');
    if (!directory.redeemTransferTicket(f.verify_ticket, actor.person)) throw REFUSE.badTicket();
    const successor = successorOf(directory, actor, f);
    checkCode(passport, f.mobile ?? f.email, f.code, ['101']);
    actor.subject.managerIdentity = successor.id;
    log(`[affiliate] ${actor.subject.name}: manager role moved from ${actor.identity.deputyName} to ${successor.deputyName}`);
    return {};
  }));

  return routes;
}

/** The active member of the subject the new manager's contact belongs to. */
function successorOf(directory: AffiliateDirectory, actor: Actor, f: Fields) {
  const by = f.mobile !== undefined ? 'mobile' : 'email';
  const person = directory.personBy(by, f[by]);
  const identity = person && directory.identitiesOf(person).find((candidate) => candidate.subject === actor.subject.uid);
  if (!identity || identity.frozen || identity.id === actor.identity.id) throw REFUSE.notDeputy();
  return identity;
}
