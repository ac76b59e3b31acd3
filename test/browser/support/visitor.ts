import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { DemoSession } from './demo';

/** Signs in through the easy-login widget as a person does: phone, get code, read the SMS, code, login. */
export async function logInWithSms(session: DemoSession, page: Page, mobile: string): Promise<void> {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => page.getByRole('button', { name: /^\d+s$/ }).count()).toBe(1);
  const sms = await session.dev<{ code: string }>(`sms/${mobile}`);
  await page.getByLabel('验证码', { exact: true }).fill(sms.code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => page.getByLabel('当前用户').count()).toBeGreaterThan(0);
}

const storedSessionId = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('campaign-kit:session_id') ?? 'null') as string | null);

/** The visit's session id, once act_H5_open (a start-up effect, after the page's first paints) has stored it. */
export async function sessionIdOf(page: Page): Promise<string | null> {
  await expect.poll(() => storedSessionId(page)).toMatch(/^[a-z0-9]{32}$/);
  return storedSessionId(page);
}

/**
 * Logs in with LINE in a popup as a person does: the provider button opens the popup, the person
 * agrees there, the popup closes and the page shows the LINE player.
 */
export async function logInWithLinePopup(page: Page): Promise<void> {
  const popupOpened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'LINE' }).click();
  const popup = await popupOpened;
  await popup.getByRole('link', { name: '同意授权' }).click();
  await popup.waitForEvent('close');
  await expect.poll(() => page.getByLabel('当前用户').count()).toBe(1);
  expect(await page.getByLabel('当前用户').innerText()).toBe('LINE 玩家');
}
