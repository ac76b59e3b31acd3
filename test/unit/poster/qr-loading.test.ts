import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCanvas } from '../../../adapters/fake/fake-canvas';
import type { PosterDescription } from '../../../domain/poster/poster.types';
import { isCampaignKitError } from '../../../ports';

const RECTS_ONLY: PosterDescription = { width: 100, height: 100, views: [{ type: 'rect', width: 10, height: 10, color: '#f00' }] };
const WITH_QR: PosterDescription = { width: 400, height: 400, views: [{ type: 'flexBox', padding: 10, children: [{ type: 'qrcode', text: 'https://campaign.test/?share_code=ABCDEFGH' }] }] };

/** A poster maker from a fresh copy of the poster modules, whose `import('qrcode')` goes through `factory`. */
async function makerWith(canvas: FakeCanvas, factory: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('qrcode', factory);
  const { PosterMaker } = await import('../../../domain/poster/poster-maker');
  return new PosterMaker({ canvas });
}

describe('qrcode loads on first use (SPEC §1 poster maker; opt-in features)', () => {
  let loads: number;
  beforeEach(() => {
    loads = 0;
  });
  afterEach(() => {
    vi.doUnmock('qrcode');
    vi.resetModules();
  });

  it('draws a poster without a qrcode view without loading qrcode, then loads it once for the first QR code', async () => {
    const canvas = new FakeCanvas();
    const maker = await makerWith(canvas, async () => {
      loads++;
      return vi.importActual('qrcode');
    });
    await maker.render(RECTS_ONLY);
    expect(loads).toBe(0);
    await maker.render(WITH_QR);
    await maker.render(WITH_QR);
    expect(loads).toBe(1);
    // The QR code inside the flexBox is drawn: its white square inside the padding, then its dark modules.
    const drawings = canvas.surfaces[1]!.drawings;
    expect(drawings[1]).toEqual({ op: 'rect', x: 10, y: 10, width: 256, height: 256, fill: '#ffffff' });
    expect(drawings.filter((drawing) => drawing.op === 'rect' && drawing.fill === '#000000').length).toBeGreaterThan(33 * 3);
  });

  it('rejects with NETWORK when qrcode cannot be loaded, before drawing anything, and tries again next time', async () => {
    let fail = true;
    const canvas = new FakeCanvas();
    const maker = await makerWith(canvas, async () => {
      loads++;
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return vi.importActual('qrcode');
    });

    const error: unknown = await maker.render(WITH_QR).catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'NETWORK')).toBe(true);
    expect((error as Error).message).toBe('the QR code encoder failed to load');
    expect(canvas.surfaces).toHaveLength(0);

    fail = false;
    await maker.render(WITH_QR);
    expect(loads).toBe(2);
    expect(canvas.surfaces).toHaveLength(1);
  });
});

describe('qrImageOptions: the qrcode rendering options of SPEC §1’s defaults', () => {
  it('asks for 256 px, error correction L, version 4 and a 0.1 quiet zone in whole modules (4 of 33)', async () => {
    const { qrImageOptions } = await import('../../../domain/poster/qr-matrix');
    expect(await qrImageOptions('https://campaign.test/')).toEqual({
      errorCorrectionLevel: 'L',
      version: 4,
      width: 256,
      margin: 4,
      color: { dark: '#000000', light: '#ffffff' },
    });
  });

  it('takes the style given, and the version that holds a longer text', async () => {
    const { qrImageOptions } = await import('../../../domain/poster/qr-matrix');
    const options = await qrImageOptions(`https://campaign.test/?share_code=${'A'.repeat(150)}`, { size: 200, padding: 0, errorCorrection: 'M', color: '#112233', background: '#ffeedd' });
    expect(options).toMatchObject({ errorCorrectionLevel: 'M', width: 200, margin: 0, color: { dark: '#112233', light: '#ffeedd' } });
    expect(options.version).toBeGreaterThan(4);
  });

  it('refuses empty text and a padding of half the side or more', async () => {
    const { qrImageOptions } = await import('../../../domain/poster/qr-matrix');
    await expect(qrImageOptions('')).rejects.toThrow('a qrcode view needs text');
    const error: unknown = await qrImageOptions('x', { padding: 0.5 }).catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'INVALID_ARGUMENT')).toBe(true);
  });
});
