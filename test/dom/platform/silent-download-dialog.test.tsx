import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestKit, withFeatures, type TestKit } from '../../../composition/testing';
import { download } from '../../../composition/features/index';
import { ReserveButton } from '../../../ui-react/reservation/reserve-button';
import { SilentDownloadDialog } from '../../../ui-react/download/silent-download-dialog';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { createBackendKit } from '../support/backend';
import { renderWithKit } from '../support/render';

afterEach(cleanup);

const GAME = '10086';
const switchNamed = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });
const silentDownloadCalls = (kit: TestKit) => kit.bridge.calls.filter((call) => call.method === 'setSilentDownload');

function openDialog(variant: 'old' | 'new') {
  const kit = createTestKit({ features: withFeatures(download({ unifiedGameId: GAME, variant })) });
  kit.bridge.reply('setSilentDownload', { code: 1 });
  renderWithKit(kit, <SilentDownloadDialog />);
  expect(screen.queryByRole('dialog')).toBeNull();
  act(() => void kit.download.offer(true));
  return kit;
}

describe('SilentDownloadDialog, new version (SPEC §2, §7)', () => {
  it('shows 预约成功 with the WiFi and SMS toggles, both on, and a confirm button', () => {
    openDialog('new');
    const dialog = screen.getByRole('dialog', { name: '预约成功' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(switchNamed('WiFi 下自动下载').checked).toBe(true);
    expect(switchNamed('通过绑定手机短信通知').checked).toBe(true);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['确定']);
  });

  it('confirm sends both choices on to the app for the unified game id and closes', async () => {
    const kit = openDialog('new');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(silentDownloadCalls(kit).map((call) => call.params)).toEqual([{ unified_game_id: GAME, wifi_auto_download: 1, mobile_message: 1 }]);
    expect(kit.download.state.outcome?.code).toBe(1);
  });

  it('confirm sends the toggles as the visitor left them', async () => {
    const kit = openDialog('new');
    fireEvent.click(switchNamed('通过绑定手机短信通知'));
    expect(switchNamed('通过绑定手机短信通知').checked).toBe(false);
    expect(switchNamed('WiFi 下自动下载').checked).toBe(true);
    fireEvent.click(switchNamed('WiFi 下自动下载'));
    fireEvent.click(switchNamed('WiFi 下自动下载'));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(silentDownloadCalls(kit).map((call) => call.params)).toEqual([{ unified_game_id: GAME, wifi_auto_download: 1, mobile_message: 0 }]);
  });

  it('disables confirm while the choice is on its way, so it is sent once', async () => {
    const kit = createTestKit({ features: withFeatures(download({ unifiedGameId: GAME })) });
    renderWithKit(kit, <SilentDownloadDialog />);
    act(() => void kit.download.offer(true));
    fireEvent.click(screen.getByRole('button', { name: '确定' }));

    const confirm = await screen.findByRole<HTMLButtonElement>('button', { name: '确定' });
    await vi.waitFor(() => expect(confirm.disabled).toBe(true));
    fireEvent.click(confirm);
    act(() => kit.clock.advance(3000));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(silentDownloadCalls(kit)).toHaveLength(1);
    expect(kit.download.state.outcome).toEqual({ code: -1, message: 'call jsb timeout' });
  });

  it('tells the visitor, in zh-CN and en, when the app does not answer the choice in 3000 ms, until they tap OK', async () => {
    for (const [language, message, ok] of [
      ['zh-CN', 'App 没有响应，静默下载未开启，请稍后重试', '确定'],
      ['en', 'The app did not answer, so silent download is not on. Please try again later.', 'OK'],
    ] as const) {
      const kit = createTestKit({ features: withFeatures(download({ unifiedGameId: GAME })) });
      renderWithKit(kit, <WidgetLanguage language={language}><SilentDownloadDialog /></WidgetLanguage>);
      act(() => void kit.download.offer(true));
      fireEvent.click(screen.getByRole('button', { name: ok }));
      await vi.waitFor(() => expect(silentDownloadCalls(kit)).toHaveLength(1));
      act(() => kit.clock.advance(2999));
      expect(screen.queryByRole('alertdialog')).toBeNull();

      act(() => kit.clock.advance(1));
      const notice = await screen.findByRole('alertdialog', { name: message });
      expect(screen.queryByRole('dialog')).toBeNull();
      fireEvent.click(within(notice).getByRole('button', { name: ok }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      cleanup();
    }
  });

  it('tells the visitor when the app refuses the choice, and says nothing when it takes it', async () => {
    const refused = openDialog('new');
    refused.bridge.reply('setSilentDownload', { code: 0, message: 'no permission' });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alertdialog', { name: '静默下载开启失败，请稍后重试' })).toBeTruthy();
    cleanup();

    openDialog('new');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes its words from texts', () => {
    const kit = createTestKit({ features: withFeatures(download({ unifiedGameId: GAME })) });
    renderWithKit(kit, <SilentDownloadDialog texts={{ title: 'Reserved', wifi: 'Download on WiFi', sms: 'Text me', confirm: 'OK' }} />);
    act(() => void kit.download.offer(true));

    expect(screen.getByRole('dialog', { name: 'Reserved' })).toBeTruthy();
    expect(switchNamed('Download on WiFi').checked).toBe(true);
    expect(switchNamed('Text me').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
  });

  it('opens after a first reservation made inside the app, not for a returning visitor', async () => {
    const { kit } = createBackendKit({ loggedIn: true }, { features: withFeatures(download({ unifiedGameId: GAME })) });
    renderWithKit(kit, (
      <>
        <ReserveButton />
        <SilentDownloadDialog />
      </>
    ));
    await vi.waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: '立即预约' }).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '立即预约' }));

    expect(await screen.findByRole('dialog', { name: '预约成功' })).toBeTruthy();
    cleanup();

    const returning = createBackendKit({ loggedIn: true, reserved: true }, { features: withFeatures(download({ unifiedGameId: GAME })) });
    renderWithKit(returning.kit, (
      <>
        <ReserveButton />
        <SilentDownloadDialog />
      </>
    ));
    expect(await screen.findByRole('button', { name: '已预约' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SilentDownloadDialog, old version (SPEC §2)', () => {
  it('asks about smart WiFi download with subscribe and cancel, and no toggles', () => {
    openDialog('old');
    expect(screen.getByRole('dialog', { name: '预约成功' })).toBeTruthy();
    expect(screen.getByText('开启智能 WiFi 下载，游戏上线时在 WiFi 下自动为你下载？')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['取消', '订阅']);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('subscribe turns WiFi auto download on (SMS off) and closes', async () => {
    const kit = openDialog('old');
    fireEvent.click(screen.getByRole('button', { name: '订阅' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(silentDownloadCalls(kit).map((call) => call.params)).toEqual([{ unified_game_id: GAME, wifi_auto_download: 1, mobile_message: 0 }]);
  });

  it('cancel closes without telling the app anything', () => {
    const kit = openDialog('old');
    fireEvent.click(screen.getByRole('button', { name: '取消' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(kit.bridge.calls).toHaveLength(0);
  });

  it('takes its words from texts', () => {
    const kit = createTestKit({ features: withFeatures(download({ unifiedGameId: GAME, variant: 'old' })) });
    renderWithKit(kit, <SilentDownloadDialog texts={{ oldQuestion: 'Download on WiFi when the game is out?', subscribe: 'Subscribe', cancel: 'No thanks' }} />);
    act(() => void kit.download.offer(true));

    expect(screen.getByText('Download on WiFi when the game is out?')).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['No thanks', 'Subscribe']);
  });
});
