import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { hidePage } from './support/page-visibility';
import { readImagePixels } from './support/pixels';
import { logInWithSms } from './support/visitor';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

interface ShareMessage {
  func: string;
  params: Record<string, unknown>;
  __msg_type: string;
  __callback_id: string;
}

describe('the demo with the fake bridges injected (in-app platforms in Chromium)', () => {
  it("'simulate the app': the app share panel is called through the app bridge with the SPEC §7 defaults", async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/?simulate=app`);
    await expect.poll(() => page.getByText('桥：App 桥').count()).toBe(1);
    await page.getByRole('button', { name: 'App 分享面板' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '已打开 App 分享面板' }).count()).toBe(1);
    const calls = await page.evaluate(() => (window as unknown as { __campaignKitFakes: { app: { calls: unknown[] } } }).__campaignKitFakes.app.calls as ShareMessage[]);
    const share = calls.find((call) => call.func === 'share');
    expect(share).toMatchObject({ __msg_type: 'call', params: { platform: 'all', share_type: 0, share_strategy: 0, title: '《星渊回响》全平台预约开启' } });
    expect(Number(share!.__callback_id)).toBeGreaterThanOrEqual(1023);
    const events = await session.dev<{ body: { shark_params?: { params?: { event?: string; share_channel?: string } } } }[]>('events');
    expect(events.map((event) => event.body.shark_params?.params)).toContainEqual(expect.objectContaining({ event: 'act_share_success', share_channel: 'app_panel' }));
  });

  it("'simulate weixin': the weixin cards are set through the wx JS-SDK, configured with the contract server's signature", async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/?simulate=weixin#section`);
    await expect.poll(() => page.getByText('桥：微信桥').count()).toBe(1);
    await page.getByRole('button', { name: '微信分享' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '已设置微信分享内容' }).count()).toBe(1);
    const wxCalls = await page.evaluate(() => (window as unknown as { __campaignKitFakes: { weixin: { wxCalls: { api: string; data: Record<string, unknown> }[] } } }).__campaignKitFakes.weixin.wxCalls);
    // Configured before any card is set; both cards then carry the share info (set on arrival by
    // kit.start() and again by the tap: two paths, in no order the kit promises).
    expect(wxCalls[0]!.api).toBe('config');
    expect(wxCalls[0]!.data).toMatchObject({ appId: 'wxdemo0000000001', jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
    expect(wxCalls[0]!.data.signature).toMatch(/^[0-9a-f]{40}$/);
    for (const api of ['updateAppMessageShareData', 'updateTimelineShareData']) {
      expect(wxCalls.find((call) => call.api === api)?.data, api).toMatchObject({ title: '《星渊回响》全平台预约开启', link: `${session.server.url}/` });
    }
  });

  it('in a plain browser the app share panel answers that it needs the app, and a short link is made', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await page.getByRole('button', { name: 'App 分享面板' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: '请在 App 内打开本页分享' }).count()).toBe(1);
    await page.getByRole('button', { name: '生成短链接' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: `短链接：${session.server.url}/api/share-link/` }).count()).toBe(1);
  });

  it("'simulate the app': a first reservation shows the new silent-download dialog; confirm sends both toggles through the bridge", async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/?simulate=app`);
    await page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, page, '13511115001');
    const dialog = page.getByRole('dialog', { name: '预约成功' });
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByRole('switch', { name: 'WiFi 下自动下载' }).isChecked()).toBe(true);
    expect(await dialog.getByRole('switch', { name: '通过绑定手机短信通知' }).isChecked()).toBe(true);
    const box = await page.locator('.ck-silent-download__panel').boundingBox();
    expect(box?.width).toBe(260);
    expect(await page.locator('.ck-silent-download').evaluate((element) => getComputedStyle(element).zIndex)).toBe('999999');
    await dialog.getByRole('switch', { name: '通过绑定手机短信通知' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const calls = await page.evaluate(() => (window as unknown as { __campaignKitFakes: { app: { calls: unknown[] } } }).__campaignKitFakes.app.calls as ShareMessage[]);
    expect(calls.find((call) => call.func === 'setSilentDownload')?.params).toEqual({ unified_game_id: 'demo-game', wifi_auto_download: 1, mobile_message: 0 });
  });

  it('in weixin on Android the download button shows the mask instead of downloading; a tap hides it', async () => {
    const context = await session.browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (Linux; Android 13; 22081212C Build/TKQ1.220829.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160043 MMWEBSDK/20231105 MMWEBID/4478 MicroMessenger/8.0.44.2502(0x28002C51) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${session.server.url}/?simulate=weixin`);
      await page.getByRole('button', { name: '立即下载' }).click();
      const mask = page.locator('.ck-weixin-mask');
      await expect.poll(() => mask.count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/');
      await mask.click();
      await expect.poll(() => mask.count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("'simulate the game browser': the nav bar slides away on a 20 px swipe up and comes back on a swipe down (real touch input)", async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.goto(`${session.server.url}/?simulate=game`);
      const bar = page.locator('nav.ck-nav-bar');
      await expect.poll(() => page.getByRole('navigation', { name: '游戏导航' }).count()).toBe(1);
      expect(await bar.boundingBox()).toMatchObject({ y: 0 });
      const touch = await context.newCDPSession(page);
      const swipe = async (fromY: number, toY: number) => {
        await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: fromY }] });
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 200, y: toY }] });
        await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      await swipe(600, 590);
      expect(await bar.getAttribute('data-visible')).toBe('true');
      await swipe(600, 570);
      await expect.poll(() => bar.getAttribute('data-visible')).toBe('false');
      expect(await bar.getAttribute('aria-hidden')).toBe('true');
      await expect.poll(async () => { const box = await bar.boundingBox(); return box ? box.y + box.height : Number.NaN; }).toBeLessThanOrEqual(0);
      await swipe(300, 330);
      await expect.poll(() => bar.getAttribute('data-visible')).toBe('true');
      await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('outside the game browser there is no game nav bar', async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/?simulate=app`);
    await expect.poll(() => page.getByText('桥：App 桥').count()).toBe(1);
    expect(await page.locator('nav.ck-nav-bar').count()).toBe(0);
  });

  it('the download button reports act_download_start, and act_download_success once another app takes the screen, with the Location fields the contract server gave', async () => {
    const { page } = await session.visitor();
    // Exactly the demo's download address: a glob like **/download/** would also catch Vite's /domain/download/ modules.
    await page.route(`${session.server.url}/download/star-abyss.apk`, (route) =>
      route.fulfill({ status: 200, headers: { 'content-type': 'application/vnd.android.package-archive', 'content-disposition': 'attachment; filename="star-abyss.apk"' }, body: 'apk' }),
    );
    const located = page.waitForResponse((response) => response.url().includes('/location/geonameids'));
    await page.goto(session.server.url);
    await located;
    type Params = { event?: string; download_url?: string; city?: string; continent?: string; country?: string; subdivisions?: string };
    const downloadEvents = async () =>
      (await session.dev<{ body: { shark_params?: { params?: Params } } }[]>('events'))
        .map((event) => event.body.shark_params?.params)
        .filter((params): params is Params => params?.download_url === '/download/star-abyss.apk');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '立即下载' }).click();
    expect((await downloading).suggestedFilename()).toBe('star-abyss.apk');
    // The browser keeps the file in its own download list and the page stays in view: nothing says the download began.
    await expect.poll(async () => (await downloadEvents()).map((params) => params.event)).toEqual(['act_download_start']);
    // An installer or store taking the screen within 3000 ms of the hand-off is what says it did.
    await hidePage(page);
    await expect.poll(async () => (await downloadEvents()).map((params) => params.event)).toEqual(['act_download_start', 'act_download_success']);
    for (const params of await downloadEvents()) expect(params).toMatchObject({ city: 'Shanghai', continent: 'Asia', country: 'China', subdivisions: 'Shanghai' });
  });

  it("the invite poster: a rect's colour at a point, and its QR code decodes back to the visitor's invite link", async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, page, '13511115002');
    const shareInput = page.getByLabel('邀请链接');
    await expect.poll(() => shareInput.inputValue()).toMatch(/share_code=/);
    const inviteUrl = await shareInput.inputValue();
    const poster = page.getByRole('img', { name: '邀请海报：扫码预约' });
    await expect.poll(async () => (await poster.count()) === 1 && (await poster.getAttribute('src'))?.startsWith('data:image/png')).toBe(true);
    const pixels = await readImagePixels(poster);
    expect([pixels.width, pixels.height]).toEqual([360, 520]);
    const at = (x: number, y: number) => Array.from(pixels.data.subarray((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3));
    expect(at(40, 420)).toEqual([0x1d, 0x1a, 0x4a]);
    expect(at(5, 5)).toEqual([0x0b, 0x0a, 0x1f]);
    const decoded = jsQR(pixels.data, pixels.width, pixels.height);
    expect(decoded?.data).toBe(inviteUrl);
  });
});
