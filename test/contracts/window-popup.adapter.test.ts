import { describe, expect, it, vi } from 'vitest';
import { WindowPopupAdapter, type PopupWindow } from '../../adapters/browser/window-popup.adapter';

/** A window whose `open` gives `opened` (null: refused), recording its calls. */
function windowOpening(opened: { closed: boolean; close(): void; location: { replace(url: string): void } } | null) {
  const open = vi.fn(() => opened);
  const window = { location: { origin: 'https://campaign.test' }, opener: null, open, close() {}, addEventListener() {}, removeEventListener() {} } satisfies PopupWindow;
  return { adapter: new WindowPopupAdapter(window), open };
}

describe('WindowPopupAdapter', () => {
  it('opens the window, sends it on with location.replace (no history entry), and closes it', () => {
    const popup = { closed: false, close: vi.fn(() => void (popup.closed = true)), location: { replace: vi.fn() } };
    const { adapter, open } = windowOpening(popup);
    const handle = adapter.open('about:blank', 'ck-oauth', 'width=520')!;
    expect(open).toHaveBeenCalledWith('about:blank', 'ck-oauth', 'width=520');
    handle.navigate('https://provider.test/authorize?state=1');
    expect(popup.location.replace).toHaveBeenCalledWith('https://provider.test/authorize?state=1');
    expect(handle.closed).toBe(false);
    handle.close();
    expect(handle.closed).toBe(true);
    handle.navigate('https://provider.test/again');
    expect(popup.location.replace).toHaveBeenCalledTimes(1);
  });

  it('a refused popup (null, or a throwing open) is undefined', () => {
    expect(windowOpening(null).adapter.open('about:blank', 'ck-oauth', '')).toBeUndefined();
    const { adapter, open } = windowOpening(null);
    open.mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(adapter.open('about:blank', 'ck-oauth', '')).toBeUndefined();
  });
});
