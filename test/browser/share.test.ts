import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startDemoSession, type DemoSession } from './support/demo';
import { logInWithSms } from './support/visitor';

let session: DemoSession;
/** Chromium with its popup blocker on, as visitors have it (Playwright turns it off by default). */
let blocking: Browser;

beforeAll(async () => {
  session = await startDemoSession();
  blocking = await launchChromium({ popupBlocker: true });
});

afterAll(async () => {
  await blocking?.close();
  await session?.close();
});

interface ShareParams {
  event?: string;
  share_channel?: string;
  fail_reason?: string;
}

async function shareEvents(channel: string): Promise<ShareParams[]> {
  const events = await session.dev<{ body: { shark_params?: { params?: ShareParams } } }[]>('events');
  return events.map((event) => event.body.shark_params?.params ?? {}).filter((params) => params.share_channel === channel);
}

interface WxCall {
  api: string;
  data: Record<string, unknown>;
}

const wxCalls = (page: Page) => page.evaluate(() => (window as unknown as { __campaignKitFakes: { weixin: { wxCalls: WxCall[] } } }).__campaignKitFakes.weixin.wxCalls);

describe('sharing in Chromium', () => {
  it('a link share opens a real popup, cut off from the page, and the contract server receives act_share_success', async () => {
    const context = await blocking.newContext({ locale: 'zh-CN' });
    try {
      await context.route('https://twitter.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Tweet</title>' }));
      const page = await context.newPage();
      await page.goto(session.server.url);
      const opening = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Twitter', exact: true }).click();
      const popup = await opening;
      await popup.waitForLoadState();

      expect(new URL(popup.url()).pathname).toBe('/intent/tweet');
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      await expect.poll(() => page.getByRole('status').filter({ hasText: '已打开 Twitter 分享' }).count()).toBe(1);
      await expect.poll(() => shareEvents('twitter')).toEqual([expect.objectContaining({ event: 'act_share_success' })]);
    } finally {
      await context.close();
    }
  });

  it('a popup the browser blocks (no user gesture) gives act_share_failed', async () => {
    const context = await blocking.newContext({ locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      let popups = 0;
      context.on('page', () => void (popups += 1));
      // The page's own script clicks, with no user activation (Playwright's evaluations would give
      // it one, so the test only listens): Chromium's popup blocker then refuses window.open.
      const clicked = page.waitForEvent('console', (message) => message.text() === 'share clicked');
      await page.addInitScript(() => {
        const timer = setInterval(() => {
          const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'Facebook');
          if (!button || navigator.userActivation.isActive) return;
          clearInterval(timer);
          button.click();
          console.log('share clicked');
        }, 20);
      });
      await page.goto(session.server.url);
      await clicked;

      await expect.poll(() => page.getByRole('status').filter({ hasText: '浏览器拦截了分享窗口' }).count()).toBe(1);
      await expect.poll(() => shareEvents('facebook')).toEqual([expect.objectContaining({ event: 'act_share_failed', fail_reason: 'window blocked' })]);
      expect(popups).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("'simulate weixin': the friends and Moments cards are set on arrival without a tap, and carry the share code after a reservation", async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/?simulate=weixin`);
    /** The link each card was last set to (friends, Moments): the two are set in no order the kit promises. */
    const cardLinks = async () => {
      const calls = await wxCalls(page);
      const last = (api: string) => calls.filter((call) => call.api === api).at(-1)?.data.link;
      return { friends: last('updateAppMessageShareData'), moments: last('updateTimelineShareData') };
    };

    await expect.poll(cardLinks).toEqual({ friends: `${session.server.url}/`, moments: `${session.server.url}/` });
    const calls = await wxCalls(page);
    expect(calls[0]).toMatchObject({ api: 'config', data: { appId: 'wxdemo0000000001' } });
    expect(calls.find((call) => call.api === 'updateAppMessageShareData')!.data).toMatchObject({ title: '《星渊回响》全平台预约开启' });

    await page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, page, '13511115003');
    const shareInput = page.getByLabel('邀请链接');
    await expect.poll(() => shareInput.inputValue()).toMatch(/share_code=/);
    const code = new URL(await shareInput.inputValue()).searchParams.get('share_code');
    const invite = `${session.server.url}/?share_code=${code}`;
    await expect.poll(cardLinks).toEqual({ friends: invite, moments: invite });
  });
});
