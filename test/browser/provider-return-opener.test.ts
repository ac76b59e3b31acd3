import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

const accountUrl = () => `${session.server.url}/account.html`;

/** The account page in a window the campaign page opened with window.open: it has an opener. */
async function openedAccountPage(context: BrowserContext, opener: Page): Promise<Page> {
  await opener.goto(session.server.url);
  const opened = context.waitForEvent('page');
  await opener.evaluate((url) => void window.open(url), accountUrl());
  const page = await opened;
  page.setDefaultTimeout(15_000);
  expect(await page.evaluate(() => window.opener !== null)).toBe(true);
  await page.getByRole('tab', { name: '第三方登录' }).click();
  return page;
}

describe('provider returns in a window that has an opener (issue 26, finding 8)', () => {
  it('a redirect login in a page opened by window.open comes back to that page and logs it in; the page stays open', async () => {
    const { context, page: opener } = await session.visitor();
    const page = await openedAccountPage(context, opener);
    await page.getByRole('button', { name: 'Google' }).click();
    await page.waitForURL(/\/oauth\/google\/authorize/);
    await page.getByRole('link', { name: '同意授权' }).click();
    await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);
    expect(await page.getByLabel('当前用户').innerText()).toBe('Google 玩家');
    expect(page.url()).toBe(accountUrl());
    expect(page.isClosed()).toBe(false);
  });

  it('a popup login started there still hands its return to that page through the popup', async () => {
    const { context, page: opener } = await session.visitor();
    const page = await openedAccountPage(context, opener);
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'LINE' }).click();
    const popup = await popupOpened;
    await popup.getByRole('link', { name: '同意授权' }).click();
    await popup.waitForEvent('close');
    await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);
    expect(await page.getByLabel('当前用户').innerText()).toBe('LINE 玩家');
  });
});
