import type * as QRCodeLibrary from 'qrcode';
import { CampaignKitError } from '../../ports/errors';
import { loadOnce } from '../shared/load-once';
import type { QrStyle } from './poster.types';

/** 256×256 px, a quiet zone of 0.1 of the side, error correction L, type number (version) 4. */
export const QR_DEFAULTS = { size: 256, padding: 0.1, errorCorrection: 'L', typeNumber: 4 } as const;

/** A QR code's error correction level, low to high. */
export type QrErrorCorrection = NonNullable<QrStyle['errorCorrection']>;

/** The `qrcode` package, loaded by {@link loadQrCode}. */
export type QrCodeLibrary = typeof QRCodeLibrary;

/** A QR code's modules: `dark(row, column)` for `size` × `size` modules, and the version used. */
export interface QrMatrix {
  readonly size: number;
  readonly version: number;
  dark(row: number, column: number): boolean;
}

/**
 * Loads the `qrcode` package on first use, with a dynamic `import()` (bundlers put it in a chunk
 * of its own, so a page downloads it only when it draws a QR code); later calls share the load.
 * A failed load is forgotten, so the next call tries again.
 * @throws CampaignKitError `NETWORK` when the package (its chunk) could not be loaded.
 */
export const loadQrCode: () => Promise<QrCodeLibrary> = /* @__PURE__ */ loadOnce(() =>
  import('qrcode').then(
    // A CommonJS package: bundlers and Node hand it over as the default export.
    (module) => ((module as { default?: QrCodeLibrary }).default ?? module) as QrCodeLibrary,
    (cause: unknown) => {
      throw new CampaignKitError('NETWORK', 'the QR code encoder failed to load', { cause });
    },
  ),
);

/**
 * The QR modules of `text` at `typeNumber` (default 4), growing to the smallest version that
 * holds the text when it does not fit. Loads `qrcode` on first use ({@link loadQrCode}).
 * @throws CampaignKitError `INVALID_ARGUMENT` for empty text or text too long for any QR code;
 *   `NETWORK` when `qrcode` could not be loaded.
 */
export async function qrMatrix(text: string, errorCorrection: QrErrorCorrection = QR_DEFAULTS.errorCorrection, typeNumber: number = QR_DEFAULTS.typeNumber): Promise<QrMatrix> {
  if (typeof text !== 'string' || text === '') throw new CampaignKitError('INVALID_ARGUMENT', 'a qrcode view needs text');
  const { create } = await loadQrCode();
  let code: QRCodeLibrary.QRCode;
  try {
    code = create(text, { errorCorrectionLevel: errorCorrection, version: typeNumber });
  } catch {
    try {
      code = create(text, { errorCorrectionLevel: errorCorrection });
    } catch (cause) {
      throw new CampaignKitError('INVALID_ARGUMENT', 'the qrcode text is too long for a QR code', { cause });
    }
  }
  const { modules, version } = code;
  return { size: modules.size, version, dark: (row, column) => Boolean(modules.get(row, column)) };
}

/**
 * The `qrcode` rendering options (`toDataURL`, `toCanvas`, `toString`) that draw `text` as
 * {@link QR_DEFAULTS} and `style` say: the version that holds the text (as {@link qrMatrix}),
 * and the padding share turned into whole quiet-zone modules.
 * @throws CampaignKitError `INVALID_ARGUMENT` as {@link qrMatrix}, or for a padding outside
 *   0 to below 0.5; `NETWORK` when `qrcode` could not be loaded.
 * @example
 * ```ts
 * const QRCode = await loadQrCode();
 * const url = await QRCode.toDataURL(inviteUrl, await qrImageOptions(inviteUrl)); // 256 px, version 4, L, 4 modules of quiet zone
 * ```
 */
export async function qrImageOptions(text: string, style: QrStyle = {}): Promise<QRCodeLibrary.QRCodeToDataURLOptions> {
  const padding = style.padding ?? QR_DEFAULTS.padding;
  if (!(padding >= 0 && padding < 0.5)) throw new CampaignKitError('INVALID_ARGUMENT', 'a qrcode padding is a share of its size from 0 to below 0.5');
  const errorCorrectionLevel = style.errorCorrection ?? QR_DEFAULTS.errorCorrection;
  const matrix = await qrMatrix(text, errorCorrectionLevel, style.typeNumber ?? QR_DEFAULTS.typeNumber);
  return {
    errorCorrectionLevel,
    version: matrix.version,
    width: style.size ?? QR_DEFAULTS.size,
    // margin / (modules + 2 margin) = padding, in whole modules.
    margin: Math.round((matrix.size * padding) / (1 - 2 * padding)),
    color: { dark: style.color ?? '#000000', light: style.background ?? '#ffffff' },
  };
}
