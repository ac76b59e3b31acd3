import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

describe('contract server: game-account logins and login-status entries (SPEC §7)', () => {
  it('/web_b/account/login gives the session user a game user and token; /web/account/login accepts that token only', async () => {
    const t = createTestApp();
    const form = (body: Record<string, string>, cookie?: string) =>
      t.app.request('/web_b/account/login', { method: 'POST', body: new URLSearchParams(body), headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) } });
    expect(await (await form({ sdk_app_id: '1782', aid: '1128' })).json()).toMatchObject({ code: 10000, message: 'Not Login!' });
    const cookie = await t.login('13800000000');
    const answer = (await (await form({ sdk_app_id: '1782', aid: '1128' }, cookie)).json()) as { code: number; data: { users: { user_id: string; token: string }[] } };
    expect(answer.code).toBe(0);
    const [user] = answer.data.users;
    expect(user).toMatchObject({ user_id: '1000000000000001', token: expect.stringMatching(/^[0-9a-f]{32}$/) });
    const web = (body: Record<string, string>) => t.app.request('/web/account/login', { method: 'POST', body: new URLSearchParams(body) });
    expect(await (await web({ channel_id: 'bsdkintl', aid: '1128', user_id: user!.user_id, token: user!.token })).json()).toMatchObject({ code: 0, data: { users: [{ user_id: user!.user_id }] } });
    expect(await (await web({ user_id: user!.user_id, token: 'forged' })).json()).toMatchObject({ code: 10003 });
  });

  it('GET /act/login_status?appid= lists the demo providers', async () => {
    const t = createTestApp();
    const body = (await (await t.get('/act/login_status?appid=demo-app')).json()) as { success: boolean; result: { type: string }[] };
    expect(body.success).toBe(true);
    expect(body.result.map((entry) => entry.type)).toContain('google');
    expect(await (await t.get('/act/login_status')).json()).toMatchObject({ success: false });
  });
});
