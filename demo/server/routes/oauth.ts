import type { Context } from 'hono';
import { Hono } from 'hono';
import { escapeHtml } from '../html-text';
import { readMixed } from '../obfuscation';
import { isReturnAddress } from '../return-address';
import { openSession, sessionUser } from '../session';
import type { PassportDirectory } from '../state/passport-directory';
import { DEMO_PLATFORM_APPS, type OAuthGrants } from '../state/oauth-grants';
import type { ContractStore } from '../store';
import { error, mask, MOBILE, ok, readFields, type Fields } from './passport-wire';

const PROVIDER_NAMES: Readonly<Record<string, string>> = {
  apple: 'Apple', google: 'Google', facebook: 'Facebook', line: 'LINE', twitter: 'X (Twitter)', vk: 'VK', weibo: '微博', tiktok: 'TikTok', kakao: 'Kakao', douyin: '抖音', toutiao: '今日头条', aweme: '抖音',
};

/** Adds params to an address, in its query or (for implicit grants) its fragment. */
function back(redirectUri: string, params: Record<string, string | undefined>, fragment = false): string {
  const url = new URL(redirectUri);
  const target = fragment ? new URLSearchParams() : url.searchParams;
  for (const [name, value] of Object.entries(params)) if (value !== undefined) target.set(name, value);
  if (fragment) url.hash = target.toString();
  return url.toString();
}

function consentPage(provider: string, approve: string, deny: string): string {
  const name = escapeHtml(PROVIDER_NAMES[provider] ?? provider);
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${name} 授权登录</title><style>body{font:16px/1.6 system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px}
a{display:inline-block;margin:8px 8px 0 0;padding:10px 18px;border-radius:8px;text-decoration:none}
.ok{background:#1a73e8;color:#fff}.no{border:1px solid #999;color:#333}</style></head>
<body><main><h1>${name} 授权登录（本地模拟）</h1><p>星渊回响活动页请求使用你的 ${name} 账号登录。</p>
<a class="ok" href="${escapeHtml(approve)}">同意授权</a><a class="no" href="${escapeHtml(deny)}">拒绝</a></main></body></html>`;
}

/**
 * A fake OAuth provider per provider (authorise, then back with a code and the state, or with an
 * error), the passport's web_login (OAuth 1.0a for twitter, server-side apple), and
 * /passport/web/auth/login/ exchanging what they issued for a session.
 */
export function oauthRoutes(store: ContractStore, grants: OAuthGrants, log: (line: string) => void, directory: PassportDirectory): { provider: Hono; passport: Hono } {
  const provider = new Hono();
  const passport = new Hono();

  /** The platform whose grant the credentials carry (used up), or undefined when they carry none valid. */
  const redeemed = (f: Fields): string | undefined => {
    const platform = f.platform || Object.entries(DEMO_PLATFORM_APPS).find(([, id]) => String(id) === f.platform_app_id)?.[0];
    if (!platform || String(DEMO_PLATFORM_APPS[platform]) !== f.platform_app_id) return undefined;
    const valid = platform === 'twitter' ? grants.redeemVerifier(f.access_token, f.access_token_secret) : grants.redeem(platform, f.code) || grants.redeem(platform, f.access_token);
    return valid ? platform : undefined;
  };
  const expired = (c: Context) => c.json(error(1028, '授权已失效，请重新登录'));
  /** Signs in the account keyed `key`, with the platform among its connects. */
  const logInBound = (c: Context, key: string) => {
    const user = openSession(c, store, key);
    return c.json(ok({ user_id_str: user.user_id_str, screen_name: user.screen_name, mobile: mask(directory.shownMobile(directory.profile(key)) || key) }));
  };

  provider.get('/:provider/authorize', (c) => {
    const name = c.req.param('provider');
    const redirectUri = c.req.query('redirect_uri');
    if (!(name in DEMO_PLATFORM_APPS)) return c.text('unknown provider', 404);
    if (!isReturnAddress(c, redirectUri)) return c.text('redirect_uri is not registered for this client', 400);
    const state = c.req.query('state');
    const implicit = c.req.query('response_type') === 'token';
    const grant = grants.issue(name, implicit ? 'token' : 'code');
    const approve = back(redirectUri, { [implicit ? 'access_token' : 'code']: grant, state }, implicit);
    const deny = back(redirectUri, { error: 'access_denied', error_description: 'user denied your request.', state });
    return c.html(consentPage(name, approve, deny));
  });

  provider.get('/twitter/authenticate', (c) => {
    const token = c.req.query('oauth_token') ?? '';
    const next = grants.denyUrl(token);
    if (!next) return c.text('unknown oauth_token', 400);
    return c.html(consentPage('twitter', `/oauth/twitter/approve?oauth_token=${encodeURIComponent(token)}`, back(next, { denied: token })));
  });

  provider.get('/twitter/approve', (c) => {
    const token = c.req.query('oauth_token') ?? '';
    const approved = grants.approve(token);
    if (!approved) return c.text('unknown oauth_token', 400);
    return c.redirect(back(approved.next, { oauth_token: token, oauth_verifier: approved.verifier }), 302);
  });

  passport.get('/web_login/', (c) => {
    const next = c.req.query('next');
    const name = Object.entries(DEMO_PLATFORM_APPS).find(([, id]) => String(id) === c.req.query('platform_app_id'))?.[0];
    if (!name || !isReturnAddress(c, next)) return c.json({ message: 'error', data: { error_code: 1001, description: 'platform_app_id or next is invalid' } }, 400);
    if (name === 'twitter') return c.redirect(`/oauth/twitter/authenticate?oauth_token=${grants.requestToken(next)}`, 302);
    return c.redirect(`/oauth/${name}/authorize?${new URLSearchParams({ redirect_uri: next, response_type: 'code' })}`, 302);
  });

  passport.post('/auth/login/', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    const platform = form.platform ?? '';
    const code = readMixed(form.code, form.mix_mode);
    const accessToken = form.access_token;
    const ok =
      platform === 'twitter' ? grants.redeemVerifier(accessToken, form.access_token_secret) : grants.redeem(platform, code) || grants.redeem(platform, accessToken);
    if (!ok || String(DEMO_PLATFORM_APPS[platform]) !== form.platform_app_id) {
      return c.json({ message: 'error', data: { error_code: 1028, description: '授权已失效，请重新登录', captcha: '' } });
    }
    const bound = directory.thirdPartyOwner(platform);
    if (bound !== undefined) return logInBound(c, bound);
    const index = Object.keys(DEMO_PLATFORM_APPS).indexOf(platform);
    const user = openSession(c, store, `1990000${String(index).padStart(4, '0')}`);
    const screen = `${PROVIDER_NAMES[platform] ?? platform} 玩家`;
    Object.assign(user, { screen_name: screen, connects: [{ platform, platform_screen_name: screen }] });
    log(`[oauth] ${platform} login for ${user.user_id_str}`);
    return c.json({ message: 'success', data: { user_id_str: user.user_id_str, screen_name: screen } });
  });

  /** Logs in only an account the platform is bound to; otherwise 1011 with a profile_key for bind_login. */
  passport.post('/auth/login_only/', async (c) => {
    const platform = redeemed(await readFields(c));
    if (!platform) return expired(c);
    const bound = directory.thirdPartyOwner(platform);
    if (bound !== undefined) return logInBound(c, bound);
    return c.json(error(1011, '该第三方账号未绑定账号', { profile_key: directory.issueTicket(`platform:${platform}`) }));
  });

  /** The masked mobile of the account the profile's platform is bound to ('' when none). */
  passport.post('/auth/show_oauth_mobile/', async (c) => {
    const f = await readFields(c);
    const platform = directory.peekTicket(f.profile_key)?.replace(/^platform:/, '');
    if (!platform || String(DEMO_PLATFORM_APPS[platform]) !== f.platform_app_id) return c.json(error(1030, 'profile_key 无效'));
    const owner = directory.thirdPartyOwner(platform);
    const shown = owner === undefined ? '' : directory.shownMobile(directory.profile(owner));
    return c.json(ok({ mobile: shown ? mask(shown) : '' }));
  });

  /** A third-party login that binds a mobile: fresh credentials or a profile_key, plus the mobile and its code. */
  passport.post('/auth/bind_login/', async (c) => {
    const f = await readFields(c);
    const fromProfile = directory.peekTicket(f.profile_key)?.replace(/^platform:/, '');
    const platform = fromProfile ?? redeemed(f);
    if (!platform) return expired(c);
    if (!f.mobile || !MOBILE.test(f.mobile)) return c.json(error(1001, '手机号格式错误'));
    if (directory.checkCode(f.mobile, f.code, ['24', '17', '8']) !== 'ok') return c.json(error(1202, '验证码错误'));
    const key = directory.canonical(f.mobile) ?? f.mobile;
    directory.bindThirdParty(platform, key);
    log(`[oauth] ${platform} bound to ${key} by bind_login`);
    return logInBound(c, key);
  });

  /** Proves the logged-in visitor by a platform bound to the account: a verify_ticket. */
  passport.post('/auth/verify/', async (c) => {
    const user = sessionUser(c, store);
    if (!user) return c.json(error(1, '未登录'));
    const platform = redeemed(await readFields(c));
    if (!platform) return expired(c);
    if (directory.thirdPartyOwner(platform) !== user.mobile) return c.json(error(1030, '该第三方账号未绑定此账号'));
    return c.json(ok({ verify_ticket: directory.issueTicket(user.mobile) }));
  });

  for (const operation of ['bind', 'change', 'switch_bind', 'unbind'] as const) {
    passport.post(`/auth/${operation}/`, async (c) => {
      const user = sessionUser(c, store);
      if (!user) return c.json(error(1, '未登录'));
      const f = await readFields(c);
      if (operation === 'unbind') {
        const platform = f.platform || Object.entries(DEMO_PLATFORM_APPS).find(([, id]) => String(id) === f.platform_app_id)?.[0];
        if (!platform || directory.thirdPartyOwner(platform) !== user.mobile) return c.json(error(1061, '未绑定该第三方账号'));
        directory.unbindThirdParty(platform);
        return c.json(ok());
      }
      const platform = redeemed(f);
      if (!platform) return expired(c);
      const owner = directory.thirdPartyOwner(platform);
      if (operation === 'change' && owner !== user.mobile) return c.json(error(1061, '未绑定该第三方账号'));
      if (operation === 'bind' && owner !== undefined && owner !== user.mobile && f.unbind_exist !== '1') return c.json(error(1057, '该第三方账号已绑定其他账号'));
      directory.bindThirdParty(platform, user.mobile);
      log(`[oauth] ${platform} ${operation} for ${user.mobile}`);
      return c.json(ok({ platform }));
    });
  }

  return { provider, passport };
}
