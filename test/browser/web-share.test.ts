import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { logInWithSms } from './support/visitor';
import { cookieBanner } from './support/cookie-banner';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

type ShareWindow = Window & { __sheets: (ShareData & { gesture: boolean })[]; __sheetAnswer: 'share' | 'cancel' };

/** A visitor in a mobile browser whose navigator.share is a stand-in: it records each sheet and closes it as `__sheetAnswer` says. */
async function mobileVisitor(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.browser.newContext({ userAgent: ANDROID_CHROME, locale: 'zh-CN' });
  onTestFinished(() => context.close());
  await context.addInitScript(() => {
    const page = window as unknown as ShareWindow;
    page.__sheets = [];
    page.__sheetAnswer = 'share';
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value(data: ShareData) {
        page.__sheets.push({ ...data, gesture: navigator.userActivation.isActive });
        return page.__sheetAnswer === 'share' ? Promise.resolve() : Promise.reject(new DOMException('Share canceled', 'AbortError'));
      },
    });
    Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
  });
  return { context, page: await context.newPage() };
}

const sheets = (page: Page) => page.evaluate(() => (window as unknown as ShareWindow).__sheets);

/** The share reports of the visit `name` that reached the contract server. */
async function shareReports(name: string): Promise<{ event?: string; share_channel?: string }[]> {
  const events = await session.dev<{ body: { url?: string; shark_params?: { params?: { event?: string; share_channel?: string } } } }[]>('events');
  return events
    .filter((event) => event.body.url?.includes(`visit=${name}`))
    .map((event) => event.body.shark_params?.params ?? {})
    .filter((params) => params.share_channel !== undefined)
    .map(({ event, share_channel }) => ({ event, share_channel }));
}

const inviteButton = (page: Page) => page.getByRole('button', { name: '分享链接', exact: true });

/** Opens the demo for the visit `name` and answers its cookie banner, which may cover the share bar. */
async function open(page: Page, name: string): Promise<void> {
  await page.goto(`${session.server.url}/?visit=${name}`);
  await cookieBanner(page).getByRole('button', { name: '全部接受' }).click();
}

describe('the Web Share API in a mobile browser (issue 28, item 4)', () => {
  it('opens the system share sheet, within the tap, with the invite link; a share reports act_share_success', async () => {
    const { page } = await mobileVisitor();
    await open(page, 'sheet');
    await page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, page, '13511115028');
    const shareInput = page.getByLabel('邀请链接');
    await expect.poll(() => shareInput.inputValue()).toMatch(/share_code=/);
    const invite = await shareInput.inputValue();
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();

    await inviteButton(page).click();
    await expect.poll(() => sheets(page)).toEqual([expect.objectContaining({ url: invite, title: '《星渊回响》全平台预约开启', gesture: true })]);
    expect((await sheets(page))[0]!.text).toMatch(/预约/);
    await expect.poll(() => shareReports('sheet')).toEqual([{ event: 'act_share_success', share_channel: 'web_share' }]);
  });

  it('a sheet the visitor closes without sharing reports nothing and shows nothing', async () => {
    const { page } = await mobileVisitor();
    await open(page, 'cancel');
    await page.evaluate(() => void ((window as unknown as ShareWindow).__sheetAnswer = 'cancel'));
    await inviteButton(page).click();
    await expect.poll(async () => (await sheets(page)).length).toBe(1);
    const bar = page.locator('.ck-share');
    expect(await bar.getByRole('status').textContent()).toBe('');
    expect(await page.getByRole('alert').count()).toBe(0);

    // A share after it: once its report has arrived, it is the visit's only one.
    await page.evaluate(() => void ((window as unknown as ShareWindow).__sheetAnswer = 'share'));
    await inviteButton(page).click();
    await expect.poll(() => shareReports('cancel')).toEqual([{ event: 'act_share_success', share_channel: 'web_share' }]);
  });

  it('without navigator.share, copies the link to the clipboard and says so', async () => {
    const context = await session.browser.newContext({ locale: 'zh-CN' });
    onTestFinished(() => context.close());
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
    await context.addInitScript(() => {
      delete (Navigator.prototype as Partial<Navigator>).share;
      delete (Navigator.prototype as Partial<Navigator>).canShare;
    });
    const page = await context.newPage();
    await open(page, 'copy');
    await inviteButton(page).click();

    await page.locator('.ck-share').getByRole('status').filter({ hasText: '链接已复制' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${session.server.url}/`);
  });
});
