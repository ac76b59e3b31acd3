import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { FakeBridge, FakeClock, FakePage, FakeRandom, InMemoryStorage, createFakeHttp } from '../../../adapters/fake';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { tracking } from '../../../composition/features/index';
import { DownloadService } from '../../../domain/download/download.service';
import type { DownloadServiceOptions } from '../../../domain/download/download.types';
import { WeixinMask } from '../../../domain/layout/weixin-mask';
import { TrackingService } from '../../../domain/tracking/tracking.service';

const WEIXIN_ANDROID = 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.44.2502';
const flush = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

function setup({ available = true, userAgent = undefined as string | undefined, options = { unifiedGameId: '10086' } as DownloadServiceOptions } = {}) {
  const clock = new FakeClock();
  const bridge = new FakeBridge(clock, { isAvailable: available });
  const page = new FakePage({ userAgent });
  const { http, fetchMock } = createFakeHttp();
  fetchMock.route('path:/act/app/shark_report', { code: 0 });
  const tracking = new TrackingService({ http, page, storage: new InMemoryStorage(), random: new FakeRandom(1), clock }, { appId: 'app', activityId: 'act', zone: 'cn', apiOrigin: 'https://api.test', reportClose: false });
  const mask = new WeixinMask(page);
  const download = new DownloadService({ bridge, page, clock, mask, tracking }, options);
  const events = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return fetchMock.callHistory.calls('path:/act/app/shark_report').map((call) => (JSON.parse(String(call.options.body)) as { shark_params: { params: { event: string } } }).shark_params.params.event);
  };
  return { clock, bridge, page, mask, download, events };
}

describe('the silent-download dialog (SPEC §2, §4 step 5)', () => {
  it('opens after a new reservation inside the app, new version with both toggles on', () => {
    const { download } = setup();
    const reserved$ = new Subject<{ firstTime: boolean }>();
    download.offerAfter(reserved$);
    reserved$.next({ firstTime: false });
    expect(download.state.open).toBe(false);
    reserved$.next({ firstTime: true });
    expect(download.state).toMatchObject({ open: true, variant: 'new', wifiAutoDownload: true, smsNotification: true });
  });

  it('is not offered outside the app or without a unified game id', () => {
    expect(setup({ available: false }).download.offer(true)).toBe(false);
    const { download } = setup({ options: {} });
    expect(download.offer(true)).toBe(false);
  });

  it('confirm sends wifi_auto_download and mobile_message for the unified game id, as toggled, and closes', async () => {
    const { download, bridge } = setup();
    bridge.reply('setSilentDownload', { code: 1 });
    download.offer(true);
    download.toggle('smsNotification');
    expect(await download.confirm()).toEqual({ code: 1, reply: { code: 1 } });
    expect(bridge.calls).toEqual([{ method: 'setSilentDownload', params: { unified_game_id: '10086', wifi_auto_download: 1, mobile_message: 0 } }]);
    expect(download.state).toMatchObject({ open: false, sending: false, outcome: { code: 1 } });
  });

  it('the old dialog subscribes to smart WiFi download only, and cancel sends nothing', async () => {
    const { download, bridge } = setup({ options: { unifiedGameId: '7', variant: 'old' } });
    bridge.reply('setSilentDownload', { code: 1 });
    download.offer(true);
    download.dismiss();
    expect(bridge.calls).toEqual([]);
    download.offer(true);
    expect(download.state.variant).toBe('old');
    await download.confirm();
    expect(bridge.calls[0]?.params).toEqual({ unified_game_id: '7', wifi_auto_download: 1, mobile_message: 0 });
  });

  it('maps a silent app to -1 call jsb timeout after 3000 ms', async () => {
    const { download, clock } = setup();
    const sent = download.enableSilentDownload({ wifiAutoDownload: true, mobileMessage: true });
    await flush();
    clock.advance(3000);
    expect(await sent).toEqual({ code: -1, message: 'call jsb timeout' });
  });

  it('answers 0 outside the app', async () => {
    expect(await setup({ available: false }).download.enableSilentDownload({ wifiAutoDownload: true, mobileMessage: true })).toEqual({ code: 0 });
  });
});

describe('the game reservation in the app (SPEC §7)', () => {
  it('calls the game reservation with the game id, then polls the reserve status every 1000 ms until reserved', async () => {
    const { download, bridge, clock } = setup();
    let polls = 0;
    bridge.reply('gameReservation', { code: 1 }).reply('getGameReserveStatus', () => ({ code: 1, data: { status: ++polls >= 2 ? 1 : 0 } }));
    const reserving = download.reserveGame();
    await flush();
    expect(bridge.calls.map((call) => call.method)).toEqual(['gameReservation']);
    clock.advance(999);
    await flush();
    expect(polls).toBe(0);
    clock.advance(1);
    await flush();
    expect(polls).toBe(1);
    clock.advance(1000);
    await flush();
    expect(await reserving).toMatchObject({ code: 1, reply: { data: { status: 1 } } });
    expect(bridge.calls.map((call) => call.params)).toEqual([{ game_id: '10086' }, { game_id: '10086' }, { game_id: '10086' }]);
  });

  it('gives up after 5 polls', async () => {
    const { download, bridge, clock } = setup();
    bridge.reply('gameReservation', { code: 1 }).reply('getGameReserveStatus', { code: 1, data: { status: 0 } });
    const reserving = download.reserveGame('g1');
    for (let i = 0; i < 6; i++) {
      await flush();
      clock.advance(1000);
    }
    expect(await reserving).toEqual({ code: -1, message: 'reserve status not confirmed' });
    expect(bridge.calls.filter((call) => call.method === 'getGameReserveStatus')).toHaveLength(5);
  });

  it('returns the reservation call failure without polling', async () => {
    const { download, bridge } = setup();
    bridge.reply('gameReservation', { code: -1, message: 'no' });
    expect(await download.reserveGame()).toMatchObject({ code: -1, message: 'no' });
    expect(bridge.calls).toHaveLength(1);
  });
});

describe('the download and invite-token helpers (SPEC §2, §5, §9)', () => {
  it('goes to the url and reports act_download_start; act_download_success only once another app takes the screen (hidden, not left) within 3000 ms', async () => {
    const { download, page, clock, events } = setup();
    expect(download.download('https://cdn.test/game.apk')).toBe(true);
    expect(page.navigations).toEqual(['https://cdn.test/game.apk']);
    expect(await events()).toEqual(['act_download_start']);
    clock.advance(2999);
    page.setVisible(false);
    clock.advance(0);
    expect(await events()).toEqual(['act_download_start', 'act_download_success']);
    page.setVisible(true);
    page.setVisible(false);
    clock.advance(5000);
    expect(await events()).toEqual(['act_download_start', 'act_download_success']);
  });

  it('reports no act_download_success while the page stays in view (a download list the page cannot see), nor for a hide after 3000 ms', async () => {
    const { download, page, clock, events } = setup();
    download.download('https://cdn.test/game.apk');
    clock.advance(3000);
    page.setVisible(false);
    clock.advance(10);
    expect(await events()).toEqual(['act_download_start']);
  });

  it('watches only the latest download: one hide after several clicks reports one act_download_success', async () => {
    const { download, page, clock, events } = setup();
    download.download('https://cdn.test/game.apk');
    download.download('https://cdn.test/game.apk');
    download.download('https://cdn.test/game.apk');
    page.setVisible(false);
    clock.advance(0);
    expect(await events()).toEqual(['act_download_start', 'act_download_start', 'act_download_start', 'act_download_success']);
  });

  it('reports no act_download_success when the address replaced the page (pagehide: a web or error page, not a download)', async () => {
    const { download, page, clock, events } = setup();
    download.download('https://cdn.test/game.apk');
    page.leave();
    clock.advance(3000);
    expect(await events()).toEqual(['act_download_start']);
  });

  it('shows the weixin mask on Android weixin instead of downloading, and reports no download', async () => {
    const { download, page, mask, events } = setup({ userAgent: WEIXIN_ANDROID });
    expect(download.download('https://cdn.test/game.apk')).toBe(false);
    expect(mask.state.visible).toBe(true);
    expect(page.navigations).toEqual([]);
    expect(await events()).toEqual([]);
  });

  it('reports the download events with the url as download_url, beside the SPEC §3 fields', async () => {
    const kit = createTestKit({ features: withFeatures(tracking({ zone: 'cn', reportOpen: false, reportClose: false })), routes: (fetchMock) => fetchMock.route('path:/act/test-app/shark_report', { code: 0, data: null, message: 'success' }) });
    expect(kit.download.download('https://cdn.test/game.apk')).toBe(true);
    kit.page.setVisible(false);
    kit.clock.advance(0);
    kit.page.setVisible(true);
    await vi.waitFor(() => expect(kit.fetchMock.callHistory.calls('path:/act/test-app/shark_report')).toHaveLength(2));
    const params = kit.fetchMock.callHistory.calls('path:/act/test-app/shark_report').map((call) => (JSON.parse(String(call.options.body)) as { shark_params: { params: Record<string, unknown> } }).shark_params.params);
    expect(params).toEqual([
      expect.objectContaining({ event: 'act_download_start', download_url: 'https://cdn.test/game.apk', activity_id: 'test-activity', country: 'be_null' }),
      expect.objectContaining({ event: 'act_download_success', download_url: 'https://cdn.test/game.apk', activity_id: 'test-activity' }),
    ]);
    expect(kit.page.navigations).toEqual(['https://cdn.test/game.apk']);
  });

  it('still downloads, reporting nothing, while tracking is off', () => {
    const kit = createTestKit();
    expect(kit.download.download('/game.apk')).toBe(true);
    expect(kit.page.navigations).toEqual(['/game.apk']);
    expect(kit.fetchMock.callHistory.calls()).toHaveLength(0);
  });

  it.each([undefined, '', 42, 'not a url', '//evil.example/app.apk', '/\\evil.example/app.apk'])('needs a valid url string, never a scheme-relative one: %j', (url) => {
    expect(() => setup().download.download(url)).toThrow('the download helper needs a valid url string');
  });

  it('puts key=value into the url, and needs url, key and value', () => {
    const { download } = setup();
    expect(download.inviteLink('https://campaign.test/?a=1', 'invite_token', 't0k')).toBe('https://campaign.test/?a=1&invite_token=t0k');
    expect(() => download.inviteLink('https://campaign.test/', '', 'v')).toThrow('the invite-token helper needs url, key and value');
    expect(() => download.inviteLink('', 'k', 'v')).toThrow('the invite-token helper needs url, key and value');
  });
});
