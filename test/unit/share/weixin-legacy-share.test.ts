import { describe, expect, it } from 'vitest';
import { FakeClock, FakeWeixinNative } from '../../../adapters/fake/index';
import { WeixinBridgeAdapter } from '../../../adapters/weixin/weixin-bridge.adapter';
import { LEGACY_WEIXIN_UNAVAILABLE, WeixinLegacyShareAdapter, WeixinShareFallback } from '../../../adapters/weixin/weixin-legacy-share.adapter';
import type { WeixinWindow } from '../../../adapters/weixin/weixin.globals';
import { CampaignKitError } from '../../../ports/errors';
import type { WeixinSdkPort, WeixinShareData } from '../../../ports/weixin-sdk.port';

const CARD: WeixinShareData = { title: '星河预约', desc: '一起来预约', link: 'https://campaign.test/?share_code=A1', imgUrl: 'https://campaign.test/cover.png' };
const LEGACY_CARD = { title: CARD.title, desc: CARD.desc, link: CARD.link, img_url: CARD.imgUrl };
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

function inWeixin({ bridgeAtOnce = true } = {}) {
  const window: WeixinWindow = { document: new EventTarget() as never, navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0.44.2502' } };
  const native = new FakeWeixinNative({ wx: false, bridgeAtOnce }).install(window);
  const legacy = new WeixinLegacyShareAdapter(new WeixinBridgeAdapter(window, new FakeClock()));
  return { native, legacy };
}

function outsideWeixin() {
  const window: WeixinWindow = { document: new EventTarget() as never, navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0' } };
  return new WeixinLegacyShareAdapter(new WeixinBridgeAdapter(window, new FakeClock()));
}

describe('WeixinLegacyShareAdapter (PLATFORMS.md §1b menu:share events)', () => {
  it("answers weixin's 'share to friends' menu event with sendAppMessage and the card, and nothing before", async () => {
    const { native, legacy } = inWeixin();
    await legacy.setShare('friends', CARD);
    await flush();
    expect(native.invokes).toEqual([]);

    native.emit('menu:share:appmessage');
    await flush();
    expect(native.invokes).toEqual([{ method: 'sendAppMessage', params: LEGACY_CARD }]);
  });

  it("answers the 'share to Moments' menu event with shareTimeline", async () => {
    const { native, legacy } = inWeixin();
    await legacy.setShare('timeline', CARD);
    await flush();
    native.emit('menu:share:appmessage');
    native.emit('menu:share:timeline');
    await flush();
    expect(native.invokes).toEqual([{ method: 'shareTimeline', params: LEGACY_CARD }]);
  });

  it('shares the latest card, once per menu event', async () => {
    const { native, legacy } = inWeixin();
    await legacy.setShare('friends', CARD);
    await legacy.setShare('friends', { ...CARD, title: '第二张卡片' });
    await flush();
    native.emit('menu:share:appmessage');
    await flush();
    expect(native.invokes).toEqual([{ method: 'sendAppMessage', params: { ...LEGACY_CARD, title: '第二张卡片' } }]);
  });

  it('listens once WeixinJSBridge is ready when it comes after the page', async () => {
    const { native, legacy } = inWeixin({ bridgeAtOnce: false });
    await legacy.setShare('friends', CARD);
    native.bridgeReady();
    await flush();
    native.emit('menu:share:appmessage');
    await flush();
    expect(native.invokes).toEqual([{ method: 'sendAppMessage', params: LEGACY_CARD }]);
  });

  it('refuses outside weixin with BRIDGE', async () => {
    const legacy = outsideWeixin();
    await expect(legacy.setShare('friends', CARD)).rejects.toMatchObject({ code: 'BRIDGE', message: LEGACY_WEIXIN_UNAVAILABLE });
    await expect(legacy.ready()).rejects.toMatchObject({ code: 'BRIDGE' });
  });
});

describe('WeixinShareFallback: the JS-SDK first, the legacy menu events when it fails', () => {
  const sdk = (fails?: string) => {
    const cards: string[] = [];
    const port: WeixinSdkPort = {
      available: false,
      ready: () => (fails ? Promise.reject(new CampaignKitError('BRIDGE', fails)) : Promise.resolve()),
      setShare: async (target) => {
        if (fails) throw new CampaignKitError('BRIDGE', fails);
        cards.push(target);
      },
    };
    return { port, cards };
  };

  it('uses the JS-SDK when it works, and leaves the menu events alone', async () => {
    const { native, legacy } = inWeixin();
    const primary = sdk();
    await new WeixinShareFallback(primary.port, legacy).setShare('friends', CARD);
    await flush();
    native.emit('menu:share:appmessage');
    await flush();
    expect(primary.cards).toEqual(['friends']);
    expect(native.invokes).toEqual([]);
  });

  it('falls back to the menu events when the JS-SDK fails inside weixin', async () => {
    const { native, legacy } = inWeixin();
    await expect(new WeixinShareFallback(sdk('config:invalid signature').port, legacy).setShare('friends', CARD)).resolves.toBeUndefined();
    await flush();
    native.emit('menu:share:appmessage');
    await flush();
    expect(native.invokes).toEqual([{ method: 'sendAppMessage', params: LEGACY_CARD }]);
  });

  it('uses the menu events when no JS-SDK is configured', async () => {
    const { native, legacy } = inWeixin();
    const fallback = new WeixinShareFallback(undefined, legacy);
    await fallback.ready();
    await fallback.setShare('timeline', CARD);
    await flush();
    native.emit('menu:share:timeline');
    await flush();
    expect(native.invokes).toEqual([{ method: 'shareTimeline', params: LEGACY_CARD }]);
  });

  it('is available inside weixin (WeixinJSBridge or a MicroMessenger user agent) and not elsewhere', () => {
    expect(inWeixin().legacy.available).toBe(true);
    expect(new WeixinShareFallback(sdk().port, inWeixin().legacy).available).toBe(true);
    expect(new WeixinShareFallback(sdk().port, outsideWeixin()).available).toBe(false);
    expect(new WeixinShareFallback(undefined, outsideWeixin()).available).toBe(false);
  });

  it("rejects with the JS-SDK's error when the fallback cannot run either (outside weixin)", async () => {
    await expect(new WeixinShareFallback(sdk('config:invalid signature').port, outsideWeixin()).setShare('friends', CARD)).rejects.toThrow('config:invalid signature');
    await expect(new WeixinShareFallback(undefined, outsideWeixin()).setShare('friends', CARD)).rejects.toThrow(LEGACY_WEIXIN_UNAVAILABLE);
  });
});
