import type { Context } from 'hono';
import { Hono } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { isContact, REFUSE, type AffiliateDirectory, type Person } from '../state/affiliate-directory';
import type { PassportDirectory } from '../state/passport-directory';
import { AFFILIATE_COOKIE_OPTIONS, AFFILIATE_SESSION_COOKIE, captchaFirst, checkCode, handle, sessionOf } from './affiliate-wire';
import type { Fields } from './passport-wire';

/** Code types a login, a registration and a password reset accept. */
const LOGIN_TYPES = ['24', '13'];
const REGISTER_TYPES = ['1', '16', '24', '13'];
const RESET_TYPES = ['4', '6'];

/**
 * The affiliate area's login calls: codes (send and check), SMS, email, password and OAuth login,
 * the subject login list, subject login, member switch, logout, registration (with a subject, or
 * the person alone) and password reset. A person whose every membership is frozen cannot log in.
 */
export function affiliateLoginRoutes(passport: PassportDirectory, directory: AffiliateDirectory, log: (line: string) => void): Hono {
  const routes = new Hono();

  const logIn = (c: Context, person: Person, fields: Fields) => {
    directory.checkCanLogIn(person, fields.need_frozen_user);
    directory.closeSession(sessionOf(c));
    setCookie(c, AFFILIATE_SESSION_COOKIE, directory.openSession(person), AFFILIATE_COOKIE_OPTIONS);
    return directory.userView(person, undefined);
  };

  routes.post('/send_code/', handle((c, f) => {
    if (!f.mobile || !isContact('mobile', f.mobile)) throw REFUSE.badField('mobile');
    const blocked = captchaFirst(c, passport, f, log);
    if (blocked) return blocked;
    log(`[sms] ${f.mobile}: affiliate code ${passport.sendCode(f.mobile, f.type ?? '24')} (type ${f.type})`);
    return { retry_time: 60 };
  }));

  routes.post('/email/send_code/', handle((c, f) => {
    if (!f.email || !isContact('email', f.email)) throw REFUSE.badField('email');
    const blocked = captchaFirst(c, passport, f, log);
    if (blocked) return blocked;
    log(`[email] ${f.email}: affiliate code ${passport.sendCode(f.email, f.type ?? '13')} (type ${f.type})`);
    return { retry_time: 60 };
  }));

  for (const by of ['mobile', 'email'] as const) {
    /** Checks a code; without a contact, the logged-in person's own (type 22). Answers a ticket for the transfer. */
    routes.post(`/${by}/check_code/`, handle((c, f) => {
      const own = f[by] === undefined ? directory.person(sessionOf(c)) : undefined;
      const target = f[by] ?? own?.[by];
      checkCode(passport, target, f.code, [f.type ?? '22']);
      const person = own ?? directory.personBy(by, target);
      return { ticket: person ? directory.issueTransferTicket(person) : '' };
    }));
  }

  routes.post('/sms_login/', handle((c, f) => {
    const person = directory.personBy('mobile', f.mobile);
    if (!person) throw REFUSE.notRegistered();
    checkCode(passport, f.mobile, f.code, LOGIN_TYPES);
    return logIn(c, person, f);
  }));

  routes.post('/email/login/', handle((c, f) => {
    const person = directory.personBy('email', f.email);
    if (!person) throw REFUSE.notRegistered();
    checkCode(passport, f.email, f.code, LOGIN_TYPES);
    return logIn(c, person, f);
  }));

  routes.post('/user/login/', handle((c, f) => {
    const person = directory.personByAccount(f.account);
    if (!person || !person.password || person.password !== f.password) throw REFUSE.wrongPassword();
    return logIn(c, person, f);
  }));

  /** OAuth login (lark in the demo): the code is the person's lark id, as the demo's provider hands it out. */
  routes.post('/auth/login/', handle((c, f) => {
    const person = directory.personBy('larkId', f.code ?? f.openid);
    if (!person) throw REFUSE.notRegistered();
    return logIn(c, person, f);
  }));

  routes.get('/subject/login/list/', handle((c) => {
    const sessionId = sessionOf(c);
    const person = directory.person(sessionId);
    return {
      ...directory.userView(person, undefined),
      current_identity_id: directory.currentIdentity(sessionId) ?? '',
      list: directory.identitiesOf(person).map((identity) => directory.loginOptionView(identity)),
    };
  }));

  routes.post('/subject/login/', handle((c, f) => {
    const sessionId = sessionOf(c);
    const identity = directory.pickIdentity(sessionId, f.user_identity_id, f.login_subject_uid);
    return directory.userView(directory.person(sessionId), identity.id);
  }));

  routes.post('/member/switch/', handle((c, f) => {
    const sessionId = sessionOf(c);
    const identity = directory.pickIdentity(sessionId, f.to_sec_member_id);
    return directory.userView(directory.person(sessionId), identity.id);
  }));

  routes.post('/logout/', handle((c) => {
    directory.closeSession(sessionOf(c));
    deleteCookie(c, AFFILIATE_SESSION_COOKIE, AFFILIATE_COOKIE_OPTIONS);
    return {};
  }));

  for (const by of ['mobile', 'email'] as const) {
    const register = (onlyUser: boolean) =>
      handle((c, f) => {
        const contact = f[by];
        if (!contact || !isContact(by, contact)) throw REFUSE.badField(by);
        if (directory.personBy(by, contact)) throw REFUSE.registered();
        if (!onlyUser && !f.subject_name) throw REFUSE.badField('subject_name');
        checkCode(passport, contact, f.code, REGISTER_TYPES);
        const person = directory.createPerson({ name: f.name || (onlyUser ? contact.split('@')[0]! : f.subject_name!), [by]: contact, password: f.password || undefined });
        if (!onlyUser) {
          const subject = { uid: directory.newId('subject'), name: f.subject_name!, baseInfos: {}, detailInfos: {}, frozen: false, managerIdentity: '' };
          directory.subjects.set(subject.uid, subject);
          subject.managerIdentity = directory.addIdentity(person, subject, person.name).id;
        }
        log(`[affiliate] registered ${contact}${onlyUser ? '' : ` with subject ${f.subject_name}`}`);
        return logIn(c, person, f);
      });
    routes.post(`/${by}/register/`, register(false));
    routes.post(`/${by}/register_only_user/`, register(true));
  }

  routes.post('/password/reset/', handle((_c, f) => {
    const by = f.mobile !== undefined ? 'mobile' : 'email';
    const person = directory.personBy(by, f[by]);
    if (!person) throw REFUSE.notRegistered();
    if (!f.password || f.password.length < 6) throw REFUSE.badField('password');
    checkCode(passport, f[by], f.code, RESET_TYPES);
    person.password = f.password;
    return {};
  }));

  return routes;
}
