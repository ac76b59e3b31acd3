import { describe, expect, it } from 'vitest';
import { FakeBridge, FakeClipboard, FakeClock, FakePage, FakeRandom, FakeWebShare, InMemoryStorage, createFakeHttp } from '../../../adapters/fake';
import { ShareService } from '../../../domain/share/share.service';
import type { ShareInfo } from '../../../domain/share/share.types';
import { TrackingService } from '../../../domain/tracking/tracking.service';
import { isCampaignKitError, type WeixinShareData } from '../../../ports';

const INFO: ShareInfo = { url: 'https://campaign.test/spring', title: '星渊回响', description: '一起预约', image: 'https://campaign.test/cover.png' };
const INVITE = 'https://campaign.test/spring?share_code=ABC123';

/** A share service in a plain browser (no bridge, not weixin) with tracking, a share sheet and a clipboard. */
function setup({ bridge = new FakeBridge(new FakeClock(), { isAvailable: false }), inWeixin = false } = {}) {
  const { http, fetchMock } = createFakeHttp();
  fetchMock.route('path:/act/app/shark_report', { code: 0, data: null });
  const page = new FakePage({ url: 'https://campaign.test/' });
  const tracking = new TrackingService({ http, page, storage: new InMemoryStorage(), random: new FakeRandom(1), clock: new FakeClock() }, { appId: 'app', activityId: 'act', zone: 'cn', apiOrigin: 'https://api.test' });
  const weixinCards: WeixinShareData[] = [];
  const weixin = { available: inWeixin, ready: async () => undefined, setShare: async (_: unknown, data: WeixinShareData) => void weixinCards.push(data) };
  const webShare = new FakeWebShare();
  const clipboard = new FakeClipboard();
  const share = new ShareService({ http, page, bridge, weixin, tracking, webShare, clipboard }, { info: INFO, shortLinkHost: 'https://short.test' });
  share.setShareCode({ key: 'share_code', value: 'ABC123' });
  const reports = async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    return fetchMock.callHistory
      .calls('path:/act/app/shark_report')
      .map((call) => (JSON.parse(String(call.options.body)) as { shark_params: { params: Record<string, unknown> } }).shark_params.params)
      .map(({ event, share_channel, fail_reason }) => ({ event, share_channel, ...(fail_reason ? { fail_reason } : {}) }));
  };
  return { share, bridge, webShare, clipboard, weixinCards, reports };
}

describe('ShareService.invite: the invite link the platform’s way (issue 28, item 4)', () => {
  it('opens the system share sheet with the title, the description as text and the invite link; a share reports act_share_success', async () => {
    const { share, webShare, clipboard, reports } = setup();
    webShare.available = true;
    expect(await share.invite()).toEqual({ via: 'web_share', status: 'shared' });
    expect(webShare.shared).toEqual([{ title: INFO.title, text: INFO.description, url: INVITE }]);
    expect(clipboard.text).toBeUndefined();
    expect(await reports()).toEqual([{ event: 'act_share_success', share_channel: 'web_share' }]);
  });

  it('a sheet closed without sharing reports nothing and is no error', async () => {
    const { share, webShare, reports } = setup();
    webShare.available = true;
    webShare.answer = 'cancelled';
    expect(await share.invite()).toEqual({ via: 'web_share', status: 'cancelled' });
    expect(await reports()).toEqual([]);
  });

  it('a sheet the browser refuses reports act_share_failed and rejects with UNSUPPORTED_PLATFORM', async () => {
    const { share, webShare, reports } = setup();
    webShare.available = true;
    webShare.answer = 'refused';
    const error = await share.invite().catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'UNSUPPORTED_PLATFORM')).toBe(true);
    expect(await reports()).toEqual([{ event: 'act_share_failed', share_channel: 'web_share', fail_reason: (error as Error).message }]);
  });

  it('without a share sheet copies the invite link; a refused clipboard answers copied false with the link to show', async () => {
    const { share, webShare, clipboard, reports } = setup();
    expect(await share.invite()).toEqual({ via: 'copy_link', url: INVITE, copied: true });
    expect(clipboard.text).toBe(INVITE);
    expect(webShare.shared).toEqual([]);

    clipboard.refuse = true;
    expect(await share.invite()).toEqual({ via: 'copy_link', url: INVITE, copied: false });
    expect(await reports()).toEqual([
      { event: 'act_share_success', share_channel: 'copy_link' },
      { event: 'act_share_failed', share_channel: 'copy_link', fail_reason: 'clipboard refused' },
    ]);
  });

  it('inside the app the app share panel keeps precedence over the share sheet', async () => {
    const { share, bridge, webShare } = setup({ bridge: new FakeBridge() });
    webShare.available = true;
    bridge.reply('share', { code: 1 });
    expect(await share.invite()).toMatchObject({ via: 'app_panel', outcome: { code: 1 } });
    expect(bridge.calls[0]?.params).toMatchObject({ url: INVITE });
    expect(webShare.shared).toEqual([]);
  });

  it('inside weixin the weixin cards keep precedence', async () => {
    const { share, webShare, weixinCards } = setup({ inWeixin: true });
    webShare.available = true;
    expect(await share.invite()).toEqual({ via: 'weixin' });
    expect(weixinCards.map((card) => card.link)).toEqual([INVITE, INVITE]);
    expect(webShare.shared).toEqual([]);
  });
});
