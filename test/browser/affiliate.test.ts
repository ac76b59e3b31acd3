import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { seriousFindingsIn } from './support/axe';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

const MANAGER = { email: 'manager@starriver.test', mobile: '13800001001' };
const INVITEE = 'zhao@invitee.test';

const code = async (target: string) => (await session.dev<{ code: string }>(`passport/code/${encodeURIComponent(target)}`)).code;
const acting = (page: Page) => page.locator('.ck-aff__acting').innerText();
const sections = (page: Page) => page.getByRole('navigation', { name: '管理功能' }).getByRole('button').allInnerTexts();

/** Fills the console's code form (email) and submits it with `submit`. */
async function logInByEmail(page: Page, email: string, submit = '登录') {
  const form = page.getByRole('form', { name: '登录企业管理后台' });
  await form.getByRole('textbox', { name: '邮箱' }).fill(email);
  await form.getByRole('button', { name: '获取验证码' }).click();
  await form.getByText('验证码已发送').waitFor();
  await form.getByRole('textbox', { name: '验证码' }).fill(await code(email));
  await form.getByRole('button', { name: submit }).click();
}

describe('the affiliate console in Chromium, two people against the contract server', () => {
  it('invite by email, accept from the link, grant a role, freeze, and transfer the manager role', async () => {
    const { page: manager } = await session.visitor();
    const { page: deputy } = await session.visitor();

    // The manager logs in and invites a deputy by email.
    await manager.goto(`${session.server.url}/affiliate.html`);
    await logInByEmail(manager, MANAGER.email);
    await expect.poll(() => acting(manager)).toBe('星河互娱 · 陈经理（管理员）');
    expect(await sections(manager)).toEqual(['成员', '邀请', '角色', '资源', '所属主体', '管理员转让']);
    expect(await seriousFindingsIn(manager, '.ck-aff')).toEqual([]);
    await manager.getByRole('navigation', { name: '管理功能' }).getByRole('button', { name: '邀请' }).click();
    const inviteForm = manager.getByRole('form', { name: '发送邀请' });
    await inviteForm.getByRole('textbox', { name: '邮箱' }).fill(INVITEE);
    await inviteForm.getByRole('textbox', { name: '成员名称' }).fill('赵新人');
    await inviteForm.getByRole('button', { name: '邀请' }).click();
    await manager.getByText(`已向 ${INVITEE} 发送邀请`).waitFor();
    await manager.getByRole('table', { name: '邀请' }).getByText('待接受').waitFor();

    // The deputy opens the invite link from their inbox, verifies their email and accepts.
    const { invite_link: link } = await session.dev<{ invite_link: string }>(`affiliate/invitation/${encodeURIComponent(INVITEE)}`);
    await deputy.goto(link);
    await deputy.getByText('星河互娱 邀请你以「赵新人」的身份加入').waitFor();
    await logInByEmail(deputy, INVITEE, '接受邀请');
    await expect.poll(() => acting(deputy)).toBe('星河互娱 · 赵新人（成员）');
    expect(await sections(deputy)).toEqual([]);
    expect(new URL(deputy.url()).searchParams.has('invite_ticket')).toBe(false);

    // The manager gives the deputy a role.
    await manager.getByRole('navigation', { name: '管理功能' }).getByRole('button', { name: '角色' }).click();
    const assign = manager.getByRole('form', { name: '分配角色' });
    await expect.poll(() => assign.getByRole('option', { name: '赵新人' }).count()).toBe(1);
    await assign.getByRole('combobox', { name: '成员' }).selectOption({ label: '赵新人' });
    await assign.getByRole('combobox', { name: '角色' }).selectOption({ label: '邀请专员' });
    await assign.getByRole('button', { name: '分配' }).click();
    await manager.getByRole('table', { name: '角色成员' }).getByRole('row', { name: /赵新人 邀请专员/ }).waitFor();

    // The deputy sees only what the role permits: members (no actions) and invitations.
    await deputy.reload();
    await expect.poll(() => sections(deputy)).toEqual(['成员', '邀请']);
    const members = deputy.getByRole('table', { name: '成员' });
    await members.getByText('陈经理').waitFor();
    expect(await members.getByRole('button').count()).toBe(0);
    await deputy.getByRole('navigation', { name: '管理功能' }).getByRole('button', { name: '邀请' }).click();
    await deputy.getByRole('form', { name: '发送邀请' }).waitFor();
    expect(await seriousFindingsIn(deputy, '.ck-aff')).toEqual([]);

    // The manager freezes the deputy; the deputy's next login is refused with the server's message.
    await manager.getByRole('navigation', { name: '管理功能' }).getByRole('button', { name: '成员' }).click();
    await manager.getByRole('button', { name: '冻结 赵新人' }).click();
    await manager.getByRole('button', { name: '解冻 赵新人' }).waitFor();
    await deputy.getByRole('button', { name: '退出登录' }).click();
    await logInByEmail(deputy, INVITEE);
    await expect.poll(() => deputy.getByRole('alert').innerText()).toBe('该成员已被冻结，无法登录');

    // Thawed again, the deputy becomes the manager: both codes, then the roles swap.
    await manager.getByRole('button', { name: '解冻 赵新人' }).click();
    await manager.getByRole('button', { name: '冻结 赵新人' }).waitFor();
    await manager.getByRole('navigation', { name: '管理功能' }).getByRole('button', { name: '管理员转让' }).click();
    const oldManager = manager.getByRole('form', { name: '验证当前管理员' });
    await oldManager.getByRole('button', { name: '获取验证码' }).click();
    await manager.getByText('验证码已发送').waitFor();
    await oldManager.getByRole('textbox', { name: '验证码' }).fill(await code(MANAGER.mobile));
    await oldManager.getByRole('button', { name: '验证', exact: true }).click();
    const newManager = manager.getByRole('form', { name: '验证新管理员' });
    await newManager.getByRole('radio', { name: '邮箱' }).check();
    await newManager.getByRole('textbox', { name: '邮箱' }).fill(INVITEE);
    await newManager.getByRole('button', { name: '获取验证码' }).click();
    await manager.getByText('验证码已发送').waitFor();
    await newManager.getByRole('textbox', { name: '验证码' }).fill(await code(INVITEE));
    await newManager.getByRole('button', { name: '确认转让' }).click();
    await expect.poll(() => acting(manager)).toBe('星河互娱 · 陈经理（成员）');
    expect(await sections(manager)).toEqual([]);

    await deputy.reload();
    await logInByEmail(deputy, INVITEE);
    await expect.poll(() => acting(deputy)).toBe('星河互娱 · 赵新人（管理员）');
    expect(await sections(deputy)).toEqual(['成员', '邀请', '角色', '资源', '所属主体', '管理员转让']);
  });

  it('is usable from the keyboard: log in with Tab, typing and Enter; pick an identity and open a section with Enter', async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/affiliate.html`);
    await page.getByRole('form', { name: '登录企业管理后台' }).waitFor();
    const focused = () => page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return element?.labels?.[0]?.textContent ?? element?.textContent ?? '';
    });
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('邮箱');
    await page.keyboard.press('Tab');
    await page.keyboard.type('wang@starriver.test');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('获取验证码');
    await page.keyboard.press('Enter');
    await page.getByText('验证码已发送').waitFor();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('验证码');
    await page.keyboard.type(await code('wang@starriver.test'));
    await page.keyboard.press('Enter');
    const first = page.getByRole('button', { name: '星河互娱 · 王副手 (成员)' });
    await first.waitFor();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => acting(page)).toBe('星河互娱 · 王副手（成员）');
    await page.getByRole('navigation', { name: '管理功能' }).getByRole('button', { name: '资源' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('table', { name: '资源' }).getByText('查看成员').waitFor();
  });
});

describe('the affiliate demo page speaks every language the kit does', () => {
  const TITLES = { ja: '企業管理コンソールにログイン', ko: '기업 관리 콘솔 로그인', 'zh-TW': '登入企業管理後台' } as const;
  for (const [language, title] of Object.entries(TITLES)) {
    it(`?lang=${language} shows the console in ${language}, says so on the page, and is axe-clean`, async () => {
      const { page } = await session.visitor();
      await page.goto(`${session.server.url}/affiliate.html?lang=${language}`);
      await page.getByRole('form', { name: title }).waitFor();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await seriousFindingsIn(page)).toEqual([]);
    });
  }
});
