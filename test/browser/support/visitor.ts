import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { DemoSession } from './demo';

/** Signs in through the easy-login widget as a person does: phone, get code, read the SMS, code, login. */
export async function signInWithSms(session: DemoSession, page: Page, mobile: string): Promise<void> {
  await page.getByLabel('手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect.poll(() => page.getByRole('button', { name: /^\d+s$/ }).count()).toBe(1);
  const sms = await session.dev<{ code: string }>(`sms/${mobile}`);
  await page.getByLabel('验证码', { exact: true }).fill(sms.code);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect.poll(() => page.getByLabel('当前用户').count()).toBeGreaterThan(0);
}
