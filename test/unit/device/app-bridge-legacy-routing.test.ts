import { describe, expect, it } from 'vitest';
import { AppBridgeAdapter } from '../../../adapters/bridge/app-bridge.adapter';
import type { AppBridgeWindow } from '../../../adapters/bridge/app-bridge.globals';
import { findLegacyCall } from '../../../adapters/bridge/app-bridge.protocol';
import { FakeClock } from '../../../adapters/fake/fake-clock';

const TOUTIAO_UA = 'Mozilla/5.0 (Linux; Android 12; V2055A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/96.0.4664.104 Mobile Safari/537.36 JsSdk/2 NewsArticle/8.9.6 NetType/wifi';
const DOUYIN_UA = 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/116.0 Mobile Safari/537.36 aweme_280000 JsSdk/1.0 NetType/WIFI AppName/aweme app_version/28.0.0 BytedanceWebview/d8a21c6';
const AD_WEBVIEW_UA = 'Mozilla/5.0 (Linux; Android 9) AppleWebKit/537.36 Chrome/70.0 Mobile Safari/537.36 ttad/0';

/** A webview with the legacy ToutiaoJSBridge.call and the standard invoker, recording which carried each call. */
function webview(userAgent: string, { legacy = true, invoker = true } = {}) {
  const sent: { via: 'legacy' | 'invokeMethod'; func: string; params: unknown }[] = [];
  const legacyCallbacks: ((reply: unknown) => void)[] = [];
  const window: AppBridgeWindow = {
    navigator: { userAgent },
    ToutiaoJSBridge: legacy
      ? {
          call: (func, params, callback) => {
            sent.push({ via: 'legacy', func, params });
            legacyCallbacks.push(callback);
          },
        }
      : undefined,
    JS2NativeBridge: invoker
      ? {
          _invokeMethod: (json) => {
            const message = JSON.parse(json) as { func: string; params: unknown };
            sent.push({ via: 'invokeMethod', func: message.func, params: message.params });
          },
        }
      : undefined,
  };
  const clock = new FakeClock();
  return { window, sent, clock, bridge: new AppBridgeAdapter(window, clock), reply: (index: number, reply: unknown) => legacyCallbacks[index]!(reply) };
}

describe('the Toutiao legacy routing of the app bridge (PLATFORMS.md §1a)', () => {
  it('sends undotted method names to the legacy ToutiaoJSBridge.call in Toutiao, and resolves with its reply', async () => {
    const { bridge, sent, reply } = webview(TOUTIAO_UA);
    const call = bridge.call('share', { platform: 'all' });
    expect(sent).toEqual([{ via: 'legacy', func: 'share', params: { platform: 'all' } }]);
    reply(0, { code: 1, data: { panel: 'open' } });
    await expect(call).resolves.toEqual({ code: 1, data: { panel: 'open' } });
  });

  it('maps a legacy reply like any other: another code is the failure, a bare payload is data with code 1', async () => {
    const { bridge, reply } = webview(TOUTIAO_UA);
    const failed = bridge.call('gameReservation', { game_id: '1' });
    const bare = bridge.call('getGameReserveStatus', { game_id: '1' });
    reply(0, { code: -1, message: 'not allowed' });
    reply(1, { status: 1 });
    await expect(failed).resolves.toEqual({ code: -1, message: 'not allowed' });
    await expect(bare).resolves.toEqual({ code: 1, data: { status: 1 } });
  });

  it('keeps dotted method names on the standard transport in Toutiao', () => {
    const { bridge, sent } = webview(TOUTIAO_UA);
    void bridge.call('app.share', {});
    expect(sent).toEqual([{ via: 'invokeMethod', func: 'app.share', params: {} }]);
  });

  it('sends every method, dotted or not, to the legacy bridge in the legacy ad webview (ttad/0)', () => {
    const { bridge, sent } = webview(AD_WEBVIEW_UA);
    void bridge.call('app.share', {});
    void bridge.call('share', {});
    expect(sent.map((each) => each.via)).toEqual(['legacy', 'legacy']);
  });

  it('leaves other ByteDance apps (Douyin) on the standard transport even where ToutiaoJSBridge.call exists', () => {
    const { bridge, sent } = webview(DOUYIN_UA);
    void bridge.call('share', {});
    expect(sent).toEqual([{ via: 'invokeMethod', func: 'share', params: {} }]);
  });

  it('is a bridge in Toutiao with only the legacy ToutiaoJSBridge.call, but not in Douyin with only that', async () => {
    const toutiao = webview(TOUTIAO_UA, { invoker: false });
    expect(toutiao.bridge.isAvailable).toBe(true);
    const douyin = webview(DOUYIN_UA, { invoker: false });
    expect(douyin.bridge.isAvailable).toBe(false);
    await expect(douyin.bridge.call('share')).rejects.toMatchObject({ code: 'BRIDGE' });
    const onlyLegacy = webview(TOUTIAO_UA, { invoker: false });
    await expect(onlyLegacy.bridge.call('app.share')).rejects.toMatchObject({ code: 'BRIDGE' });
  });

  it("times out a legacy call the app never answers with 'call jsb timeout' after 3000 ms, and ignores a late reply", async () => {
    const { bridge, clock, reply } = webview(TOUTIAO_UA);
    const call = bridge.call('share', {});
    clock.advance(3000);
    await expect(call).rejects.toMatchObject({ code: 'BRIDGE_TIMEOUT', message: 'call jsb timeout' });
    expect(() => reply(0, { code: 1 })).not.toThrow();
  });

  it('rejects with BRIDGE when the legacy call throws', async () => {
    const { window, clock } = webview(TOUTIAO_UA);
    window.ToutiaoJSBridge = {
      call: () => {
        throw new Error('native gone');
      },
    };
    await expect(new AppBridgeAdapter(window, clock).call('share')).rejects.toMatchObject({ code: 'BRIDGE', message: 'share: the app bridge threw' });
  });

  it('findLegacyCall: undefined without ToutiaoJSBridge.call, whatever the user agent', () => {
    expect(findLegacyCall({ navigator: { userAgent: TOUTIAO_UA } }, 'share')).toBeUndefined();
    expect(findLegacyCall({ navigator: { userAgent: TOUTIAO_UA }, ToutiaoJSBridge: { invokeMethod: () => undefined } }, 'share')).toBeUndefined();
  });
});
