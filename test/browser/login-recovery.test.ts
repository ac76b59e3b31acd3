import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

describe('a half-finished login finishes (SPEC §4 Mobile login)', () => {
  it('with the login check answered 8 s late right after 登录, the visitor ends up logged in, the code sent once, login_success_act reported', async () => {
    const mobile = '13511110031';
    const { page } = await session.visitor();
    const quickLogins: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/quick_login/v2/') quickLogins.push(request.url());
    });
    await page.goto(session.server.url);
    await page.getByRole('button', { name: '立即预约' }).click();
    await page.getByLabel('手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => page.getByRole('button', { name: /^\d+s$/ }).count()).toBe(1);
    const { code } = await session.dev<{ code: string }>(`sms/${mobile}`);
    await page.getByLabel('验证码', { exact: true }).fill(code);

    await session.dev('next-response', { body: { path: '/act/demo-app/passport/login_check', delayMs: 8000 } });
    await page.getByRole('button', { name: '登录', exact: true }).click();

    await expect.poll(() => page.getByLabel('当前用户').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(quickLogins).toHaveLength(1);
    const events = await session.dev<{ body: { shark_params?: { params?: { event?: string } } } }[]>('events');
    expect(events.filter((event) => event.body.shark_params?.params?.event === 'login_success_act')).toHaveLength(1);
  });
});
