import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestKit, withFeatures, type TestKitOptions } from '../../../composition/testing';
import { share } from '../../../composition/features/index';
import { FakeWeixinNative } from '../../../adapters/fake/fake-weixin-native';
import type { WeixinWindow } from '../../../adapters/weixin/weixin.globals';
import { LEGACY_WEIXIN_UNAVAILABLE } from '../../../adapters/weixin/weixin-legacy-share.adapter';
import * as MESSAGES from '../../../ports/messages';
import { ShareBar } from '../../../ui-react/share/share-bar';
import { renderWithKit } from '../support/render';

afterEach(cleanup);

const INFO = { url: 'https://campaign.test/invite?code=A1', title: '星河预约', description: '一起来预约', image: 'https://campaign.test/cover.png' };
const status = () => screen.getByRole('status');
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const kitWithInfo = (options: TestKitOptions = {}) => createTestKit({ features: withFeatures(share({ info: INFO })), ...options });

describe('ShareBar (SPEC §1, §7 share helpers)', () => {
  it('shows every share button in order by default, and only the chosen ones when told', () => {
    const kit = kitWithInfo();
    const { unmount } = renderWithKit(kit, <ShareBar />);
    const all = screen.getAllByRole('button').map((button) => button.textContent);
    expect(all).toEqual(['分享链接', '微信分享', 'QQ 分享', 'App 分享面板', 'Facebook', 'Twitter', 'LINE', '生成短链接']);
    unmount();

    renderWithKit(kit, <ShareBar buttons={['twitter', 'app']} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Twitter', 'App 分享面板']);
    expect(screen.getByRole('group', { name: '分享' })).toBeTruthy();
  });

  it('opens the Twitter share link for the page in a new window and says so', async () => {
    const kit = kitWithInfo();
    renderWithKit(kit, <ShareBar buttons={['twitter']} />);
    press('Twitter');

    await vi.waitFor(() => expect(status().textContent).toBe('已打开 Twitter 分享'));
    expect(kit.page.openedWindows).toHaveLength(1);
    const opened = new URL(kit.page.openedWindows[0]!.url);
    expect(opened.origin + opened.pathname).toBe('https://twitter.com/intent/tweet');
    expect(opened.searchParams.get('url')).toBe(INFO.url);
    expect(opened.searchParams.get('text')).toBe(INFO.title);
    expect(kit.page.openedWindows[0]!.target).toBe('_blank');
  });

  it('shares the info it is given rather than the kit option', async () => {
    const kit = kitWithInfo();
    const own = { ...INFO, url: 'https://campaign.test/other' };
    renderWithKit(kit, <ShareBar info={own} buttons={['facebook']} />);
    press('Facebook');

    await vi.waitFor(() => expect(status().textContent).toBe('已打开 Facebook 分享'));
    expect(kit.page.openedWindows[0]!.url).toContain(encodeURIComponent('https://campaign.test/other'));
  });

  it("opens the app's share panel through the bridge with platform all, share_type 0, share_strategy 0", async () => {
    const kit = kitWithInfo();
    kit.bridge.reply('share', { code: 1 });
    renderWithKit(kit, <ShareBar buttons={['app']} />);
    press('App 分享面板');

    await vi.waitFor(() => expect(status().textContent).toBe('已打开 App 分享面板'));
    expect(kit.bridge.calls).toEqual([
      { method: 'share', params: { platform: 'all', share_type: 0, share_strategy: 0, title: INFO.title, desc: INFO.description, url: INFO.url, image: INFO.image } },
    ]);
  });

  it("tells the visitor the app share failed with 'call jsb timeout' when the app does not answer in 3000 ms", async () => {
    const kit = kitWithInfo();
    renderWithKit(kit, <ShareBar buttons={['app']} />);
    press('App 分享面板');
    await vi.waitFor(() => expect(kit.bridge.calls).toHaveLength(1));

    act(() => kit.clock.advance(2999));
    await Promise.resolve();
    expect(status().textContent).toBe('');
    act(() => kit.clock.advance(1));
    await vi.waitFor(() => expect(status().textContent).toBe(`分享失败：${MESSAGES.bridgeTimeout}`));
  });

  it('shows the short link the server made', async () => {
    const kit = kitWithInfo({
      routes: (fetchMock) => fetchMock.route('path:/api/share-link', { status: 200, body: { code: 0, message: 'success', data: 'https://s.test/Ab3' } }),
    });
    renderWithKit(kit, <ShareBar buttons={['short-link']} />);
    press('生成短链接');

    await vi.waitFor(() => expect(status().textContent).toBe('短链接：https://s.test/Ab3'));
    const call = kit.fetchMock.callHistory.lastCall('path:/api/share-link');
    expect(call?.options.method?.toUpperCase()).toBe('POST');
    expect(JSON.parse(String(call?.options.body))).toEqual({ url: INFO.url });
  });

  it("shows the server's message when the short link fails", async () => {
    const kit = kitWithInfo({
      routes: (fetchMock) => fetchMock.route('path:/api/share-link', { status: 200, body: { code: 10001, message: '链接不合法', data: null } }),
    });
    renderWithKit(kit, <ShareBar buttons={['short-link']} />);
    press('生成短链接');

    await vi.waitFor(() => expect(status().textContent).toBe('链接不合法'));
  });

  it('says what is missing when the page has no share info, and opens nothing', async () => {
    const kit = createTestKit();
    renderWithKit(kit, <ShareBar buttons={['line']} />);
    press('LINE');

    await vi.waitFor(() => expect(status().textContent).toBe(`${MESSAGES.shareInfo}: url, title, description and image are missing`));
    expect(kit.page.openedWindows).toHaveLength(0);
  });

  it('explains that the weixin share needs weixin when the page is elsewhere', async () => {
    const kit = kitWithInfo();
    renderWithKit(kit, <ShareBar buttons={['weixin']} />);
    press('微信分享');

    await vi.waitFor(() => expect(status().textContent).toBe(LEGACY_WEIXIN_UNAVAILABLE));
  });

  it("inside weixin without a JS-SDK, sets the card on weixin's legacy share menu", async () => {
    const native = new FakeWeixinNative({ wx: false }).install(window as unknown as WeixinWindow);
    try {
      const kit = kitWithInfo();
      renderWithKit(kit, <ShareBar buttons={['weixin']} />);
      press('微信分享');
      await vi.waitFor(() => expect(status().textContent).toBe('已设置微信分享内容，请点击右上角分享'));
      expect(native.invokes).toEqual([]);

      native.emit('menu:share:timeline');
      await vi.waitFor(() => expect(native.invokes).toEqual([{ method: 'shareTimeline', params: { title: INFO.title, desc: INFO.description, link: INFO.url, img_url: INFO.image } }]));
    } finally {
      Reflect.deleteProperty(window, 'WeixinJSBridge');
    }
  });

  it("replaces the status with the next button's outcome", async () => {
    const kit = kitWithInfo();
    kit.bridge.reply('share', { code: 1 });
    renderWithKit(kit, <ShareBar buttons={['twitter', 'app']} />);
    press('Twitter');
    await vi.waitFor(() => expect(status().textContent).toBe('已打开 Twitter 分享'));
    press('App 分享面板');
    await vi.waitFor(() => expect(status().textContent).toBe('已打开 App 分享面板'));
  });
});
