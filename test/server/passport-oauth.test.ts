import { describe, expect, it } from 'vitest';
import { mix } from './helpers';
import { passportOverContract } from './passport-support';

const PAGE = 'http://localhost/account.html?login_type=google';

async function approveLink(t: ReturnType<typeof passportOverContract>, path: string): Promise<URL> {
  const html = await (await t.get(path)).text();
  const href = /class="ok" href="([^"]+)"/.exec(html)?.[1]?.replace(/&#38;/g, '&');
  if (!href) throw new Error('no approve link');
  return new URL(href, 'http://localhost');
}

describe('contract server: fake OAuth providers and the passport exchange', () => {
  it('authorise -> back with a code and the state; the code is exchanged once at auth/login for a session', async () => {
    const t = passportOverContract();
    const approve = await approveLink(t, `/oauth/google/authorize?${new URLSearchParams({ client_id: 'c', redirect_uri: PAGE, state: 'S1', response_type: 'code' })}`);
    expect(approve.searchParams.get('state')).toBe('S1');
    const code = approve.searchParams.get('code')!;
    const first = await t.passport.login.authLogin({ platformAppId: 12, platform: 'google', code });
    expect(first.data.screen_name).toBe('Google 玩家');
    expect((await t.passport.login.accountInfoV2()).data.user_id_str).toBe(first.data.user_id_str);
    await expect(t.passport.login.authLogin({ platformAppId: 12, platform: 'google', code })).rejects.toMatchObject({ message: '授权已失效，请重新登录' });
  });

  it('the deny link carries error=access_denied with the description and the state', async () => {
    const t = passportOverContract();
    const html = await (await t.get(`/oauth/weibo/authorize?${new URLSearchParams({ redirect_uri: PAGE, state: 'S2' })}`)).text();
    const deny = new URL(/class="no" href="([^"]+)"/.exec(html)![1]!.replace(/&#38;/g, '&'));
    expect(Object.fromEntries(deny.searchParams)).toMatchObject({ error: 'access_denied', error_description: 'user denied your request.', state: 'S2' });
  });

  it('refuses a redirect_uri on another origin, and an unknown provider', async () => {
    const t = passportOverContract();
    expect((await t.get(`/oauth/google/authorize?redirect_uri=${encodeURIComponent('https://evil.test/')}`)).status).toBe(400);
    expect((await t.get('/oauth/myspace/authorize')).status).toBe(404);
  });

  it('a code from one provider is refused for another', async () => {
    const t = passportOverContract();
    const approve = await approveLink(t, `/oauth/line/authorize?${new URLSearchParams({ redirect_uri: PAGE, state: 'x' })}`);
    const form = new URLSearchParams({ platform: 'google', platform_app_id: '12', code: mix(approve.searchParams.get('code')!), mix_mode: '1' });
    const answer = await t.app.request('/passport/web/auth/login/', { method: 'POST', body: form, headers: { ...t.csrf(), 'content-type': 'application/x-www-form-urlencoded' } });
    expect(await answer.json()).toMatchObject({ message: 'error', data: { error_code: 1028 } });
  });

  it('twitter: web_login -> authenticate -> approve -> next with oauth_token and oauth_verifier, exchanged once', async () => {
    const t = passportOverContract();
    const next = 'http://localhost/account.html?login_type=twitter&state=S3';
    const start = await t.get(`/passport/web/web_login/?${new URLSearchParams({ platform_app_id: '15', next })}`);
    expect(start.status).toBe(302);
    const approve = await approveLink(t, start.headers.get('location')!);
    const back = new URL((await t.get(approve.pathname + approve.search)).headers.get('location')!);
    expect(back.searchParams.get('state')).toBe('S3');
    const accessToken = back.searchParams.get('oauth_token')!;
    const accessTokenSecret = back.searchParams.get('oauth_verifier')!;
    await t.passport.login.authLogin({ platformAppId: 15, platform: 'twitter', accessToken, accessTokenSecret });
    await expect(t.passport.login.authLogin({ platformAppId: 15, platform: 'twitter', accessToken, accessTokenSecret })).rejects.toMatchObject({ code: 'SERVER' });
  });
});
