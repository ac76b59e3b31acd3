import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { logInWithSms } from './support/visitor';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

interface AppMessage {
  readonly func: string;
  readonly params: Record<string, unknown>;
}

const RESERVED_IN_APP = '已在 App 内预约游戏，上线时 App 会提醒你';

describe("the demo's reservation({ appReservation }) in Chromium", () => {
  it("'simulate the app': a first reservation also reserves the game through the app bridge, and the hero says so", async () => {
    const { page } = await session.visitor();
    await page.goto(`${session.server.url}/?simulate=app`);
    await page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, page, '13511116001');
    await expect.poll(() => page.getByRole('status').filter({ hasText: RESERVED_IN_APP }).count()).toBe(1);
    const calls = await page.evaluate(() => (window as unknown as { __campaignKitFakes: { app: { calls: unknown[] } } }).__campaignKitFakes.app.calls as AppMessage[]);
    const app = calls.filter((call) => call.func === 'gameReservation' || call.func === 'getGameReserveStatus');
    expect(app.map((call) => [call.func, call.params])).toEqual([
      ['gameReservation', { game_id: 'demo-game' }],
      ['getGameReserveStatus', { game_id: 'demo-game' }],
    ]);
    await expect.poll(() => page.getByRole('button', { name: '已预约' }).count()).toBe(1);
  });

  it('in a plain browser the reservation stays on the page: no app note', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await page.getByRole('button', { name: '立即预约' }).click();
    await logInWithSms(session, page, '13511116002');
    await expect.poll(() => page.getByRole('button', { name: '已预约' }).count()).toBe(1);
    expect(await page.getByText(/App 内预约游戏/).count()).toBe(0);
  });
});
