import { describe, expect, it } from 'vitest';
import { AppBridgeAdapter } from '../../../adapters/bridge/app-bridge.adapter';
import { NoBridgeAdapter } from '../../../adapters/browser/no-bridge.adapter';
import { FakeAppNative, FakeClock, FakeWeixinNative } from '../../../adapters/fake';
import { WeixinBridgeAdapter } from '../../../adapters/weixin/weixin-bridge.adapter';
import { createPlatformBridge, detectBridgePlatform, type PlatformWindow } from '../../../composition/platform/browser-platform';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { servers, share } from '../../../composition/features/index';
import { wireCalls } from '../support/routes';

const DOUYIN_UA = 'Mozilla/5.0 (Linux; Android 10; HD1900 Build/QKQ1.190716.003; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/75.0.3770.156 Mobile Safari/537.36 aweme_230400 JsSdk/1.0 NetType/WIFI AppName/aweme app_version/23.4.0 BytedanceWebview/d8a21c6';
const WEIXIN_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x18003237) NetType/WIFI Language/zh_CN';
const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.0.0 Safari/537.36';

describe('platform detection: which bridge a page gets', () => {
  it('is the app bridge where a native invoker is injected, whatever the user agent', () => {
    const window: PlatformWindow = { navigator: { userAgent: CHROME_UA } };
    new FakeAppNative().install(window);
    expect(detectBridgePlatform(window)).toBe('bridge');
    expect(createPlatformBridge(new FakeClock(), window)).toBeInstanceOf(AppBridgeAdapter);
  });

  it('is the app bridge in a ByteDance webview, weixin in weixin, none in a plain browser or without a window', () => {
    expect(detectBridgePlatform({ navigator: { userAgent: DOUYIN_UA } })).toBe('bridge');
    expect(detectBridgePlatform({ navigator: { userAgent: WEIXIN_UA } })).toBe('weixin');
    expect(detectBridgePlatform({ navigator: { userAgent: CHROME_UA } })).toBe('browser');
    expect(detectBridgePlatform(undefined)).toBe('browser');
    expect(createPlatformBridge(new FakeClock(), { navigator: { userAgent: CHROME_UA } })).toBeInstanceOf(NoBridgeAdapter);
  });

  it('is weixin where WeixinJSBridge is injected', () => {
    const window: PlatformWindow = { navigator: { userAgent: CHROME_UA } };
    new FakeWeixinNative().install(window);
    expect(createPlatformBridge(new FakeClock(), window)).toBeInstanceOf(WeixinBridgeAdapter);
  });
});

describe('the kit facade (composition)', () => {
  it('detects the device from the page user agent', () => {
    expect(createTestKit({ userAgent: DOUYIN_UA }).device).toMatchObject({ app: 'douyin', platformCode: 2, browserCode: 4, os: 'android', mobile: true });
    expect(createTestKit({ userAgent: WEIXIN_UA }).device).toMatchObject({ app: 'weixin', platformCode: 7, browserCode: 1, os: 'ios' });
  });

  it('wires share, servers, location and mail to the kit options', async () => {
    const info = { url: 'https://campaign.test/', title: 'T', description: 'D', image: 'https://campaign.test/i.png' };
    const kit = createTestKit({
      url: 'https://sandbox.campaign.test/spring',
      appId: 'game-9',
      activityId: 'spring-9',
      apiOrigin: 'https://api.test',
      features: withFeatures(share({ info }), servers({ environment: 'all' })),
    });
    const calls = () => wireCalls(kit).map((call) => ({ method: call.method, url: `https://api.test${call.path}`, query: call.query, body: call.body }));

    // share: the app panel carries the share info of share({ info }).
    kit.bridge.reply('share', { code: 1 });
    expect(await kit.share.appPanel()).toEqual({ code: 1, reply: { code: 1 } });
    expect(kit.bridge.calls).toEqual([{ method: 'share', params: { platform: 'all', share_type: 0, share_strategy: 0, title: 'T', desc: 'D', url: 'https://campaign.test/', image: 'https://campaign.test/i.png' } }]);

    // servers: the kit's app id, at apiOrigin, and environment 'all' keeping the test server on a sandbox host.
    kit.fetchMock.route('begin:https://api.test/external_activity/common/game/serverlist', { code: 0, data: { zone_list: [{ server_list: [{ real_server_id: 'live', server_type: 1 }, { real_server_id: 'test', server_type: 2 }] }] } });
    expect((await kit.servers.servers()).map((server) => server.realServerId)).toEqual(['live', 'test']);

    // location: the kit's app id and activity id, at apiOrigin.
    kit.fetchMock.route('begin:https://api.test/act/game-9/location/geonameids', { code: 0, message: 'success', data: { city: 'Hangzhou', continent: 'Asia', country: 'China', subdivisions: 'Zhejiang' } });
    expect(await kit.location.lookup()).toEqual({ city: 'Hangzhou', continent: 'Asia', country: 'China', subdivisions: 'Zhejiang' });

    // mail: at apiOrigin, with the submission as given.
    kit.fetchMock.route('begin:https://api.test/external_activity/common/mail/send', { code: 0, message: 'success' });
    await kit.mail.send({ email: 'fan@example.com', appId: 'game-9', activityId: 'spring-9', userName: 'Fan' });
    await expect(kit.mail.send({ email: '', appId: 'game-9', activityId: 'spring-9' })).rejects.toThrow('email collection requires email, app_id and activity_id');

    expect(calls()).toEqual([
      { method: 'GET', url: 'https://api.test/external_activity/common/game/serverlist', query: { app_id: 'game-9' }, body: undefined },
      { method: 'GET', url: 'https://api.test/act/game-9/location/geonameids', query: { activity_id: 'spring-9', type: '1' }, body: undefined },
      {
        method: 'POST',
        url: 'https://api.test/external_activity/common/mail/send',
        query: {},
        body: { user_name: 'Fan', email: 'fan@example.com', content: '', activity: '', app_id: 'game-9', activity_id: 'spring-9' },
      },
    ]);
    expect(kit.fetchMock.callHistory.calls().map((call) => new URL(call.url).origin)).toEqual(['https://api.test', 'https://api.test', 'https://api.test']);
  });
});
