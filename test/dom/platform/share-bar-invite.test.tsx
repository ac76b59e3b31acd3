import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeBridge, FakeClipboard, FakeClock, FakePage, FakeWebShare, createFakeHttp } from '../../../adapters/fake/index';
import { ShareService } from '../../../domain/share/share.service';
import { CampaignKitProvider } from '../../../ui-react/shared/campaign-kit-provider';
import { ShareBar } from '../../../ui-react/share/share-bar';

afterEach(cleanup);

const INFO = { url: 'https://campaign.test/?share_code=A1', title: '星河预约', description: '一起来预约', image: 'https://campaign.test/cover.png' };

/** The share bar's invite button in a plain browser (no app bridge, not weixin), the share service built by hand. */
function renderInvite() {
  const webShare = new FakeWebShare();
  const clipboard = new FakeClipboard();
  const share = new ShareService({ http: createFakeHttp().http, page: new FakePage(), bridge: new FakeBridge(new FakeClock(), { isAvailable: false }), webShare, clipboard }, { info: INFO, shortLinkHost: 'https://campaign.test' });
  render(
    <CampaignKitProvider services={{ share }}>
      <ShareBar buttons={['invite']} />
    </CampaignKitProvider>,
  );
  return { webShare, clipboard, press: () => fireEvent.click(screen.getByRole('button', { name: '分享链接' })) };
}

describe('ShareBar invite button (issue 28, item 4)', () => {
  it('opens the share sheet; a closed sheet shows nothing', async () => {
    const { webShare, press } = renderInvite();
    webShare.available = true;
    webShare.answer = 'cancelled';
    press();
    await vi.waitFor(() => expect(webShare.shared).toEqual([{ title: INFO.title, text: INFO.description, url: INFO.url }]));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('without a share sheet, copies the link and says so', async () => {
    const { clipboard, press } = renderInvite();
    press();
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('链接已复制，快去分享给好友吧'));
    expect(clipboard.text).toBe(INFO.url);
  });

  it('where the clipboard refuses, shows the link focused and selected to copy by hand', async () => {
    const { clipboard, press } = renderInvite();
    clipboard.refuse = true;
    press();
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: '请复制下方链接分享' });
    expect(field.value).toBe(INFO.url);
    expect(field.readOnly).toBe(true);
    // Focus and selection come from the field's effect, which may run after the field is found.
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, INFO.url.length]);
  });
});
