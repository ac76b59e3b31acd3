import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

const MOBILE = '13512345678';

describe('send_activation_code/v2', () => {
  it('sends a 4-digit code, readable at /__dev/sms and printed through log', async () => {
    const t = createTestApp();
    const answer = await t.sendCode(MOBILE);
    expect(await answer.json()).toEqual({ error_code: 0, description: 'success', data: { retry_time: 60 } });

    const sms = await (await t.get(`/__dev/sms/${MOBILE}`)).json();
    expect(sms).toEqual({ mobile: MOBILE, code: expect.stringMatching(/^\d{4}$/), expiresAt: expect.any(Number) });
    expect(t.logs.some((line) => line.includes(MOBILE) && line.includes(sms.code))).toBe(true);
  });

  it('answers 404 at /__dev/sms for a mobile no code went to', async () => {
    expect((await createTestApp().get(`/__dev/sms/${MOBILE}`)).status).toBe(404);
  });

  it('refuses a malformed mobile with 1001', async () => {
    const t = createTestApp();
    expect(await (await t.sendCode('1234')).json()).toMatchObject({ error_code: 1001, description: '手机号格式错误' });
    const notHex = await t.get('/send_activation_code/v2/?mobile=zz&mix_mode=1');
    expect(await notHex.json()).toMatchObject({ error_code: 1001 });
  });

  it('refuses a resend within 60 s with 1206, and allows it after', async () => {
    const t = createTestApp();
    await t.sendCode(MOBILE);
    t.advance(59_999);
    expect(await (await t.sendCode(MOBILE)).json()).toMatchObject({ error_code: 1206, description: '发送过于频繁' });
    t.advance(1);
    expect(await (await t.sendCode(MOBILE)).json()).toMatchObject({ error_code: 0 });
  });

  it('demands a captcha (1105 with an SVG data URL) when the share says so', async () => {
    const t = createTestApp({ captchaRate: 1 });
    const answer = await (await t.sendCode(MOBILE)).json();
    expect(answer).toMatchObject({ error_code: 1105, description: '需要验证码' });
    expect(answer.data.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await t.get(`/__dev/sms/${MOBILE}`)).status).toBe(404);
  });

  it('sends the code when the request is retried with the right captcha answer', async () => {
    const t = createTestApp({ captchaRate: 1 });
    await t.sendCode(MOBILE);
    const { answer } = await (await t.get(`/__dev/captcha/${MOBILE}`)).json();
    expect(answer).toMatch(/^[A-Z0-9]{4}$/);

    expect(await (await t.sendCode(MOBILE, answer)).json()).toMatchObject({ error_code: 0 });
    expect((await t.get(`/__dev/captcha/${MOBILE}`)).status).toBe(404);
  });

  it('answers a wrong captcha answer with a fresh 1105', async () => {
    const t = createTestApp({ captchaRate: 1 });
    await t.sendCode(MOBILE);
    const first = (await (await t.get(`/__dev/captcha/${MOBILE}`)).json()).answer as string;

    const retry = await (await t.sendCode(MOBILE, first === 'AAAA' ? 'BBBB' : 'AAAA')).json();
    expect(retry).toMatchObject({ error_code: 1105, data: { captcha: expect.any(String) } });
    expect((await t.get(`/__dev/captcha/${MOBILE}`)).status).toBe(200);
    expect((await t.get(`/__dev/sms/${MOBILE}`)).status).toBe(404);
  });
});

describe('quick_login/v2', () => {
  it('logs in with the code: redirect_url, user_id_str and an HttpOnly ck_session cookie', async () => {
    const t = createTestApp();
    await t.sendCode(MOBILE);
    const answer = await t.quickLogin(MOBILE, await t.smsCode(MOBILE));

    expect(await answer.json()).toEqual({
      error_code: 0,
      description: 'success',
      data: { user_id_str: expect.stringMatching(/^\d+$/) },
      redirect_url: 'http://127.0.0.1/page',
    });
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^ck_session=[0-9a-f]{32};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
  });

  it('gives a new user the same id on every login', async () => {
    const t = createTestApp();
    const first = await t.login(MOBILE);
    t.advance(60_000);
    const second = await t.login(MOBILE);
    const idOf = async (cookie: string) =>
      (await (await t.get('/passport/account/info/v2/?aid=1128', cookie)).json()).data.user_id_str;
    expect(second).not.toBe(first);
    expect(await idOf(second)).toBe(await idOf(first));
  });

  it('refuses a wrong code with 1202', async () => {
    const t = createTestApp();
    await t.sendCode(MOBILE);
    const wrong = (await t.smsCode(MOBILE)) === '0000' ? '1111' : '0000';
    const answer = await t.quickLogin(MOBILE, wrong);
    expect(await answer.json()).toMatchObject({ error_code: 1202, description: '验证码错误' });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  it('accepts a code once', async () => {
    const t = createTestApp();
    await t.sendCode(MOBILE);
    const code = await t.smsCode(MOBILE);
    expect(await (await t.quickLogin(MOBILE, code)).json()).toMatchObject({ error_code: 0 });
    expect(await (await t.quickLogin(MOBILE, code)).json()).toMatchObject({ error_code: 1202 });
  });

  it('refuses a code older than 5 minutes with 1203', async () => {
    const t = createTestApp();
    await t.sendCode(MOBILE);
    const code = await t.smsCode(MOBILE);
    t.advance(5 * 60_000 + 1);
    expect(await (await t.quickLogin(MOBILE, code)).json()).toMatchObject({
      error_code: 1203,
      description: '验证码已过期',
    });
  });

  it('honours a configured code lifetime', async () => {
    const t = createTestApp({ codeTtlMs: 1_000 });
    await t.sendCode(MOBILE);
    const code = await t.smsCode(MOBILE);
    t.advance(1_001);
    expect(await (await t.quickLogin(MOBILE, code)).json()).toMatchObject({ error_code: 1203 });
  });
});

describe('passport/account/info/v2', () => {
  it('describes the logged-in user with a masked mobile', async () => {
    const t = createTestApp();
    const cookie = await t.login('13800000000');
    expect(await (await t.get('/passport/account/info/v2/?aid=1128', cookie)).json()).toEqual({
      message: 'success',
      data: {
        user_id_str: '1000000000000001',
        name: 'Demo Player',
        screen_name: '星河旅人',
        mobile: '138****0000',
        connects: [{ platform: 'douyin', platform_screen_name: '星河旅人的抖音' }],
      },
    });
  });

  it('gives a user without names empty fields', async () => {
    const t = createTestApp();
    const answer = await (await t.get('/passport/account/info/v2/', await t.login('13700000002'))).json();
    expect(answer.data).toMatchObject({ name: '', screen_name: '', connects: [] });
  });

  it('answers 未登录 without a session', async () => {
    const t = createTestApp();
    expect(await (await t.get('/passport/account/info/v2/?aid=1128')).json()).toEqual({
      message: 'error',
      data: { error_code: 1, description: '未登录' },
    });
  });
});

describe('check_login', () => {
  it('says whether the browser has a session, with its user id', async () => {
    const t = createTestApp();
    const cookie = await t.login('13800000000');
    expect(await (await t.get('/check_login/?aid=1128', cookie)).json()).toMatchObject({
      error_code: 0,
      data: { has_login: true, user_id_str: '1000000000000001' },
    });
    expect(await (await t.get('/check_login/?aid=1128')).json()).toMatchObject({ error_code: 0, data: { has_login: false } });
  });
});

describe('logout', () => {
  it('ends the session, clears the cookie and redirects to page', async () => {
    const t = createTestApp();
    const cookie = await t.login(MOBILE);
    const answer = await t.get('/logout/?page=http%3A%2F%2Flocalhost%2Fnext&aid=1128&service=x', cookie);

    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('http://localhost/next');
    expect(answer.headers.get('set-cookie')).toMatch(/^ck_session=;.*Max-Age=0/);
    const check = await (await t.get('/act/demo-app/passport/login_check?activity_id=demo-activity', cookie)).json();
    expect(check.data).toEqual({ has_login: false });
  });
});
