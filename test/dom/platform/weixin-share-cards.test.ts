import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWeixinNative } from '../../../adapters/fake/fake-weixin-native';
import type { WeixinWindow } from '../../../adapters/weixin/weixin.globals';
import { monitoring, share } from '../../../composition/features/index';
import { withFeatures } from '../../../composition/testing';
import { createBackendKit, SHARE_CODE } from '../support/backend';

const TICKET_URL = 'https://campaign.test/api/weixin/ticket';
const INFO = { url: 'https://campaign.test/spring', title: '星河预约', description: '一起来预约', image: 'https://campaign.test/cover.png' };
const SIGNATURE = { appId: 'wx0000000000000001', timestamp: 1767225600, nonceStr: 'n0nce', signature: 'a'.repeat(40) };

afterEach(() => {
  Reflect.deleteProperty(window, 'WeixinJSBridge');
  Reflect.deleteProperty(window, 'wx');
});

function weixinKit(options: { inWeixin: boolean }) {
  const native = options.inWeixin ? new FakeWeixinNative().install(window as unknown as WeixinWindow) : undefined;
  const { kit } = createBackendKit({ loggedIn: true }, { features: withFeatures(share({ info: INFO, weixinTicketUrl: TICKET_URL })) });
  kit.fetchMock.route(`begin:${TICKET_URL}`, { status: 200, body: { code: 0, message: 'success', data: SIGNATURE } });
  /** The link each card was last set to: friends and Moments are set in no order the kit promises. */
  const cards = () => {
    const last = (api: string) => (native?.wxCalls ?? []).filter((call) => call.api === api).at(-1)?.data.link;
    return { friends: last('updateAppMessageShareData'), moments: last('updateTimelineShareData') };
  };
  return { kit, native, cards };
}

describe('share(): the weixin cards on arrival (kit.start(), no tap)', () => {
  it('inside weixin, configures the JS-SDK and sets the friends and Moments cards, then adds the share code after a reservation', async () => {
    const { kit, native, cards } = weixinKit({ inWeixin: true });
    await kit.start();

    await vi.waitFor(() => expect(cards()).toEqual({ friends: INFO.url, moments: INFO.url }));
    expect(native!.wxCalls[0]).toMatchObject({ api: 'config', data: { appId: SIGNATURE.appId, signature: SIGNATURE.signature } });
    for (const call of native!.wxCalls.slice(1)) expect(call.data).toMatchObject({ title: INFO.title, desc: INFO.description, imgUrl: INFO.image });

    await kit.reservation.reserve();
    const invite = `${INFO.url}?share_code=${SHARE_CODE}`;
    await vi.waitFor(() => expect(cards()).toEqual({ friends: invite, moments: invite }));
    expect(native!.wxCalls.filter((call) => call.api === 'config')).toHaveLength(1);
  });

  it('outside weixin, loads nothing and asks for no signature', async () => {
    const { kit } = weixinKit({ inWeixin: false });
    await kit.start();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(kit.share.inWeixin).toBe(false);
    expect(kit.fetchMock.callHistory.calls(`begin:${TICKET_URL}`)).toEqual([]);
    expect(kit.scriptLoader.loads).toEqual([]);
  });
});

describe('share(): the weixin ticket call', () => {
  it('goes through the kit transport, so monitoring() reports it when it fails', async () => {
    new FakeWeixinNative().install(window as unknown as WeixinWindow);
    const { kit } = createBackendKit(
      { loggedIn: true },
      { features: withFeatures(share({ info: INFO, weixinTicketUrl: TICKET_URL }), monitoring({ sampleRates: { pageview: 0, http: 1 } })) },
    );
    kit.fetchMock.route(`begin:${TICKET_URL}`, { status: 500, headers: { 'x-tt-logid': 'log-ticket' } });
    kit.fetchMock.route('path:/monitor_browser/collect/batch/', { status: 200, body: { code: 0, message: 'success', data: {} } });
    await kit.start();
    await vi.waitFor(() => {
      kit.clock.advance(1000);
      expect(kit.fetchMock.callHistory.calls('path:/monitor_browser/collect/batch/')).toHaveLength(1);
    });
    const [batch] = kit.fetchMock.callHistory.calls('path:/monitor_browser/collect/batch/');
    const events = (JSON.parse(String(batch!.options.body)) as { list: { request_url: string; status: number; log_id: string }[] }).list;
    const asked = kit.fetchMock.callHistory.calls(`begin:${TICKET_URL}`).length;
    expect(asked).toBeGreaterThan(0);
    expect(events).toHaveLength(asked);
    for (const event of events) expect(event).toMatchObject({ request_url: expect.stringContaining(TICKET_URL), status: 500, log_id: 'log-ticket' });
  });
});
