import type { Context } from 'hono';
import { Hono } from 'hono';
import { logoutReturn } from '../return-address';
import { closeSession, openSession, sessionUser } from '../session';
import type { PassportDirectory } from '../state/passport-directory';
import type { ContractStore } from '../store';
import { isEmail } from '../../../domain/shared/email-rule';
import { error, mask, MOBILE, ok, readFields, type Fields } from './passport-wire';

/** The local stand-in for the security signing script: defines `byted_acrawler.sign({ url })`. */
const SIGNING_SCRIPT = `window.byted_acrawler = { sign: function (input) { var h = 5381, s = String(input && input.url); for (var i = 0; i < s.length; i++) h = ((h * 33) ^ s.charCodeAt(i)) >>> 0; return '_02B4Z6wo00f01' + h.toString(16); } };`;

/**
 * The passport web area (/passport/web/...): codes, logins, account info, logout, QR
 * sessions (with the confirm page a second device opens), bind/unbind, passwords, verification;
 * captcha demands (1105 with a slide decision) and second-verification demands (2046).
 * @param pageOrigins - origins of pages served elsewhere (`corsOrigins`) that logout's `next` may
 *   go back to, besides this server's own.
 */
export function passportWebRoutes(store: ContractStore, passport: PassportDirectory, log: (line: string) => void, pageOrigins: readonly string[] = []): Hono {
  const routes = new Hono();

  /** A demand standing in the way of this call, as its answer; undefined when the call may go on. */
  const challenge = (c: Context, fields: Fields, mobile?: string) => {
    const demand = passport.pendingDemand(c.req.path, mobile, fields.mobile ?? fields.email);
    if (!demand) return undefined;
    if (demand.kind === 'captcha') {
      if (passport.slides.redeem(fields.captcha)) return passport.meet(demand), undefined;
      const conf = JSON.stringify({ type: 'verify', subtype: 'slide', region: 'cn', detail: `d-${Date.now().toString(36)}` });
      log(`[captcha] ${c.req.path}: slide captcha demanded`);
      return c.json(error(1105, '请完成安全验证', { verify_center_decision_conf: conf }));
    }
    if (mobile === undefined || (demand.mobile !== undefined && demand.mobile !== mobile)) return undefined;
    if (passport.redeemTicket(fields.verify_ticket) === mobile) return passport.meet(demand), undefined;
    return c.json(error(2046, '为了你的账号安全，请进行二次验证', { sms_code_key: passport.smsCodeKey(mobile), mobile: mask(mobile), verify_ways: ['mobile_sms'] }));
  };

  /** Signs in by a mobile: the account it is bound to. */
  const logIn = (c: Context, mobile: string) => {
    const key = passport.canonical(mobile);
    if (key === undefined) return c.json(error(1011, '该手机号未绑定账号'));
    return logInAccount(c, key);
  };

  /** Signs in the account keyed `key` (found by email, username or a bound mobile). */
  const logInAccount = (c: Context, key: string) => {
    if (passport.profile(key).cancelled) return c.json(error(1075, '账号已注销'));
    const user = openSession(c, store, key);
    const profile = passport.profile(key);
    return c.json(ok({ user_id_str: user.user_id_str, screen_name: user.screen_name, name: user.name, mobile: mask(passport.shownMobile(profile) || key), email: profile.email }));
  };

  const needUser = (c: Context) => sessionUser(c, store);
  /** True when `mobile` signs in to an account other than the one keyed `key`. */
  const ownedByAnother = (mobile: string, key: string) => {
    const owner = passport.known(mobile) ? passport.canonical(mobile) : undefined;
    return owner !== undefined && owner !== key;
  };

  routes.post('/send_code/', async (c) => {
    const f = await readFields(c);
    const own = needUser(c);
    f.mobile ??= passport.mobileOfKey(f.sms_code_key) ?? (f.type === '22' && own ? passport.shownMobile(passport.profile(own.mobile)) || undefined : undefined);
    if (!f.mobile || !MOBILE.test(f.mobile)) return c.json(error(1001, '手机号格式错误'));
    const blocked = challenge(c, f);
    if (blocked) return blocked;
    const code = passport.sendCode(f.mobile, f.type ?? '24');
    log(`[sms] ${f.mobile}: passport code ${code} (type ${f.type})`);
    return c.json(ok({ retry_time: 60, mobile: mask(f.mobile) }));
  });

  routes.post('/email/send_code/', async (c) => {
    const f = await readFields(c);
    if (!f.email || !isEmail(f.email)) return c.json(error(1023, '邮箱格式错误'));
    const blocked = challenge(c, f);
    if (blocked) return blocked;
    const code = passport.sendCode(f.email, f.type ?? '13');
    log(`[email] ${f.email}: passport code ${code} (type ${f.type})`);
    return c.json(ok({ retry_time: 60, email: f.email }));
  });

  for (const path of ['/sms_login/', '/sms_login_only/']) {
    routes.post(path, async (c) => {
      const f = await readFields(c);
      if (!f.mobile || !MOBILE.test(f.mobile)) return c.json(error(1001, '手机号格式错误'));
      const blocked = challenge(c, f, f.mobile);
      if (blocked) return blocked;
      const checked = passport.checkCode(f.mobile, f.code, ['24', '16']);
      if (checked !== 'ok') return c.json(error(checked === 'expired' ? 1203 : 1202, checked === 'expired' ? '验证码已过期' : '验证码错误'));
      if (path === '/sms_login_only/' && !passport.known(f.mobile)) return c.json(error(1011, '账号未注册'));
      return logIn(c, f.mobile);
    });
  }

  routes.post('/sms_login_continue/', async (c) => {
    const f = await readFields(c);
    const mobile = passport.mobileOfKey(f.sms_code_key);
    if (!mobile || mobile !== f.mobile) return c.json(error(1008, 'sms_code_key 无效'));
    return logIn(c, mobile);
  });

  routes.post('/email/login/', async (c) => {
    const f = await readFields(c);
    const profile = f.email ? passport.byEmail(f.email) : undefined;
    if (!profile || !profile.password || profile.password !== f.password) return c.json(error(1009, '邮箱或密码错误'));
    const blocked = challenge(c, f, profile.mobile);
    if (blocked) return blocked;
    return logInAccount(c, profile.mobile);
  });

  routes.post('/email/code_login/', async (c) => {
    const f = await readFields(c);
    const profile = f.email ? passport.byEmail(f.email) : undefined;
    if (!profile || !f.email) return c.json(error(1011, '账号未注册'));
    if (passport.checkCode(f.email, f.code, ['13', '1']) !== 'ok') return c.json(error(1202, '验证码错误'));
    return logInAccount(c, profile.mobile);
  });

  routes.post('/user/login/', async (c) => {
    const f = await readFields(c);
    const profile = f.account ? passport.byAccount(f.account) : undefined;
    if (!profile || !profile.password || profile.password !== f.password) return c.json(error(1009, '账号或密码错误'));
    const blocked = challenge(c, f, profile.mobile);
    if (blocked) return blocked;
    return logInAccount(c, profile.mobile);
  });

  for (const path of ['/account/info/v2/', '/account/info/']) {
    routes.get(path, (c) => {
      const user = needUser(c);
      if (!user) return c.json(error(1, '未登录'));
      const profile = passport.profile(user.mobile);
      return c.json(
        ok({
          user_id_str: user.user_id_str,
          name: user.name,
          screen_name: user.screen_name,
          mobile: passport.shownMobile(profile) ? mask(passport.shownMobile(profile)) : '',
          email: profile.email ?? '',
          has_password: Boolean(profile.password),
          connects: [
            ...user.connects.filter((connect) => !passport.platformsOf(user.mobile).includes(connect.platform)),
            ...passport.platformsOf(user.mobile).map((platform) => ({ platform, platform_screen_name: platform })),
          ],
        }),
      );
    });
  }

  routes.get('/logout/', (c) => {
    closeSession(c, store);
    const next = c.req.query('next');
    return next ? c.redirect(logoutReturn(c, next, pageOrigins, log), 302) : c.json(ok());
  });

  routes.get('/acrawler.js', (c) => {
    c.header('content-type', 'application/javascript; charset=utf-8');
    return c.body(SIGNING_SCRIPT);
  });

  routes.post('/account/verify/', async (c) => {
    const f = await readFields(c);
    const own = needUser(c);
    const target = f.mobile ?? passport.mobileOfKey(f.sms_code_key) ?? (own ? passport.shownMobile(passport.profile(own.mobile)) : undefined);
    if (!target) return c.json(error(1001, '手机号格式错误'));
    if (passport.checkCode(target, f.code, [f.type ?? '22', '22']) !== 'ok') return c.json(error(1202, '验证码错误'));
    const key = passport.canonical(target) ?? target;
    return c.json(ok({ verify_ticket: passport.issueTicket(key), ticket: passport.issueTicket(key) }));
  });

  routes.post('/mobile/check_code/', async (c) => {
    const f = await readFields(c);
    if (!f.mobile || passport.checkCode(f.mobile, f.code, [f.type ?? '22']) !== 'ok') return c.json(error(1202, '验证码错误'));
    return c.json(ok({ ticket: passport.issueTicket(f.mobile) }));
  });

  routes.post('/email/check_code/', async (c) => {
    const f = await readFields(c);
    if (!f.email || passport.checkCode(f.email, f.code, [f.type ?? '6']) !== 'ok') return c.json(error(1202, '验证码错误'));
    return c.json(ok({ ticket: passport.issueTicket(f.email) }));
  });

  routes.post('/user/check_mobile_registered/', async (c) => {
    const f = await readFields(c);
    return c.json(ok({ is_registered: Boolean(f.mobile && passport.known(f.mobile)) }));
  });

  routes.post('/user/check_email_registered/', async (c) => {
    const f = await readFields(c);
    return c.json(ok({ is_registered: Boolean(f.email && passport.byEmail(f.email)) }));
  });

  routes.post('/email/bind/', async (c) => {
    const user = needUser(c);
    if (!user) return c.json(error(1, '未登录'));
    const f = await readFields(c);
    if (!f.email || !isEmail(f.email)) return c.json(error(1023, '邮箱格式错误'));
    if (passport.checkCode(f.email, f.code, ['8', '7', '13']) !== 'ok') return c.json(error(1202, '验证码错误'));
    if (passport.byEmail(f.email) && f.unbind_exist !== '1') return c.json(error(1057, '该邮箱已绑定其他账号'));
    passport.profile(user.mobile).email = f.email;
    return c.json(ok({ email: f.email }));
  });

  routes.post('/email/unbind/', async (c) => {
    const user = needUser(c);
    if (!user) return c.json(error(1, '未登录'));
    delete passport.profile(user.mobile).email;
    return c.json(ok());
  });

  routes.post('/password/set/', async (c) => {
    const user = needUser(c);
    if (!user) return c.json(error(1, '未登录'));
    const f = await readFields(c);
    const profile = passport.profile(user.mobile);
    if (profile.password) return c.json(error(1039, '已设置过密码'));
    if (!f.password || f.password.length < 8) return c.json(error(1033, '密码至少 8 位'));
    profile.password = f.password;
    return c.json(ok());
  });

  routes.post('/password/update/', async (c) => {
    const user = needUser(c);
    if (!user) return c.json(error(1, '未登录'));
    const f = await readFields(c);
    const profile = passport.profile(user.mobile);
    if (profile.password !== f.current_password) return c.json(error(1009, '原密码错误'));
    if (!f.password || f.password.length < 8) return c.json(error(1033, '密码至少 8 位'));
    profile.password = f.password;
    return c.json(ok());
  });

  routes.post('/password/reset/', async (c) => {
    const f = await readFields(c);
    if (!f.mobile || passport.checkCode(f.mobile, f.code, ['6', '4']) !== 'ok') return c.json(error(1202, '验证码错误'));
    if (!f.password || f.password.length < 8) return c.json(error(1033, '密码至少 8 位'));
    passport.profile(f.mobile).password = f.password;
    return c.json(ok());
  });

  routes.post('/password/has_set/', (c) => {
    const user = needUser(c);
    if (!user) return c.json(error(1, '未登录'));
    return c.json(ok({ has_set: Boolean(passport.profile(user.mobile).password) }));
  });

  routes.post('/mobile/bind/', async (c) => {
    const user = needUser(c);
    if (!user) return c.json(error(1, '未登录'));
    const f = await readFields(c);
    if (!f.mobile || !MOBILE.test(f.mobile)) return c.json(error(1001, '手机号格式错误'));
    if (passport.shownMobile(passport.profile(user.mobile))) return c.json(error(1056, '账号已绑定手机号'));
    if (passport.checkCode(f.mobile, f.code, ['17', '8']) !== 'ok') return c.json(error(1202, '验证码错误'));
    if (ownedByAnother(f.mobile, user.mobile) && f.unbind_exist !== '1') return c.json(error(1057, '该手机号已绑定其他账号'));
    passport.bindMobile(user.mobile, f.mobile);
    return c.json(ok({ mobile: mask(f.mobile) }));
  });

  routes.post('/mobile/change/', async (c) => {
    const user = needUser(c);
    if (!user) return c.json(error(1, '未登录'));
    const f = await readFields(c);
    if (passport.redeemTicket(f.ticket) !== user.mobile) return c.json(error(1030, '请先验证原手机号'));
    if (!f.mobile || !MOBILE.test(f.mobile)) return c.json(error(1001, '手机号格式错误'));
    if (passport.checkCode(f.mobile, f.code, ['20']) !== 'ok') return c.json(error(1202, '验证码错误'));
    if (ownedByAnother(f.mobile, user.mobile) && f.unbind_exist !== '1') return c.json(error(1057, '该手机号已绑定其他账号'));
    passport.bindMobile(user.mobile, f.mobile);
    log(`[passport] ${user.mobile} rebound to ${f.mobile}`);
    return c.json(ok({ mobile: mask(f.mobile) }));
  });

  routes.post('/mobile/unbind/', async (c) => {
    const user = needUser(c);
    if (!user) return c.json(error(1, '未登录'));
    const f = await readFields(c);
    if (passport.redeemTicket(f.ticket) !== user.mobile) return c.json(error(1030, '请先验证原手机号'));
    const profile = passport.profile(user.mobile);
    if (!profile.email || !profile.password) return c.json(error(1058, '请先绑定邮箱并设置密码，再解绑手机号'));
    passport.unbindMobile(user.mobile);
    return c.json(ok());
  });

  routes.get('/cancel_verify_way/', async (c) => {
    const f = await readFields(c);
    const mobile = passport.redeemTicket(f.cancel_ticket);
    if (!mobile || mobile !== needUser(c)?.mobile) return c.json(error(1030, '注销凭证无效'));
    return c.json(ok({ verify_ways: ['mobile_sms'], value_ticket: passport.issueTicket(mobile), cancel_ticket: passport.issueTicket(mobile) }));
  });

  routes.get('/cancel/check/', async (c) => {
    const f = await readFields(c);
    const mobile = passport.redeemTicket(f.value_ticket);
    if (!mobile || mobile !== needUser(c)?.mobile) return c.json(error(1030, '注销凭证无效'));
    return c.json(ok({ token: passport.issueTicket(mobile) }));
  });

  routes.post('/cancel/confirm/', async (c) => {
    const f = await readFields(c);
    const user = needUser(c);
    const byTicket = passport.redeemTicket(f.cancel_ticket);
    const byToken = passport.redeemTicket(f.token);
    if (!user || byTicket !== user.mobile || byToken !== user.mobile) return c.json(error(1030, '注销凭证无效'));
    if (f.abandon === '1') return c.json(ok({ abandoned: true }));
    passport.profile(user.mobile).cancelled = true;
    closeSession(c, store);
    log(`[passport] ${user.mobile} cancelled the account`);
    return c.json(ok());
  });

  /** A code check that hands out a ticket for the next step (validate_code, email/verify, sms/authorize). */
  const ticketFor = (c: Context, target: string | undefined, code: string | undefined, types: string[]) => {
    if (!target) return c.json(error(1001, '手机号或邮箱格式错误'));
    const checked = passport.checkCode(target, code, types);
    if (checked !== 'ok') return c.json(error(checked === 'expired' ? 1203 : 1202, checked === 'expired' ? '验证码已过期' : '验证码错误'));
    return c.json(ok({ ticket: passport.issueTicket(target) }));
  };

  routes.post('/validate_code/', async (c) => {
    const f = await readFields(c);
    return ticketFor(c, f.mobile, f.code, [f.type ?? '24']);
  });

  routes.post('/email/verify/', async (c) => {
    const f = await readFields(c);
    return ticketFor(c, f.email, f.code, [f.ect_type ?? '13']);
  });

  routes.post('/sms/authorize/', async (c) => {
    const f = await readFields(c);
    return ticketFor(c, f.mobile, f.code, ['26']);
  });

  routes.post('/mobile/switch_bind/', async (c) => {
    const user = needUser(c);
    if (!user) return c.json(error(1, '未登录'));
    const f = await readFields(c);
    if (!f.mobile || !MOBILE.test(f.mobile)) return c.json(error(1001, '手机号格式错误'));
    if (passport.checkCode(f.mobile, f.code, ['17', '8', '20']) !== 'ok') return c.json(error(1202, '验证码错误'));
    const owner = passport.known(f.mobile) ? passport.canonical(f.mobile) : undefined;
    if (owner !== undefined && owner !== user.mobile) passport.unbindMobile(owner);
    passport.bindMobile(user.mobile, f.mobile);
    log(`[passport] ${f.mobile} switched to ${user.mobile}`);
    return c.json(ok({ mobile: mask(f.mobile) }));
  });

  routes.post('/email/switch_bind/', async (c) => {
    const user = needUser(c);
    if (!user) return c.json(error(1, '未登录'));
    const f = await readFields(c);
    if (!f.email || !isEmail(f.email)) return c.json(error(1023, '邮箱格式错误'));
    if (passport.checkCode(f.email, f.code, ['8', '7', '13']) !== 'ok') return c.json(error(1202, '验证码错误'));
    passport.moveEmail(f.email, user.mobile);
    return c.json(ok({ email: f.email }));
  });

  routes.post('/mobile/bind_login/', async (c) => {
    const f = await readFields(c);
    if (!f.mobile || !MOBILE.test(f.mobile)) return c.json(error(1001, '手机号格式错误'));
    if (passport.checkCode(f.mobile, f.code, ['24', '17', '8']) !== 'ok') return c.json(error(1202, '验证码错误'));
    if (f.ticket === undefined) return logIn(c, f.mobile);
    const target = passport.redeemTicket(f.ticket);
    const key = target === undefined ? undefined : target.includes('@') ? passport.byEmail(target)?.mobile : passport.canonical(target);
    if (key === undefined) return c.json(error(1030, '凭证无效'));
    if (ownedByAnother(f.mobile, key)) {
      if (f.unbind_exist !== '1') return c.json(error(1057, '该手机号已绑定其他账号'));
      passport.unbindMobile(passport.canonical(f.mobile)!);
    }
    passport.bindMobile(key, f.mobile);
    return logInAccount(c, key);
  });

  return routes;
}
