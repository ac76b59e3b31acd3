import { Hono } from 'hono';
import { passportAnswer } from '../envelopes';
import { readMixed } from '../obfuscation';
import { logoutReturn } from '../return-address';
import { closeSession, openSession, sessionUser } from '../session';
import { RESEND_INTERVAL_MS } from '../state/codes';
import type { ContractStore } from '../store';

const MOBILE = /^1[2-9]\d{9}$/;

/** 138****0000, as the account info shows a mobile. */
function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

/**
 * Single sign-on (basic): code, login, session check, account info, logout.
 * @param pageOrigins - origins of pages served elsewhere (`corsOrigins`) that logout may go back to,
 *   besides this server's own.
 */
export function ssoRoutes(store: ContractStore, log: (line: string) => void, pageOrigins: readonly string[] = []): Hono {
  const routes = new Hono();

  routes.get('/send_activation_code/v2/', (c) => {
    const mobile = readMixed(c.req.query('mobile'), c.req.query('mix_mode'));
    if (mobile === undefined || !MOBILE.test(mobile)) return c.json(passportAnswer(1001, '手机号格式错误'));

    const result = store.codes.request(mobile, c.req.query('captcha'));
    switch (result.outcome) {
      case 'too-soon':
        return c.json(passportAnswer(1206, '发送过于频繁'));
      case 'captcha':
        log(`[captcha] ${mobile}: answer ${store.codes.pendingCaptcha(mobile)}`);
        return c.json(passportAnswer(1105, '需要验证码', { captcha: result.image }));
      case 'sent':
        log(`[sms] ${mobile}: code ${result.code.code}, valid ${store.config.codeTtlMs / 1000} s`);
        return c.json(passportAnswer(0, 'success', { retry_time: RESEND_INTERVAL_MS / 1000 }));
    }
  });

  routes.get('/quick_login/v2/', (c) => {
    const mixMode = c.req.query('mix_mode');
    const mobile = readMixed(c.req.query('mobile'), mixMode);
    const code = readMixed(c.req.query('code'), mixMode);
    if (mobile === undefined || !MOBILE.test(mobile)) return c.json(passportAnswer(1001, '手机号格式错误'));

    const outcome = code === undefined ? 'wrong' : store.codes.check(mobile, code);
    if (outcome === 'wrong') return c.json(passportAnswer(1202, '验证码错误'));
    if (outcome === 'expired') return c.json(passportAnswer(1203, '验证码已过期'));

    const user = openSession(c, store, mobile);
    return c.json({
      ...passportAnswer(0, 'success', { user_id_str: user.user_id_str }),
      redirect_url: c.req.query('service') ?? '',
    });
  });

  routes.get('/check_login/', (c) => {
    const user = sessionUser(c, store);
    return c.json(passportAnswer(0, 'success', user ? { has_login: true, user_id_str: user.user_id_str } : { has_login: false }));
  });

  routes.get('/passport/account/info/v2/', (c) => {
    const user = sessionUser(c, store);
    if (!user) return c.json({ message: 'error', data: { error_code: 1, description: '未登录' } });
    return c.json({
      message: 'success',
      data: {
        user_id_str: user.user_id_str,
        name: user.name,
        screen_name: user.screen_name,
        mobile: maskMobile(user.mobile),
        connects: user.connects,
      },
    });
  });

  routes.get('/logout/', (c) => {
    closeSession(c, store);
    return c.redirect(logoutReturn(c, c.req.query('page') ?? '/', pageOrigins, log), 302);
  });

  return routes;
}
