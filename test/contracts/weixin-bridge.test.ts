import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../adapters/fake/fake-clock';
import { createFakeHttp } from '../../adapters/fake/fake-http';
import { FakePage } from '../../adapters/fake/fake-page';
import { FakeScriptLoader } from '../../adapters/fake/fake-script-loader';
import { FakeWeixinNative } from '../../adapters/fake/fake-weixin-native';
import { WeixinBridgeAdapter } from '../../adapters/weixin/weixin-bridge.adapter';
import { JWEIXIN_BACKUP_URL, JWEIXIN_URL, WeixinJsSdkAdapter } from '../../adapters/weixin/weixin-js-sdk.adapter';
import type { WeixinWindow } from '../../adapters/weixin/weixin.globals';
import { isCampaignKitError } from '../../ports';
import { unavailableBridgeContract } from './bridge.contract';
import { createJsdomWindow } from './support/jsdom-window';
import { flush, outcome } from './support/settle';

const WEIXIN_UA = 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 Chrome/116.0.0.0 Mobile Safari/537.36 MicroMessenger/8.0.44.2502';
const IOS_WEIXIN_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237)';

unavailableBridgeContract('WeixinBridgeAdapter outside weixin', () => new WeixinBridgeAdapter({ navigator: { userAgent: 'Chrome' } }, new FakeClock()));

describe('WeixinBridgeAdapter (PLATFORMS.md §1b)', () => {
  it('invokes WeixinJSBridge and maps err_msg :ok to code 1, :cancel to 0, others to -1', async () => {
    const window: WeixinWindow = {};
    const native = new FakeWeixinNative().install(window).reply('cancelled', { err_msg: 'cancelled:cancel' }).reply('broken', { err_msg: 'broken:fail_no_permission' });
    const bridge = new WeixinBridgeAdapter(window, new FakeClock());
    expect(await bridge.call('getNetworkType', { a: 1 })).toEqual({ code: 1, data: { err_msg: 'getNetworkType:ok' }, message: 'getNetworkType:ok' });
    expect((await bridge.call('cancelled')).code).toBe(0);
    expect((await bridge.call('broken')).code).toBe(-1);
    expect(native.invokes[0]).toEqual({ method: 'getNetworkType', params: { a: 1 } });
  });

  it('waits for WeixinJSBridgeReady before calling, within the 3000 ms timeout', async () => {
    const window = (await createJsdomWindow({ userAgent: WEIXIN_UA })) as unknown as WeixinWindow;
    const native = new FakeWeixinNative({ bridgeAtOnce: false }).install(window);
    const bridge = new WeixinBridgeAdapter(window, new FakeClock());
    expect(bridge.isAvailable).toBe(true);
    const call = bridge.call('getNetworkType');
    expect(await outcome(call)).toBe('pending');
    native.bridgeReady((window as unknown as { Event: typeof Event }).Event);
    await expect(call).resolves.toMatchObject({ code: 1 });
  });

  it('times out with call jsb timeout when the bridge never comes', async () => {
    const clock = new FakeClock();
    const bridge = new WeixinBridgeAdapter({ navigator: { userAgent: WEIXIN_UA } }, clock);
    const call = bridge.call('x');
    clock.advance(3000);
    const error: unknown = await call.catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'BRIDGE_TIMEOUT')).toBe(true);
    expect((error as Error).message).toBe('call jsb timeout');
  });

  it('fans a WeixinJSBridge event out to every listener until it stops listening', async () => {
    const window: WeixinWindow = {};
    const native = new FakeWeixinNative().install(window);
    const bridge = new WeixinBridgeAdapter(window, new FakeClock());
    const heard: unknown[] = [];
    const stop = bridge.on('menu:share:appmessage', (payload) => heard.push(['a', payload]));
    bridge.on('menu:share:appmessage', (payload) => heard.push(['b', payload]));
    await Promise.resolve();
    native.emit('menu:share:appmessage', 1);
    stop();
    native.emit('menu:share:appmessage', 2);
    expect(heard).toEqual([['a', 1], ['b', 1], ['b', 2]]);
  });
});

describe('WeixinJsSdkAdapter (SPEC §7 weixin signature from a ticket address)', () => {
  const TICKET = 'https://api.test/weixin/ticket';
  const ticketAnswer = { code: 0, data: { appId: 'wx123', timestamp: 1700000000, nonceStr: 'n0nce', signature: 'sig' } };

  function setup({ userAgent = WEIXIN_UA, url = 'https://campaign.test/landing?x=1#top', withWx = true } = {}) {
    const window: WeixinWindow = {};
    const native = new FakeWeixinNative({ wx: withWx }).install(window);
    const page = new FakePage({ url, userAgent });
    const scriptLoader = new FakeScriptLoader();
    const { http, fetchMock } = createFakeHttp();
    fetchMock.route(`begin:${TICKET}`, ticketAnswer);
    const sdk = new WeixinJsSdkAdapter({ scriptLoader, http, page, ticketUrl: TICKET, window });
    return { window, native, page, scriptLoader, fetchMock, sdk };
  }

  it('signs the current address without its hash on Android, and configures wx with the ticket', async () => {
    const { sdk, page, native, fetchMock } = setup();
    page.replaceUrl('https://campaign.test/next?y=2#frag');
    await sdk.ready();
    expect(new URL(fetchMock.callHistory.lastCall()!.url).searchParams.get('url')).toBe('https://campaign.test/next?y=2');
    expect(native.wxCalls[0]).toEqual({ api: 'config', data: { debug: false, appId: 'wx123', timestamp: 1700000000, nonceStr: 'n0nce', signature: 'sig', jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] } });
  });

  it('signs the first landing address on iOS (the iOS SPA rule)', async () => {
    const { sdk, page } = setup({ userAgent: IOS_WEIXIN_UA });
    page.replaceUrl('https://campaign.test/after-push-state');
    expect(sdk.signedUrl()).toBe('https://campaign.test/landing?x=1');
  });

  it('loads jweixin-1.6.0.js from res.wx.qq.com, then res2, when wx is not on the page', async () => {
    const { sdk, scriptLoader, window } = setup({ withWx: false });
    scriptLoader.fail(JWEIXIN_URL);
    const ready = sdk.ready();
    await flush();
    expect(scriptLoader.loads.map((load) => load.url)).toEqual([JWEIXIN_URL, JWEIXIN_BACKUP_URL]);
    const loaded = new FakeWeixinNative({ bridgeAtOnce: false }).install(window);
    scriptLoader.succeed(JWEIXIN_BACKUP_URL);
    await ready;
    expect(loaded.wxCalls.map((call) => call.api)).toEqual(['config']);
  });

  it('loads the JS-SDK as the page pins it: its address, backups and integrity hash', async () => {
    const pin = { url: 'https://cdn.test/jweixin-1.6.0.js', backups: ['https://cdn2.test/jweixin-1.6.0.js'], integrity: 'sha384-wx' };
    const window: WeixinWindow = {};
    const scriptLoader = new FakeScriptLoader();
    scriptLoader.fail(pin.url);
    scriptLoader.fail(pin.backups[0]!);
    const { http } = createFakeHttp();
    const sdk = new WeixinJsSdkAdapter({ scriptLoader, http, page: new FakePage({ userAgent: WEIXIN_UA }), ticketUrl: TICKET, window, script: pin });
    await expect(sdk.ready()).rejects.toMatchObject({ code: 'SCRIPT_LOAD' });
    const attrs = { crossorigin: 'anonymous', integrity: 'sha384-wx' };
    expect(scriptLoader.loads).toEqual([{ url: pin.url, attrs }, { url: pin.backups[0], attrs }]);
  });

  it('fails with SCRIPT_LOAD when every address failed', async () => {
    const { sdk, scriptLoader } = setup({ withWx: false });
    scriptLoader.fail(JWEIXIN_URL);
    scriptLoader.fail(JWEIXIN_BACKUP_URL);
    const error: unknown = await sdk.ready().catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'SCRIPT_LOAD')).toBe(true);
  });

  it('sets the friends and timeline share cards through the SDK', async () => {
    const { sdk, native } = setup();
    const card = { title: 'T', desc: 'D', link: 'https://campaign.test/', imgUrl: 'https://campaign.test/i.png' };
    await sdk.setShare('friends', card);
    await sdk.setShare('timeline', card);
    expect(native.wxCalls.slice(1)).toEqual([
      { api: 'updateAppMessageShareData', data: card },
      { api: 'updateTimelineShareData', data: card },
    ]);
  });

  it('rejects with BRIDGE when wx.config fails, and retries on the next call', async () => {
    const window: WeixinWindow = {};
    new FakeWeixinNative({ configError: 'config:invalid signature' }).install(window);
    const { http, fetchMock } = createFakeHttp();
    fetchMock.route(`begin:${TICKET}`, ticketAnswer);
    const sdk = new WeixinJsSdkAdapter({ scriptLoader: new FakeScriptLoader(), http, page: new FakePage(), ticketUrl: TICKET, window });
    await expect(sdk.ready()).rejects.toThrow('config:invalid signature');
    new FakeWeixinNative().install(window);
    await expect(sdk.ready()).resolves.toBeUndefined();
  });

  it('rejects with the server message when the ticket address answers a non-zero code', async () => {
    const window: WeixinWindow = {};
    new FakeWeixinNative().install(window);
    const { http, fetchMock } = createFakeHttp();
    fetchMock.route(`begin:${TICKET}`, { code: 40001, message: 'invalid credential' });
    const sdk = new WeixinJsSdkAdapter({ scriptLoader: new FakeScriptLoader(), http, page: new FakePage(), ticketUrl: TICKET, window });
    const error: unknown = await sdk.ready().catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'SERVER')).toBe(true);
    expect((error as Error).message).toBe('invalid credential');
  });
});
