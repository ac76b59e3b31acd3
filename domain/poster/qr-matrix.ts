import QRCode from 'qrcode';
import { CampaignKitError } from '../../ports/errors';

/** SPEC §1 QR defaults. */
export const QR_DEFAULTS = { size: 256, padding: 0.1, errorCorrection: 'L', typeNumber: 4 } as const;

/** A QR code's modules: `dark(row, column)` for `size` × `size` modules, and the version used. */
export interface QrMatrix {
  readonly size: number;
  readonly version: number;
  dark(row: number, column: number): boolean;
}

/**
 * The QR modules of `text` at `typeNumber` (default 4), growing to the smallest version that
 * holds the text when it does not fit.
 * @throws CampaignKitError `INVALID_ARGUMENT` for empty text or text too long for any QR code.
 */
export function qrMatrix(text: string, errorCorrection: 'L' | 'M' | 'Q' | 'H' = QR_DEFAULTS.errorCorrection, typeNumber: number = QR_DEFAULTS.typeNumber): QrMatrix {
  if (typeof text !== 'string' || text === '') throw new CampaignKitError('INVALID_ARGUMENT', 'a qrcode view needs text');
  let code: QRCode.QRCode;
  try {
    code = QRCode.create(text, { errorCorrectionLevel: errorCorrection, version: typeNumber });
  } catch {
    try {
      code = QRCode.create(text, { errorCorrectionLevel: errorCorrection });
    } catch (cause) {
      throw new CampaignKitError('INVALID_ARGUMENT', 'the qrcode text is too long for a QR code', { cause });
    }
  }
  const { modules, version } = code;
  return { size: modules.size, version, dark: (row, column) => Boolean(modules.get(row, column)) };
}
