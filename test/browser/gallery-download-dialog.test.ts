import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

type BridgeCall = { func: string; params: unknown };

/** The calls the page made to the simulated app's bridge. */
const bridgeCalls = (page: Page) => page.evaluate(() => (window as unknown as { __campaignKitFakes: { app: { calls: BridgeCall[] } } }).__campaignKitFakes.app.calls.map(({ func, params }) => ({ func, params })));

describe("the gallery's old silent-download dialog (SPEC §2)", () => {
  it('in the simulated app: cancel closes it and sends nothing; subscribe turns on WiFi auto download through the bridge', async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/gallery.html?simulate=app`);
    const preview = page.getByRole('button', { name: '预览旧版弹窗' });
    const dialog = page.getByRole('dialog', { name: '预约成功' });

    await preview.click();
    await expect.poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByText('开启智能 WiFi 下载，游戏上线时在 WiFi 下自动为你下载？').count()).toBe(1);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await bridgeCalls(page)).filter((call) => call.func === 'setSilentDownload')).toEqual([]);

    await preview.click();
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: '订阅' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await bridgeCalls(page)).filter((call) => call.func === 'setSilentDownload')).toEqual([
      { func: 'setSilentDownload', params: { unified_game_id: 'demo-game', wifi_auto_download: 1, mobile_message: 0 } },
    ]);
  });

  it('in a plain browser it does not open, and says where it does', async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/gallery.html?lang=en`);
    await page.getByRole('button', { name: 'Preview the old dialog' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'This dialog shows only inside the app.' }).count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
