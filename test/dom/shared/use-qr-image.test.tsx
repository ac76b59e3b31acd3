import { cleanup, renderHook, waitFor } from '@testing-library/react';
import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQrImage, type QrImageOptions } from '../../../ui-react/shared/use-qr-image';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const INVITE = 'https://campaign.test/?share_code=CODE0001';
const OTHER = 'https://campaign.test/?share_code=CODE0002';
/** SPEC §1 defaults as qrcode options: 256 px, 0.1 of the side as quiet zone (4 of version 4's 33 modules + 8), L, version 4. */
const SPEC_DEFAULTS = { width: 256, margin: 4, errorCorrectionLevel: 'L', version: 4 } as const;

/** Renders the hook, keeping every value it returned, oldest first. */
function renderQrImage(text: string | undefined, options?: QrImageOptions) {
  const seen: (string | undefined)[] = [];
  const hook = renderHook(({ text: current, options: style }) => {
    const url = useQrImage(current, style);
    seen.push(url);
    return url;
  }, { initialProps: { text, options } });
  return { ...hook, seen };
}

/**
 * Waits until a hook rendered now has drawn its image: by then any drawing the hooks under test
 * started earlier has had its turn too (they share the lazily loaded qrcode), so what they did not
 * do by now they will not do. A condition to wait for, in place of a fixed sleep.
 */
async function afterADrawing() {
  const expected = await QRCode.toDataURL(OTHER, SPEC_DEFAULTS);
  const control = renderHook(() => useQrImage(OTHER));
  await waitFor(() => expect(control.result.current).toBe(expected));
  control.unmount();
}

describe('useQrImage (SPEC §1 QR image; qrcode loaded on first use)', () => {
  it('returns undefined at first, then the data URL qrcode draws for the text with SPEC §1’s defaults', async () => {
    const expected = await QRCode.toDataURL(INVITE, SPEC_DEFAULTS);
    const { result, seen } = renderQrImage(INVITE);
    expect(seen[0]).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(expected));
    expect(result.current).toMatch(/^data:image\/png;base64,/);
  });

  it('draws again when the text changes, never returning the previous text’s image meanwhile', async () => {
    const first = await QRCode.toDataURL(INVITE, SPEC_DEFAULTS);
    const second = await QRCode.toDataURL(OTHER, SPEC_DEFAULTS);
    expect(second).not.toBe(first);
    const { result, rerender, seen } = renderQrImage(INVITE);
    await waitFor(() => expect(result.current).toBe(first));

    const before = seen.length;
    rerender({ text: OTHER, options: undefined });
    expect(seen[before]).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(second));
    expect(seen.slice(before)).not.toContain(first);
  });

  it('drops a result that arrives after the text changed', async () => {
    const stale = await QRCode.toDataURL(INVITE, SPEC_DEFAULTS);
    const fresh = await QRCode.toDataURL(OTHER, SPEC_DEFAULTS);
    const { result, rerender, seen } = renderQrImage(INVITE);
    rerender({ text: OTHER, options: undefined }); // before the first image could be drawn
    await waitFor(() => expect(result.current).toBe(fresh));
    expect(seen).not.toContain(stale);
  });

  it('takes options by value: size, padding and colours reach qrcode, and an equal new object does not redraw', async () => {
    const options = { size: 200, padding: 0, color: '#112233', background: '#ffeedd' };
    const expected = await QRCode.toDataURL(INVITE, { width: 200, margin: 0, errorCorrectionLevel: 'L', version: 4, color: { dark: '#112233', light: '#ffeedd' } });
    const { result, rerender, seen } = renderQrImage(INVITE, options);
    await waitFor(() => expect(result.current).toBe(expected));
    const before = seen.length;
    rerender({ text: INVITE, options: { ...options } });
    expect(seen.slice(before)).toEqual([expected]);
  });

  it('returns undefined for no text, and warns about nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, rerender } = renderQrImage(undefined);
    rerender({ text: '', options: undefined });
    await afterADrawing();
    expect(result.current).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('never throws into rendering: text too long for any QR code gives undefined and one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result, rerender } = renderQrImage('A'.repeat(8000));
    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    rerender({ text: 'A'.repeat(8000), options: undefined });
    await afterADrawing();
    expect(result.current).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('useQrImage');
  });

  it('sets nothing and warns about nothing once unmounted', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const { unmount } = renderQrImage(INVITE);
    unmount();
    await afterADrawing();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});
