import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeed } from '../../demo/server/seed';
import { seedLines } from '../../demo/server/seed-lines';
import { seriousFindingsIn } from './support/axe';
import { startDemoSession, type DemoSession } from './support/demo';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

/** The dev page's address, as the demo prints it at start. */
function printedDevPage(): string {
  const line = seedLines(loadSeed(), session.server.url).find((text) => text.includes('/__dev/'));
  const address = /(http\S*\/__dev\/)/.exec(line ?? '')?.[1];
  if (!address) throw new Error(`no /__dev/ address in the start-up lines: ${line}`);
  return address;
}

/** The dev page, and the demo page in another tab of the same visitor, with the login dialog open for `mobile`. */
async function devPageBeside(context: BrowserContext, devPage: Page, mobile: string): Promise<Page> {
  await devPage.goto(printedDevPage());
  await expect.poll(() => devPage.getByRole('status').filter({ hasText: '实时更新中' }).count()).toBe(1);
  const demo = await context.newPage();
  await demo.goto(session.server.url);
  await demo.getByRole('button', { name: '立即预约' }).click();
  await demo.getByLabel('手机号').fill(mobile);
  return demo;
}

/** The row of the dev page's table under `heading` that holds `text`. */
const rowIn = (page: Page, heading: string, text: string) => page.getByRole('table', { name: heading, exact: true }).getByRole('row').filter({ hasText: text });

describe('the dev page, /__dev/ (issue 27, item 12)', () => {
  it('shows the code the demo page has just had sent, as it is sent', async () => {
    const mobile = '13511120271';
    const { context, page: devPage } = await session.visitor();
    const demo = await devPageBeside(context, devPage, mobile);
    await expect.poll(() => rowIn(devPage, '验证码', mobile).count()).toBe(0);

    await demo.getByRole('button', { name: '获取验证码' }).click();

    const row = rowIn(devPage, '验证码', mobile);
    await expect.poll(() => row.count()).toBe(1);
    const { code } = await session.dev<{ code: string }>(`sms/${mobile}`);
    expect(await row.getByRole('cell').allTextContents()).toEqual([mobile, code, '短信', '活动登录', expect.any(String), expect.any(String), '有效']);
  });

  it('forces an error from its control, with the keyboard; the demo page\'s next call to that path gets it', async () => {
    const mobile = '13511120272';
    const path = '/send_activation_code/v2/';
    const { context, page: devPage } = await session.visitor();
    const demo = await devPageBeside(context, devPage, mobile);

    await devPage.getByRole('radio', { name: '错误状态码' }).check();
    await devPage.getByLabel('路径（留空：下一次任意调用）').focus();
    await devPage.keyboard.type(path);
    await devPage.keyboard.press('Tab'); // to the status field
    await devPage.keyboard.press('ControlOrMeta+A');
    await devPage.keyboard.type('503');
    await devPage.keyboard.press('Enter');
    await expect.poll(() => devPage.locator('#force-result').textContent()).toBe('已加入队列。');
    await expect.poll(() => devPage.getByRole('list', { name: '等待中' }).textContent()).toContain(`${path}: 状态码`);

    const answer = demo.waitForResponse((response) => new URL(response.url()).pathname === path);
    await demo.getByRole('button', { name: '获取验证码' }).click();
    expect((await answer).status()).toBe(503);
    await expect.poll(() => rowIn(devPage, '调用记录', path).filter({ hasText: '503' }).count()).toBe(1);
    await expect.poll(() => devPage.getByRole('list', { name: '等待中' }).textContent()).toBe('暂无');
  });

  it('queues a cut answer for one process: the call runs and half its answer arrives', async () => {
    const { page: devPage } = await session.visitor();
    await devPage.goto(`${session.server.url}/__dev/`);
    await devPage.getByRole('radio', { name: /^应答被截断/ }).check();
    await devPage.getByLabel('路径（留空：下一次任意调用）').fill('/act/demo-app/process/exec/v2');
    await devPage.getByLabel('流程 process_id（留空：任意流程调用）').fill('reserve_count');
    await devPage.getByRole('button', { name: '加入队列' }).click();
    await expect.poll(() => devPage.getByRole('list', { name: '等待中' }).textContent()).toContain('/act/demo-app/process/exec/v2 (reserve_count): 截断应答');

    const exec = (processId: string) =>
      fetch(`${session.server.url}/act/demo-app/process/exec/v2`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ activity_id: 'demo-activity', process_id: processId }) });
    const other = await (await exec('reserve_status')).text();
    expect(() => JSON.parse(other)).not.toThrow();
    const cut = await (await exec('reserve_count')).text();
    expect(() => JSON.parse(cut)).toThrow();
    expect(cut.length).toBeGreaterThan(0);
    await expect.poll(() => devPage.getByRole('list', { name: '等待中' }).textContent()).toBe('暂无');
  });

  it('has no serious or critical axe-core finding, in zh-CN and, through its switch, in en', async () => {
    const mobile = '13511120273';
    const { context, page: devPage } = await session.visitor();
    const demo = await devPageBeside(context, devPage, mobile);
    await demo.getByRole('button', { name: '获取验证码' }).click();
    await expect.poll(() => rowIn(devPage, '验证码', mobile).count()).toBe(1);
    expect(await seriousFindingsIn(devPage), 'zh-CN').toEqual([]);

    await devPage.getByRole('navigation', { name: '语言' }).getByRole('link', { name: 'English' }).click();
    await devPage.waitForFunction(() => document.documentElement.lang === 'en');
    await expect.poll(() => rowIn(devPage, 'Codes', mobile).count()).toBe(1);
    expect(await rowIn(devPage, 'Codes', mobile).getByRole('cell').last().textContent()).toBe('valid');
    expect(await seriousFindingsIn(devPage), 'en').toEqual([]);
  });
});
