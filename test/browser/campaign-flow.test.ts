import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { sessionIdOf, logInWithSms } from './support/visitor';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

describe('the demo campaign in Chromium: SMS login, reservation, invites', () => {
  it('a visitor logs in by SMS, reserves, gets a share link; a friend arriving by it raises the invited count', async () => {
    const first = await session.visitor();
    await first.page.goto(session.server.url);
    const before = Number(await first.page.getByLabel('预约人数').innerText());

    await first.page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, first.page, '13511110001');
    await expect.poll(() => first.page.getByRole('button', { name: '已预约' }).count()).toBe(1);
    const shareInput = first.page.getByLabel('邀请链接');
    await expect.poll(() => shareInput.inputValue()).toMatch(/share_code=[A-Z0-9]{8}/);
    const shareUrl = await shareInput.inputValue();
    expect(new URL(shareUrl).origin).toBe(session.server.url);
    expect(await first.page.getByLabel('已邀请人数').innerText()).toBe('0');

    const friend = await session.visitor();
    await friend.page.goto(shareUrl);
    await friend.page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, friend.page, '13511110002');
    await expect.poll(() => friend.page.getByRole('button', { name: '已预约' }).count()).toBe(1);

    await first.page.reload();
    await expect.poll(() => first.page.getByLabel('已邀请人数').innerText()).toBe('1');
    await expect.poll(async () => Number(await first.page.getByLabel('预约人数').innerText())).toBe(before + 2);
  });

  it('a share link made on a page opened with ?token=abc&open_id=x&code=y carries none of them, nor does the copied link', async () => {
    const { page, context } = await session.visitor();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
    await page.goto(`${session.server.url}/?token=abc&open_id=x&code=y`);
    await page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, page, '13511110005');
    await expect.poll(() => page.getByRole('button', { name: '已预约' }).count()).toBe(1);
    const shareInput = page.getByLabel('邀请链接');
    await expect.poll(() => shareInput.inputValue()).toMatch(/share_code=[A-Z0-9]{8}/);
    const shareUrl = new URL(await shareInput.inputValue());
    expect(`${shareUrl.origin}${shareUrl.pathname}`).toBe(`${session.server.url}/`);
    expect([...shareUrl.searchParams.keys()]).toEqual(['share_code']);

    await page.getByRole('button', { name: '取消' }).click();
    await page.getByRole('button', { name: '复制链接' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '已复制' }).count()).toBe(1);
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.href).toBe(shareUrl.href);
    for (const leaked of ['token', 'open_id', 'code']) expect(copied.searchParams.has(leaked)).toBe(false);
  });

  it('reports act_H5_open and login_success_act to the tracking sink', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    const sessionId = await sessionIdOf(page);
    await page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, page, '13511110006');
    const names = async () =>
      (await session.dev<{ body: { shark_params?: { params?: { event?: string; session_id?: string } } } }[]>('events'))
        .filter((event) => event.body.shark_params?.params?.session_id === sessionId)
        .map((event) => event.body.shark_params?.params?.event);
    await expect.poll(names).toEqual(expect.arrayContaining(['act_H5_open', 'login_success_act']));
  });

  it('requests nothing before the page shows content: start-up effects and widget loads wait for its first contentful paint', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await sessionIdOf(page);
    await expect.poll(() => page.getByLabel('预约人数').count()).toBe(1);
    const seen = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      calls: performance
        .getEntriesByType('resource')
        .filter((entry) => ['fetch', 'xmlhttprequest', 'beacon'].includes((entry as PerformanceResourceTiming).initiatorType))
        .map((entry) => ({ path: new URL(entry.name).pathname, startMs: entry.startTime })),
    }));
    expect(seen.firstContentfulPaint).toBeGreaterThan(0);
    const paths = seen.calls.map((call) => call.path);
    expect(paths).toEqual(expect.arrayContaining(['/act/demo-app/passport/login_check', '/act/demo-app/shark_report', '/act/demo-app/process/exec/v2']));
    expect(seen.calls.filter((call) => call.startMs < seen.firstContentfulPaint!)).toEqual([]);
  });

  it('a captcha demand shows the challenge; the right answer sends the code', async () => {
    await session.dev('config', { body: { captchaRate: 1 } });
    try {
      const { page } = await session.visitor();
      await page.goto(session.server.url);
      await page.getByRole('button', { name: '立即预约' }).click();
      await page.getByLabel('手机号').fill('13511110003');
      await page.getByRole('button', { name: '获取验证码' }).click();
      const dialog = page.getByRole('dialog', { name: '安全验证' });
      await dialog.waitFor();
      expect(await dialog.getByRole('img', { name: '验证码图片' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      const { answer } = await session.dev<{ answer: string }>('captcha/13511110003');
      await dialog.getByLabel('图中字符').fill(answer);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect.poll(() => page.getByRole('button', { name: /^\d+s$/ }).count()).toBe(1);
      const sms = await session.dev<{ code: string }>('sms/13511110003');
      expect(sms.code).toMatch(/^\d{4}$/);
    } finally {
      await session.dev('config', { body: { captchaRate: 0 } });
    }
  });

  it('a wrong code is refused with the server message and no session', async () => {
    const { page, context } = await session.visitor();
    await page.goto(session.server.url);
    await page.getByRole('button', { name: '立即预约' }).click();
    await page.getByLabel('手机号').fill('13511110004');
    await page.getByRole('button', { name: '获取验证码' }).click();
    // The code is sent once the countdown starts: read it only then.
    await expect.poll(() => page.getByRole('button', { name: /^\d+s$/ }).count()).toBe(1);
    const { code } = await session.dev<{ code: string }>('sms/13511110004');
    const wrong = code === '0000' ? '1111' : '0000';
    await page.getByLabel('验证码', { exact: true }).fill(wrong);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('验证码错误');
    expect((await context.cookies()).some((cookie) => cookie.name === 'ck_session')).toBe(false);
  });
});
