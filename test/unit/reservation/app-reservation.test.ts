import { describe, expect, it, vi } from 'vitest';
import { download, reservation, type AppReservationOptions } from '../../../composition/features/index';
import { createTestKit, withFeatures, type TestKitHandles } from '../../../composition/testing';
import { activity, process } from '../support/routes';

const DOUYIN = 'Mozilla/5.0 (Linux; Android 10; HD1900 Build/QKQ1.190716.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/75.0.3770.156 Mobile Safari/537.36 aweme_230400 JsSdk/1.0 NetType/WIFI AppName/aweme app_version/23.4.0 BytedanceWebview/d8a21c6';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const WEIXIN = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN';

/** A logged-in visitor, not reserved yet (or reserved, with `reserved`), on a kit that reserves the game in the app unless `reserveInApp` is false. */
function appKit({ userAgent = DOUYIN, reserved = false, reserveInApp = true } = {}) {
  const appReservation: AppReservationOptions | undefined = reserveInApp ? { gameId: 'g-77' } : undefined;
  const kit = createTestKit({ userAgent, features: withFeatures(reservation({ appReservation }), download({ unifiedGameId: 'u-1' })) });
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: '7001' }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: '7001' } } });
  kit.fetchMock.route('path:/act/test-app/process/exec/v2', (call) => {
    const { process_id } = JSON.parse(String(call.options.body)) as { process_id: string };
    if (process_id === 'reserve_status') return process({ at_data_source_output: { code: 0, value: reserved ? '1' : '0' } });
    if (process_id === 'share_code') return process({ at_data_source_output: { code: 0, value: 'MYCODE01' } });
    return process({ copywriting: '预约成功', fission: { value: 0 } });
  });
  return kit;
}

/** Waits until the kit has made `count` bridge calls and scheduled its next timer. */
async function bridgeCalls(kit: Pick<TestKitHandles, 'bridge' | 'clock'>, count: number) {
  await vi.waitFor(() => {
    expect(kit.bridge.calls).toHaveLength(count);
    expect(kit.clock.pending()).toBeGreaterThan(0);
  });
}

describe('reservation({ appReservation }): the game reserved in the short-video app too (SPEC §7)', () => {
  it('inside the app, a reservation made now reserves the game through the bridge, then polls its status until reserved', async () => {
    const kit = appKit();
    let polls = 0;
    kit.bridge.reply('gameReservation', { code: 1 }).reply('getGameReserveStatus', () => ({ code: 1, data: { status: ++polls >= 2 ? 1 : 0 } }));
    let settled = false;
    const reserving = kit.reservation.reserve().finally(() => (settled = true));

    await bridgeCalls(kit, 1);
    expect(kit.reservation.state).toMatchObject({ status: 'reserved', appReservation: { status: 'reserving' } });
    kit.clock.advance(1000);
    await bridgeCalls(kit, 2);
    expect(settled).toBe(false);
    kit.clock.advance(1000);

    expect(await reserving).toEqual({ reserved: true, widthCode: false, message: '预约成功', code: 0 });
    expect(kit.bridge.calls).toEqual([
      { method: 'gameReservation', params: { game_id: 'g-77' } },
      { method: 'getGameReserveStatus', params: { game_id: 'g-77' } },
      { method: 'getGameReserveStatus', params: { game_id: 'g-77' } },
    ]);
    expect(kit.reservation.state.appReservation).toEqual({ status: 'reserved', outcome: { code: 1, reply: { code: 1, data: { status: 1 } } } });
  });

  it('announces the reservation once the app has answered, so the silent-download dialog follows the game reservation', async () => {
    const kit = appKit();
    kit.bridge.reply('gameReservation', { code: 1 }).reply('getGameReserveStatus', { code: 1, data: { status: 1 } });
    const seen: unknown[] = [];
    kit.reservation.reserved$.subscribe(({ firstTime }) => seen.push({ firstTime, app: kit.reservation.state.appReservation?.status }));
    const reserving = kit.reservation.reserve();
    await bridgeCalls(kit, 1);
    expect(seen).toEqual([]);
    expect(kit.download.state.open).toBe(false);
    kit.clock.advance(1000);
    await reserving;
    expect(seen).toEqual([{ firstTime: true, app: 'reserved' }]);
    expect(kit.download.state.open).toBe(true);
  });

  it('keeps the activity reservation when the app refuses, and says so in the state', async () => {
    const kit = appKit();
    kit.bridge.reply('gameReservation', { code: -1, message: '预约失败' });
    expect(await kit.reservation.reserve()).toMatchObject({ reserved: true, code: 0 });
    expect(kit.reservation.state).toMatchObject({
      status: 'reserved',
      share: { originCode: 'MYCODE01' },
      appReservation: { status: 'failed', outcome: { code: -1, message: '预约失败' } },
    });
    expect(kit.bridge.calls.map((call) => call.method)).toEqual(['gameReservation']);
  });

  it("fails with 'call jsb timeout' when the app does not answer in 3000 ms", async () => {
    const kit = appKit();
    const reserving = kit.reservation.reserve();
    await bridgeCalls(kit, 1);
    kit.clock.advance(2999);
    expect(kit.reservation.state.appReservation).toEqual({ status: 'reserving' });
    kit.clock.advance(1);
    await reserving;
    expect(kit.reservation.state.appReservation).toEqual({ status: 'failed', outcome: { code: -1, message: 'call jsb timeout' } });
  });

  it('does nothing in the app for a visitor who had reserved before', async () => {
    const kit = appKit({ reserved: true });
    expect(await kit.reservation.reserve()).toMatchObject({ code: 1 });
    expect(kit.bridge.calls).toEqual([]);
    expect(kit.reservation.state.appReservation).toBeUndefined();
  });

  it.each([
    ['a plain browser', CHROME],
    ["weixin, whose bridge is not the app's", WEIXIN],
  ])('does nothing in %s', async (_, userAgent) => {
    const kit = appKit({ userAgent });
    expect(await kit.reservation.reserve()).toMatchObject({ code: 0 });
    expect(kit.bridge.calls).toEqual([]);
    expect(kit.reservation.state.appReservation).toBeUndefined();
  });

  it('is off unless asked for', async () => {
    const kit = appKit({ reserveInApp: false });
    expect(await kit.reservation.reserve()).toMatchObject({ code: 0 });
    expect(kit.bridge.calls).toEqual([]);
  });

  it.each([[''], [undefined], [10086]])('needs a game id string: %j', (gameId) => {
    expect(() => reservation({ appReservation: { gameId } as never })).toThrow(
      expect.objectContaining({
        code: 'INVALID_ARGUMENT',
        message: `the game reservation needs a game id (reservation({ appReservation: { gameId } })), got ${JSON.stringify(gameId)}`,
      }),
    );
  });
});
