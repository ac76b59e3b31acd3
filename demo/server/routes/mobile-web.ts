import type { Context } from 'hono';
import { Hono } from 'hono';
import { passportAnswer } from '../envelopes';
import { readMixed } from '../obfuscation';
import { isReturnAddress } from '../return-address';
import { openSession, sessionUser } from '../session';
import { RESEND_INTERVAL_MS } from '../state/codes';
import type { OAuthGrants } from '../state/oauth-grants';
import { DEMO_PLATFORM_APPS } from '../state/oauth-grants';
import type { PassportDirectory } from '../state/passport-directory';
import type { ContractStore } from '../store';
import { passportCsrf } from './passport-csrf';
import { isEmail } from '../../../domain/shared/email-rule';
import { mask, MOBILE, readFields, type Fields } from './passport-wire';

const fail = (code: number, description: string, data: object = {}) => passportAnswer(code, description, data);
const success = (data: object = {}) => passportAnswer(0, 'success', data);

/**
 * The older mobile-web area on the single-sign-on host (root-level paths named after
 * the wire names; see docs/wire-contract.md): single-sign-on answers `{ error_code, description,
 * data }`, codes from the same desk as /send_activation_code/v2/ (so one code works for
 * quick_login v1 and v2), users and sessions shared with every other login.
 */
export function mobileWebRoutes(store: ContractStore, passport: PassportDirectory, grants: OAuthGrants, log: (line: string) => void): Hono {
  const routes = new Hono();
  const csrf = passportCsrf(passport);
  for (const path of ['/account_login/', '/bind_mobile/', '/change_mobile/', '/register/', '/reset_password/']) routes.use(path, csrf);

  /** Sends a code to a mobile or email through the foundation's code desk (captcha, 60 s rule). */
  const sendCode = (c: Context, target: string, captcha: string | undefined, channel: string) => {
    const result = store.codes.request(target, captcha);
    if (result.outcome === 'too-soon') return c.json(fail(1206, '发送过于频繁'));
    if (result.outcome === 'captcha') {
      log(`[captcha] ${target}: answer ${store.codes.pendingCaptcha(target)}`);
      return c.json(fail(1105, '需要验证码', { captcha: result.image }));
    }
    log(`[${channel}] ${target}: code ${result.code.code}, valid ${store.config.codeTtlMs / 1000} s`);
    return c.json(success({ retry_time: RESEND_INTERVAL_MS / 1000 }));
  };

  /** The answer of a checked code, or undefined when it was right (and is now used up). */
  const codeRefused = (c: Context, target: string, code: string | undefined) => {
    const outcome = code === undefined ? 'wrong' : store.codes.check(target, code);
    if (outcome === 'wrong') return c.json(fail(1202, '验证码错误'));
    if (outcome === 'expired') return c.json(fail(1203, '验证码已过期'));
    return undefined;
  };

  /** Opens a session on the account keyed `key`, answering the user and the redirect address. */
  const logIn = (c: Context, key: string, redirect?: string) => {
    if (passport.profile(key).cancelled) return c.json(fail(1075, '账号已注销'));
    const user = openSession(c, store, key);
    const profile = passport.profile(key);
    const shown = passport.shownMobile(profile);
    return c.json({
      ...success({ user_id_str: user.user_id_str, screen_name: user.screen_name, mobile: shown ? mask(shown) : '', email: profile.email ?? '' }),
      redirect_url: redirect ?? '',
    });
  };

  const ownedByAnother = (mobile: string, key: string) => {
    const owner = passport.known(mobile) ? passport.canonical(mobile) : undefined;
    return owner !== undefined && owner !== key;
  };

  const mobileOf = (f: Fields) => (f.mobile !== undefined && MOBILE.test(f.mobile) ? f.mobile : undefined);

  routes.get('/send_activation_code/', async (c) => {
    const f = await readFields(c);
    const mobile = mobileOf(f);
    if (!mobile) return c.json(fail(1001, '手机号格式错误'));
    return sendCode(c, mobile, f.captcha, 'sms');
  });

  routes.get('/email_activation_code/', async (c) => {
    const f = await readFields(c);
    if (!f.email || !isEmail(f.email)) return c.json(fail(1023, '邮箱格式错误'));
    return sendCode(c, f.email, f.captcha, 'email');
  });

  routes.get('/email_activation_link/', async (c) => {
    const f = await readFields(c);
    if (f.ticket !== undefined) {
      const email = passport.redeemTicket(f.ticket);
      const next = c.req.query('next');
      if (!email || !isReturnAddress(c, next)) return c.json(fail(1030, '激活链接无效'));
      const profile = passport.byEmail(email) ?? passport.emailAccount(email, undefined);
      openSession(c, store, profile.mobile);
      log(`[email] ${email}: activated`);
      return c.redirect(next, 302);
    }
    if (!f.email || !isEmail(f.email)) return c.json(fail(1023, '邮箱格式错误'));
    if (!isReturnAddress(c, f.next)) return c.json(fail(1001, 'next is invalid'));
    const link = new URL('/email_activation_link/', c.req.url);
    link.search = new URLSearchParams({ ticket: passport.issueTicket(f.email), next: f.next }).toString();
    log(`[email] ${f.email}: activation link ${link}`);
    return c.json(success({ email: f.email }));
  });

  routes.get('/quick_login/', async (c) => {
    const f = await readFields(c);
    const mobile = mobileOf(f);
    if (!mobile) return c.json(fail(1001, '手机号格式错误'));
    const refused = codeRefused(c, mobile, f.code);
    if (refused) return refused;
    const key = passport.canonical(mobile);
    if (key === undefined) return c.json(fail(1011, '该手机号未绑定账号'));
    return logIn(c, key, f.service);
  });

  routes.post('/account_login/', async (c) => {
    const f = await readFields(c);
    const profile = f.account ? passport.byAccount(f.account) : undefined;
    if (!profile?.password || profile.password !== f.password) return c.json(fail(1009, '账号或密码错误'));
    return logIn(c, profile.mobile, f.service);
  });

  routes.get('/passport/auth/wap_login/', (c) => {
    const next = c.req.query('next');
    const byId = Object.entries(DEMO_PLATFORM_APPS).find(([, id]) => String(id) === c.req.query('platform_app_id'))?.[0];
    const name = byId ?? c.req.query('platform');
    if (!name || !(name in DEMO_PLATFORM_APPS) || !isReturnAddress(c, next)) return c.json(fail(1001, 'platform or next is invalid'), 400);
    if (name === 'twitter') return c.redirect(`/oauth/twitter/authenticate?oauth_token=${grants.requestToken(next)}`, 302);
    return c.redirect(`/oauth/${name}/authorize?${new URLSearchParams({ redirect_uri: next, response_type: 'code' })}`, 302);
  });

  routes.post('/bind_mobile/', async (c) => {
    const user = sessionUser(c, store);
    if (!user) return c.json(fail(1, '未登录'));
    const f = await readFields(c);
    const mobile = mobileOf(f);
    if (!mobile) return c.json(fail(1001, '手机号格式错误'));
    if (passport.shownMobile(passport.profile(user.mobile))) return c.json(fail(1056, '账号已绑定手机号'));
    const refused = codeRefused(c, mobile, f.code);
    if (refused) return refused;
    if (ownedByAnother(mobile, user.mobile)) return c.json(fail(1057, '该手机号已绑定其他账号'));
    passport.bindMobile(user.mobile, mobile);
    return c.json(success({ mobile: mask(mobile) }));
  });

  routes.post('/change_mobile/', async (c) => {
    const user = sessionUser(c, store);
    if (!user) return c.json(fail(1, '未登录'));
    const f = await readFields(c);
    const current = passport.shownMobile(passport.profile(user.mobile));
    if (!current) return c.json(fail(1030, '请先绑定手机号'));
    const oldRefused = codeRefused(c, current, readMixed(f.old_code, f.mix_mode));
    if (oldRefused) return oldRefused;
    const mobile = mobileOf(f);
    if (!mobile) return c.json(fail(1001, '手机号格式错误'));
    const refused = codeRefused(c, mobile, f.code);
    if (refused) return refused;
    if (ownedByAnother(mobile, user.mobile)) return c.json(fail(1057, '该手机号已绑定其他账号'));
    passport.bindMobile(user.mobile, mobile);
    log(`[passport] ${user.mobile} rebound to ${mobile} (mobile web)`);
    return c.json(success({ mobile: mask(mobile) }));
  });

  routes.post('/register/', async (c) => {
    const f = await readFields(c);
    if (!f.password || f.password.length < 8) return c.json(fail(1033, '密码至少 8 位'));
    if (f.email !== undefined) {
      if (!isEmail(f.email)) return c.json(fail(1023, '邮箱格式错误'));
      if (passport.byEmail(f.email)) return c.json(fail(1024, '邮箱已注册'));
      const refused = codeRefused(c, f.email, f.code);
      if (refused) return refused;
      return logIn(c, passport.emailAccount(f.email, f.password).mobile);
    }
    const mobile = mobileOf(f);
    if (!mobile) return c.json(fail(1001, '手机号格式错误'));
    if (passport.known(mobile)) return c.json(fail(1012, '手机号已注册'));
    const refused = codeRefused(c, mobile, f.code);
    if (refused) return refused;
    passport.profile(mobile).password = f.password;
    log(`[passport] registered ${mobile} (mobile web)`);
    return logIn(c, mobile);
  });

  routes.post('/reset_password/', async (c) => {
    const f = await readFields(c);
    const mobile = mobileOf(f);
    if (!mobile) return c.json(fail(1001, '手机号格式错误'));
    const key = passport.known(mobile) ? passport.canonical(mobile) : undefined;
    if (key === undefined) return c.json(fail(1011, '账号未注册'));
    const refused = codeRefused(c, mobile, f.code);
    if (refused) return refused;
    if (!f.password || f.password.length < 8) return c.json(fail(1033, '密码至少 8 位'));
    passport.profile(key).password = f.password;
    return c.json(success());
  });

  routes.get('/quick_auth/', (c) => {
    const user = sessionUser(c, store);
    if (!user) return c.json(fail(1, '未登录'));
    const service = c.req.query('service');
    if (!isReturnAddress(c, service)) return c.json(fail(1001, 'service is invalid'));
    const ticket = passport.issueTicket(user.mobile);
    const redirect = new URL(service);
    redirect.searchParams.set('ticket', ticket);
    return c.json(success({ ticket, redirect_url: redirect.toString() }));
  });

  routes.get('/get_qrcode/', (c) => {
    const session = passport.newQr();
    const confirm = new URL(`/passport/web/qr_confirm/?token=${session.token}`, c.req.url).toString();
    log(`[qr] new session ${session.token} (service ${c.req.query('service') ?? ''}): ${confirm}`);
    return c.json(success({ token: session.token, qrcode_index_url: confirm }));
  });

  routes.get('/check_qrconnect/', (c) => {
    const session = passport.qr(c.req.query('token'));
    if (!session) return c.json(fail(1010, '二维码不存在'));
    if (session.status === 'confirmed' && session.mobile && !session.delivered) {
      session.delivered = true;
      const user = openSession(c, store, passport.canonical(session.mobile) ?? session.mobile);
      return c.json({ ...success({ status: 'confirmed', user_id_str: user.user_id_str }), redirect_url: c.req.query('service') ?? '' });
    }
    return c.json(success({ status: session.status }));
  });

  return routes;
}
