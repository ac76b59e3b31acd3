import type { Context } from 'hono';
import { Hono } from 'hono';
import { openSession, sessionUser } from '../session';
import type { PassportDirectory, PassportProfile } from '../state/passport-directory';
import type { ContractStore } from '../store';
import { isEmail } from '../../../domain/shared/email-rule';
import { error, MOBILE, ok, readFields } from './passport-wire';

/**
 * The rest of the passport web area the demo answers: registration, password reset by
 * email or ticket and change, email change, and the open-authorisation calls.
 */
export function passportRegisterRoutes(store: ContractStore, passport: PassportDirectory, log: (line: string) => void): Hono {
  const routes = new Hono();
  const session = (c: Context, profile: PassportProfile) => {
    const user = openSession(c, store, profile.mobile);
    return c.json(ok({ user_id_str: user.user_id_str, email: profile.email ?? '', is_new_user: true }));
  };
  const weak = (password: string | undefined) => password !== undefined && password.length < 8;

  for (const path of ['/mobile/register/', '/mobile_email_register/']) {
    routes.post(path, async (c) => {
      const f = await readFields(c);
      if (!f.mobile || !MOBILE.test(f.mobile)) return c.json(error(1001, '手机号格式错误'));
      if (passport.known(f.mobile)) return c.json(error(1012, '手机号已注册'));
      if (passport.checkCode(f.mobile, f.code, ['16', '1']) !== 'ok') return c.json(error(1202, '验证码错误'));
      if (weak(f.password)) return c.json(error(1033, '密码至少 8 位'));
      if (path === '/mobile_email_register/' && (!f.email || !isEmail(f.email) || passport.byEmail(f.email))) return c.json(error(1023, '邮箱格式错误或已注册'));
      const profile = passport.profile(f.mobile);
      Object.assign(profile, { password: f.password, email: path === '/mobile_email_register/' ? f.email : profile.email });
      log(`[passport] registered ${f.mobile}`);
      return session(c, profile);
    });
  }

  for (const path of ['/email/register_verify/', '/register_verify_login/']) {
    routes.post(path, async (c) => {
      const f = await readFields(c);
      if (f.mobile && path === '/register_verify_login/') {
        if (!MOBILE.test(f.mobile) || passport.checkCode(f.mobile, f.code, ['16', '24']) !== 'ok') return c.json(error(1202, '验证码错误'));
        const profile = passport.profile(f.mobile);
        if (f.password && !profile.password) profile.password = f.password;
        return session(c, profile);
      }
      if (!f.email || !isEmail(f.email)) return c.json(error(1023, '邮箱格式错误'));
      if (passport.checkCode(f.email, f.code, ['1', '13']) !== 'ok') return c.json(error(1202, '验证码错误'));
      const existing = passport.byEmail(f.email);
      if (existing && path === '/email/register_verify/') return c.json(error(1024, '邮箱已注册'));
      if (weak(f.password)) return c.json(error(1033, '密码至少 8 位'));
      return session(c, existing ?? passport.emailAccount(f.email, f.password));
    });
  }

  routes.post('/password/reset_by_email/', async (c) => {
    const f = await readFields(c);
    const profile = f.email ? passport.byEmail(f.email) : undefined;
    if (!profile || passport.checkCode(f.email!, f.code, ['4']) !== 'ok') return c.json(error(1202, '验证码错误'));
    if (!f.password || weak(f.password)) return c.json(error(1033, '密码至少 8 位'));
    profile.password = f.password;
    return c.json(ok());
  });

  routes.post('/password/reset_by_ticket/', async (c) => {
    const f = await readFields(c);
    const target = passport.redeemTicket(f.ticket);
    const profile = target === undefined ? undefined : target.includes('@') ? passport.byEmail(target) : passport.profile(passport.canonical(target) ?? target);
    if (!profile) return c.json(error(1030, '凭证无效'));
    if (!f.password || weak(f.password)) return c.json(error(1033, '密码至少 8 位'));
    profile.password = f.password;
    return c.json(ok());
  });

  routes.post('/password/change/', async (c) => {
    const user = sessionUser(c, store);
    if (!user) return c.json(error(1, '未登录'));
    const f = await readFields(c);
    const profile = passport.profile(user.mobile);
    const target = passport.shownMobile(profile) || profile.email || '';
    if (passport.checkCode(target, f.code, ['22', '11', '6']) !== 'ok') return c.json(error(1202, '验证码错误'));
    if (!f.password || weak(f.password)) return c.json(error(1033, '密码至少 8 位'));
    profile.password = f.password;
    return c.json(ok());
  });

  routes.post('/email/change/', async (c) => {
    const user = sessionUser(c, store);
    if (!user) return c.json(error(1, '未登录'));
    const f = await readFields(c);
    const profile = passport.profile(user.mobile);
    const proven = passport.redeemTicket(f.ticket);
    if (proven !== profile.email && proven !== user.mobile) return c.json(error(1030, '请先验证原邮箱'));
    if (!f.email || !isEmail(f.email) || passport.checkCode(f.email, f.code, ['7']) !== 'ok') return c.json(error(1202, '验证码错误'));
    profile.email = f.email;
    return c.json(ok({ email: f.email }));
  });

  routes.get('/open/auth_info/', (c) => {
    const clientKey = c.req.query('client_key');
    if (!clientKey) return c.json(error(2001, 'client_key is required'));
    return c.json(ok({ client_key: clientKey, app_name: '星渊回响开放平台（模拟）', scopes: (c.req.query('scope') ?? '').split(',').filter(Boolean) }));
  });

  routes.get('/open/send_code/', async (c) => {
    const f = await readFields(c);
    if (!f.mobile || !MOBILE.test(f.mobile)) return c.json(error(1001, '手机号格式错误'));
    log(`[sms] ${f.mobile}: open-auth code ${passport.sendCode(f.mobile, '27')}`);
    return c.json(ok({ retry_time: 60 }));
  });

  const grant = (c: Context, f: Record<string, string | undefined>) =>
    c.json(ok({ code: `oa-${Math.random().toString(36).slice(2, 12)}`, redirect_uri: f.redirect_uri ?? '', state: f.state ?? '' }));

  routes.post('/open/sms_auth/', async (c) => {
    const f = await readFields(c);
    if (!f.client_key) return c.json(error(2001, 'client_key is required'));
    if (!f.mobile || passport.checkCode(f.mobile, f.code, ['27']) !== 'ok') return c.json(error(1202, '验证码错误'));
    return grant(c, f);
  });

  routes.post('/open/account_auth/', async (c) => {
    const f = await readFields(c);
    const profile = f.account ? passport.byAccount(f.account) : undefined;
    if (!f.client_key) return c.json(error(2001, 'client_key is required'));
    if (!profile?.password || profile.password !== f.password) return c.json(error(1009, '账号或密码错误'));
    return grant(c, f);
  });

  routes.post('/open/third_party_auth/', async (c) => {
    const f = await readFields(c);
    if (!f.client_key || !f.platform_app_id) return c.json(error(2001, 'client_key and platform_app_id are required'));
    return grant(c, f);
  });

  return routes;
}
