import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { logInWithLinePopup } from './support/visitor';
import { readImagePixels } from './support/pixels';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

async function openAccountPage(page: Page, method: string): Promise<void> {
  await page.goto(`${session.server.url}/account.html`);
  await page.getByRole('tab', { name: method }).click();
}

/** Drags the slide captcha's handle by `dx` px, as a person does with the mouse. */
async function drag(page: Page, dx: number): Promise<void> {
  const handle = page.getByRole('slider', { name: '拖动滑块完成拼图' });
  const box = (await handle.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width / 2 + (dx * step) / 10, y);
  await page.mouse.up();
}

/** Reads the QR code the page shows, as a phone camera would. */
async function readQr(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: '登录二维码' });
  await image.waitFor();
  const pixels = await readImagePixels(image);
  const decoded = jsQR(pixels.data, pixels.width, pixels.height);
  if (!decoded) throw new Error('the QR code could not be read');
  return decoded.data;
}

describe('passport login in Chromium (account page)', () => {
  it('SMS login through a captcha demand: the slide must reach the gap, then the code is sent and the login works', async () => {
    const mobile = '13522220001';
    await session.dev('passport/demand', { body: { kind: 'captcha', path: '/passport/web/send_code/', target: mobile } });
    const { page } = await session.visitor();
    await openAccountPage(page, '短信登录');
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();

    const slide = page.getByRole('dialog', { name: '安全验证' });
    await slide.waitFor();
    const first = await session.dev<{ x: number }>('passport/slide');
    await drag(page, first.x + 30);
    await expect.poll(() => slide.getByRole('status').innerText()).toBe('验证失败，请重试');
    const second = await session.dev<{ x: number; id: string }>('passport/slide');
    expect(second).not.toEqual(first);
    await drag(page, second.x);
    await slide.waitFor({ state: 'detached' });

    await expect.poll(() => page.getByRole('button', { name: /^\d+s$/ }).count()).toBe(1);
    const { code } = await session.dev<{ code: string }>(`passport/code/${mobile}`);
    await page.getByLabel('验证码', { exact: true }).fill(code);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);
    expect(await page.evaluate(() => typeof (window as { byted_acrawler?: unknown }).byted_acrawler)).toBe('object');
    const post = await session.dev<{ path: string; query: Record<string, string>; csrfHeader: boolean }>('passport/last-post');
    expect(post).toMatchObject({ path: '/passport/web/sms_login/', csrfHeader: true, query: { aid: '1128', account_sdk_source: 'web', language: 'zh' } });
    expect(post.query._signature).toMatch(/^_02B4Z6wo00f01[0-9a-f]+$/);
  });

  it('closing the slide captcha fails the request with a sentence (not the CLOSE_CAPTCHA code) and sends no code', async () => {
    const mobile = '13522220002';
    await session.dev('passport/demand', { body: { kind: 'captcha', path: '/passport/web/send_code/', target: mobile } });
    const { page } = await session.visitor();
    await openAccountPage(page, '短信登录');
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    const slide = page.getByRole('dialog', { name: '安全验证' });
    await slide.getByRole('button', { name: '关闭' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('安全验证已关闭，请完成验证后重试');
    const answer = await fetch(`${session.server.url}/__dev/passport/code/${mobile}`);
    expect(answer.status).toBe(404);
    // The demand still stands for this mobile: solved, the code goes.
    await page.getByRole('button', { name: '获取验证码' }).click();
    await slide.waitFor();
    await drag(page, (await session.dev<{ x: number }>('passport/slide')).x);
    await expect.poll(() => page.getByRole('button', { name: /^\d+s$/ }).count()).toBe(1);
  });

  it('QR login: the code read from the page is confirmed on a second device, and the page comes back logged in', async () => {
    const desk = await session.visitor();
    await openAccountPage(desk.page, '扫码登录');
    await desk.page.getByText('请使用抖音 App 扫码登录').waitFor();
    const confirmUrl = await readQr(desk.page);
    expect(new URL(confirmUrl).pathname).toBe('/passport/web/qr_confirm/');

    const phone = await session.visitor();
    await openAccountPage(phone.page, '密码登录');
    await phone.page.getByLabel('账号（邮箱、用户名或手机号）').fill('starfarer');
    await phone.page.getByLabel('密码', { exact: true }).fill('Passw0rd!');
    await phone.page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => phone.page.getByLabel('当前用户').count()).toBe(1);
    await phone.page.goto(confirmUrl);
    await expect.poll(() => desk.page.getByText('已扫码，请在手机上确认').count()).toBe(1);
    await phone.page.getByText('登录账号：138******00').waitFor();
    await phone.page.getByRole('button', { name: '确认登录' }).click();

    await desk.page.waitForURL(/auto_auth=true&awe_login=success/);
    await expect.poll(() => desk.page.getByLabel('当前用户').innerText()).toBe('星河旅人');
    const url = new URL(desk.page.url());
    expect(url.pathname).toBe('/account.html');
  });

  it('password login meets a second-verification demand: the code goes to the bound mobile and the login completes', async () => {
    await session.dev('passport/demand', { body: { kind: 'second', mobile: '13800000000' } });
    const { page } = await session.visitor();
    await openAccountPage(page, '密码登录');
    await page.getByLabel('账号（邮箱、用户名或手机号）').fill('starfarer');
    await page.getByLabel('密码', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '二次验证' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('138******00');
    await dialog.getByRole('button', { name: '发送验证码' }).click();
    await expect.poll(async () => (await fetch(`${session.server.url}/__dev/passport/code/13800000000`)).status).toBe(200);
    const { code } = await session.dev<{ code: string }>('passport/code/13800000000');
    await dialog.getByLabel('短信验证码').fill(code);
    await dialog.getByRole('button', { name: '验证', exact: true }).click();
    await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);
  });

  it('email code login, then the account operations: set a password, unbind and bind an email', async () => {
    const { page } = await session.visitor();
    await openAccountPage(page, '邮箱登录');
    await page.getByLabel('验证码登录').check();
    await page.getByLabel('邮箱', { exact: true }).fill('lilei@example.com');
    await page.getByRole('button', { name: '发送验证码' }).click();
    await expect.poll(async () => (await fetch(`${session.server.url}/__dev/passport/code/lilei@example.com`)).status).toBe(200);
    const { code } = await session.dev<{ code: string }>('passport/code/lilei@example.com');
    await page.getByLabel('邮箱验证码').fill(code);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByLabel('当前用户').innerText()).toBe('李雷');

    await page.getByLabel('新密码').fill('a-new-password');
    await page.getByRole('button', { name: '保存密码' }).click();
    await expect.poll(() => page.getByRole('form', { name: '修改密码' }).count()).toBe(1);
    await expect.poll(() => page.getByLabel('邮箱地址').innerText()).toBe('lilei@example.com');

    await page.getByRole('button', { name: '解绑邮箱' }).click();
    await expect.poll(() => page.getByLabel('邮箱地址').innerText()).toBe('未绑定');
    const bind = page.getByRole('form', { name: '绑定邮箱' });
    await bind.getByLabel('新邮箱').fill('lei.li@example.com');
    await bind.getByRole('button', { name: '发送验证码' }).click();
    await expect.poll(async () => (await fetch(`${session.server.url}/__dev/passport/code/lei.li@example.com`)).status).toBe(200);
    const bindCode = await session.dev<{ code: string }>('passport/code/lei.li@example.com');
    await bind.getByLabel('邮箱验证码').fill(bindCode.code);
    await bind.getByRole('button', { name: '绑定', exact: true }).click();
    await expect.poll(() => page.getByLabel('邮箱地址').innerText()).toBe('lei.li@example.com');
  });
});

describe('password reset and cancellation in Chromium', () => {
  const codeOf = async (target: string) => {
    await expect.poll(async () => (await fetch(`${session.server.url}/__dev/passport/code/${target}`)).status).toBe(200);
    return (await session.dev<{ code: string }>(`passport/code/${target}`)).code;
  };

  it('a visitor resets the password by SMS and logs in with the new one', async () => {
    const { page } = await session.visitor();
    await openAccountPage(page, '找回密码');
    await page.getByLabel('手机号').fill('13522220005');
    await page.getByRole('button', { name: '发送验证码' }).click();
    await page.getByLabel('短信验证码').fill(await codeOf('13522220005'));
    await page.getByLabel('新密码').fill('reset-by-sms-1');
    await page.getByRole('button', { name: '重置密码' }).click();
    await page.getByText('密码已重置，请用新密码登录').waitFor();
    await page.getByRole('tab', { name: '密码登录' }).click();
    await page.getByLabel('账号（邮箱、用户名或手机号）').fill('13522220005');
    await page.getByLabel('密码', { exact: true }).fill('reset-by-sms-1');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);
  });

  it('a logged-in visitor rebinds the mobile, then logs in with the new one', async () => {
    const oldMobile = '13522220007';
    const newMobile = '13522220008';
    const { page } = await session.visitor();
    await openAccountPage(page, '短信登录');
    await page.getByLabel('手机号').fill(oldMobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码', { exact: true }).fill(await codeOf(oldMobile));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByLabel('手机号码').innerText()).toBe('135******07');

    const prove = page.getByRole('form', { name: '换绑或解绑手机' });
    await prove.getByRole('button', { name: '发送验证码' }).click();
    await expect.poll(async () => (await session.dev<{ sent: number }>(`passport/code/${oldMobile}`)).sent).toBe(2);
    await prove.getByLabel('原手机验证码').fill(await codeOf(oldMobile));
    await prove.getByRole('button', { name: '验证原手机' }).click();
    const rebind = page.getByRole('form', { name: '换绑手机' });
    await rebind.getByLabel('新手机号').fill(newMobile);
    await rebind.getByRole('button', { name: '发送验证码' }).click();
    await rebind.getByLabel('新手机验证码').fill(await codeOf(newMobile));
    await rebind.getByRole('button', { name: '确认换绑' }).click();
    await expect.poll(() => page.getByLabel('手机号码').innerText()).toBe('135******08');
  });

  it('a logged-in visitor cancels the account: logged out, and the mobile cannot log in again', async () => {
    const mobile = '13522220006';
    const { page } = await session.visitor();
    await openAccountPage(page, '短信登录');
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByLabel('验证码', { exact: true }).fill(await codeOf(mobile));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);

    const form = page.getByRole('form', { name: '注销账号' });
    await form.getByRole('button', { name: '发送验证码' }).click();
    await expect.poll(() => form.getByRole('button', { name: '重新发送' }).count()).toBe(1);
    await form.getByLabel('绑定手机验证码').fill(await codeOf(mobile));
    await form.getByRole('button', { name: '确认注销' }).click();
    await expect.poll(() => page.getByRole('tab', { name: '短信登录' }).count()).toBe(1);

    await page.getByRole('tab', { name: '短信登录' }).click();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^\d+s$/ }).count()).toBe(1);
    await page.getByLabel('验证码', { exact: true }).fill(await codeOf(mobile));
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('账号已注销');
  });
});

describe('third-party provider logins in Chromium (fake providers on the contract server)', () => {
  const accountUrl = () => `${session.server.url}/account.html`;

  it('redirect login: authorise at the provider, come back logged in with a clean address bar', async () => {
    const { page } = await session.visitor();
    await openAccountPage(page, '第三方登录');
    await page.getByRole('button', { name: 'Google' }).click();
    await page.waitForURL(/\/oauth\/google\/authorize/);
    const authorize = new URL(page.url());
    expect(authorize.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    // What the address holds when the page first shows content: the code is already gone.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) (window as { addressAtFirstPaint?: string }).addressAtFirstPaint ??= location.href;
      }).observe({ type: 'paint', buffered: true });
    });
    await page.getByRole('link', { name: '同意授权' }).click();
    await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);
    expect(await page.getByLabel('当前用户').innerText()).toBe('Google 玩家');
    expect(page.url()).toBe(accountUrl());
    expect(await page.evaluate(() => (window as { addressAtFirstPaint?: string }).addressAtFirstPaint)).toBe(accountUrl());
  });

  it('popup login: the popup hands the return to the page, closes, and the page logs in', async () => {
    const { page } = await session.visitor();
    await openAccountPage(page, '第三方登录');
    await logInWithLinePopup(page);
    expect(page.url()).toBe(accountUrl());
  });

  it('twitter through the passport web_login (OAuth 1.0a): back with oauth_token and oauth_verifier', async () => {
    const { page } = await session.visitor();
    await openAccountPage(page, '第三方登录');
    await page.getByRole('button', { name: 'X (Twitter)' }).click();
    await page.getByRole('link', { name: '同意授权' }).click();
    await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);
    expect(await page.getByLabel('当前用户').innerText()).toBe('X (Twitter) 玩家');
    expect(page.url()).toBe(accountUrl());
  });

  it('a tampered state is rejected: no login, the failure shown, the address bar clean', async () => {
    const { page } = await session.visitor();
    await openAccountPage(page, '第三方登录');
    await page.getByRole('button', { name: 'Google' }).click();
    const approve = new URL((await page.getByRole('link', { name: '同意授权' }).getAttribute('href'))!, page.url());
    approve.searchParams.set('state', 'f'.repeat(32));
    await page.goto(approve.toString());
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('alert').innerText()).toBe('第三方登录失败：login fail!');
    expect(await page.getByLabel('当前用户').count()).toBe(0);
    expect(page.url()).toBe(accountUrl());
  });

  it('a provider error return is reported with its message, and removed from the address', async () => {
    const { page } = await session.visitor();
    await openAccountPage(page, '第三方登录');
    await page.getByRole('button', { name: '微博' }).click();
    await page.getByRole('link', { name: '拒绝' }).click();
    await expect.poll(() => page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('alert').innerText()).toBe('第三方登录失败：user denied your request.');
    expect(page.url()).toBe(accountUrl());
  });
});

describe('app-authorisation login in Chromium (SPEC §4)', () => {
  it("inside the simulated short-video app: the bridge authorises and the page logs in", async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/account.html?simulate=app`);
    expect(await page.evaluate(() => navigator.userAgent)).toContain('AppName/aweme');
    await page.getByRole('tab', { name: '抖音授权' }).click();
    await page.getByRole('button', { name: '抖音授权登录' }).click();
    await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);
    expect(await page.getByLabel('当前用户').innerText()).toBe('抖音 玩家');
    const calls = await page.evaluate(() => window.__campaignKitFakes?.app?.calls.map((call) => call.func));
    expect(calls).toContain('login');
  });

  it('in a plain browser the app does not open: after 3 s the visitor goes to the short-video website', async () => {
    const { page, context } = await session.visitor();
    await context.route('https://www.douyin.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>douyin</title>' }));
    await page.goto(`${session.server.url}/account.html`);
    await page.getByRole('tab', { name: '抖音授权' }).click();
    const started = Date.now();
    await page.getByRole('button', { name: '抖音授权登录' }).click();
    // The app-authorisation code loads on this click, so the scheme link's aborted navigation comes
    // after the click returns: poll the address rather than wait for one navigation.
    await expect.poll(() => page.url(), { timeout: 10_000 }).toBe('https://www.douyin.com/');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });
  it('logout after a passport web login leaves by /passport/web/logout/ (account_sdk_source=web, next) and comes back logged out', async () => {
    const { page } = await session.visitor();
    await openAccountPage(page, '密码登录');
    await page.getByLabel('账号（邮箱、用户名或手机号）').fill('starfarer');
    await page.getByLabel('密码', { exact: true }).fill('Passw0rd!');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);

    const leaving = page.waitForRequest((request) => new URL(request.url()).pathname === '/passport/web/logout/');
    await page.getByRole('button', { name: '退出登录' }).click();
    const logout = new URL((await leaving).url());
    expect(Object.fromEntries(logout.searchParams)).toMatchObject({ account_sdk_source: 'web', next: `${session.server.url}/account.html` });
    await page.waitForURL(`${session.server.url}/account.html`);
    await expect.poll(() => page.getByRole('tab', { name: '密码登录' }).count()).toBe(1);
    expect(await page.getByLabel('当前用户').count()).toBe(0);
  });
});
