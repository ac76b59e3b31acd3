import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousFindingsIn } from './support/axe';
import { startDemoSession, type DemoSession } from './support/demo';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const WIDGET = 'section[aria-labelledby="demo-easy-login-title"] .ck-login';

/** Opens the component gallery and waits until its easy-login widget knows the login status. */
async function openGallery(): Promise<Page> {
  const { page } = await session.visitor();
  await page.goto(`${session.server.url}/gallery.html`);
  await page.locator(`${WIDGET}:not([aria-busy="true"])`).waitFor();
  return page;
}

describe('the easy-login modes on the gallery page, in Chromium', () => {
  it('shows a tab per mode; each tab, selected by click or arrow key, shows its form and is axe-clean', async () => {
    const page = await openGallery();
    const widget = page.locator(WIDGET);
    const tabs = widget.getByRole('tablist', { name: '登录方式' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['手机验证码登录', '密码登录', '邮箱登录']);
    expect(await seriousFindingsIn(page, WIDGET)).toEqual([]);

    await widget.getByRole('tab', { name: '密码登录' }).click();
    await widget.getByLabel('账号（邮箱、用户名或手机号）').waitFor();
    expect(await widget.getByRole('tab', { name: '密码登录' }).getAttribute('aria-selected')).toBe('true');
    expect(await seriousFindingsIn(page, WIDGET)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await widget.getByLabel('邮箱验证码').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('邮箱登录');
    expect(await seriousFindingsIn(page, WIDGET)).toEqual([]);
  });

  it('logs in as the seeded player with the password through the contract server and shows the logged-in state', async () => {
    const page = await openGallery();
    const widget = page.locator(WIDGET);
    await widget.getByRole('tab', { name: '密码登录' }).click();
    await widget.getByLabel('账号（邮箱、用户名或手机号）').fill('starfarer');
    await widget.getByLabel('密码', { exact: true }).fill('Passw0rd!');
    await widget.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => widget.getByRole('alert').innerText()).toBe('agreement:未勾选!');

    await widget.getByRole('checkbox').check();
    await widget.getByRole('button', { name: '登录', exact: true }).click();
    const user = page.locator('section[aria-labelledby="demo-easy-login-title"]').getByLabel('当前用户');
    await expect.poll(() => user.innerText()).toBe('星河旅人');
    expect(await page.locator('section[aria-labelledby="demo-easy-login-title"]').getByRole('button', { name: '退出登录' }).count()).toBe(1);
  });

  it('the email tab (mock mode on the gallery): the code button counts down, the mock code logs in', async () => {
    const page = await openGallery();
    const widget = page.locator(WIDGET);
    await widget.getByRole('tab', { name: '邮箱登录' }).click();
    await widget.getByLabel('邮箱', { exact: true }).fill('player@example.com');
    await widget.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => widget.getByRole('button', { name: /^\d+s$/ }).isDisabled()).toBe(true);
    await widget.getByLabel('邮箱验证码').fill('1234');
    await widget.getByRole('checkbox').check();
    await widget.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => page.locator('section[aria-labelledby="demo-easy-login-title"]').getByLabel('当前用户').innerText()).toBe('player');
  });
});

describe('the system field on the gallery page, in Chromium', () => {
  it("on an iPhone, auto resolves to 2: the gallery shows it from the widget's login event, and no request carries it", async () => {
    const { page } = await session.visitor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setUserAgentOverride', { userAgent: IPHONE });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.url()} ${request.postData() ?? ''}`));
    await page.goto(`${session.server.url}/gallery.html`);
    const section = page.locator('section[aria-labelledby="demo-easy-login-title"]');
    const widget = page.locator(`${WIDGET}:not([aria-busy="true"])`);
    await widget.waitFor();
    expect(await section.getByRole('status').last().innerText()).toContain('system 字段为 auto');

    await widget.getByLabel('手机号').fill('13800000000');
    await widget.getByLabel('验证码', { exact: true }).fill('1234');
    await widget.getByRole('checkbox').check();
    await widget.getByRole('button', { name: '登录', exact: true }).click();
    await expect.poll(() => section.getByText('system 字段取值 2（iOS）').count()).toBe(1);
    expect(requests.filter((sent) => /[?&]system=|"system"/.test(sent))).toEqual([]);
  });
});
