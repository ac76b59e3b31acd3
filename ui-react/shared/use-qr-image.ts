import { useEffect, useState } from 'react';
import type { QrStyle } from '../../domain/poster/poster.types';
import { loadQrCode, qrImageOptions } from '../../domain/poster/qr-matrix';

/**
 * How {@link useQrImage} draws: side in px, quiet-zone share, error correction, version, hex
 * colours. Each defaults to `QR_DEFAULTS` (256 px, 0.1, L, 4) and black on white.
 */
export type QrImageOptions = QrStyle;

/**
 * A QR code of `text` as a PNG data URL for an `<img>`, drawn by `qrcode`, which is loaded with a
 * dynamic `import()` on first use (a page that never shows a QR code never downloads it).
 *
 * @remarks `undefined` while there is no text, while the image is being drawn (also right after
 * `text` or an option changed: an image of the previous text is never returned), and when drawing
 * failed. A failure (qrcode not loadable, text too long for a QR code, a colour that is not hex)
 * never throws into rendering: it is logged once with `console.warn`. Results that arrive after
 * unmounting or after the text changed are dropped.
 * @param text - what the QR code encodes; `undefined` or `''` draws nothing.
 * @param options - see {@link QrImageOptions}; compared by value, so a new object each render is fine.
 * @returns the `data:image/png;base64,...` URL, or `undefined` (see remarks).
 * QR defaults: 256x256, padding ratio 0.1, low error correction, type number 4.
 * @example
 * ```tsx
 * const image = useQrImage(state.qrUrl, { size: 200 });
 * return image ? <img src={image} width={200} height={200} alt="登录二维码" /> : <div className="placeholder" />;
 * ```
 */
export function useQrImage(text: string | undefined, options: QrImageOptions = {}): string | undefined {
  const { size, padding, errorCorrection, typeNumber, color, background } = options;
  const key = JSON.stringify([text, size, padding, errorCorrection, typeNumber, color, background]);
  const [drawn, setDrawn] = useState<{ readonly key: string; readonly url: string }>();

  useEffect(() => {
    if (!text) return;
    let live = true;
    const style: QrStyle = { size, padding, errorCorrection, typeNumber, color, background };
    Promise.all([loadQrCode(), qrImageOptions(text, style)])
      .then(([QRCode, imageOptions]) => QRCode.toDataURL(text, imageOptions))
      .then(
        (url) => {
          if (live) setDrawn({ key, url });
        },
        (error: unknown) => {
          if (live) console.warn('campaign-kit: useQrImage could not draw the QR code', error);
        },
      );
    return () => {
      live = false;
    };
  }, [key, text, size, padding, errorCorrection, typeNumber, color, background]);

  return drawn?.key === key ? drawn.url : undefined;
}
