import { describe, expect, it } from 'vitest';
import { FakeCanvas, type FakeDrawing } from '../../../adapters/fake/fake-canvas';
import { createTestKit } from '../../../composition/testing';
import { PosterMaker } from '../../../domain/poster/poster-maker';
import { qrMatrix } from '../../../domain/poster/qr-matrix';
import { wrapText } from '../../../domain/poster/text-wrap';
import { isCampaignKitError } from '../../../ports';

const render = async (description: Parameters<PosterMaker['render']>[0], canvas = new FakeCanvas()) => {
  await new PosterMaker({ canvas }).render(description);
  return canvas.surfaces[0]!.drawings;
};
const rects = (drawings: readonly FakeDrawing[]) => drawings.filter((drawing) => drawing.op === 'rect');

describe('wrapText', () => {
  const measure = (text: string) => text.length * 10;
  it('wraps by characters to the width, keeping newlines', () => {
    expect(wrapText('abcdefgh\nij', 30, measure)).toEqual(['abc', 'def', 'gh', 'ij']);
  });
  it('cuts to maxLines with an ellipsis that fits the width', () => {
    expect(wrapText('abcdefgh', 30, measure, 2)).toEqual(['abc', 'de…']);
  });
});

describe('qrMatrix (SPEC §1: error correction L, type number 4, growing when the text does not fit)', () => {
  it('uses version 4 (33 modules) when the text fits', async () => {
    expect(await qrMatrix('https://campaign.test/?share_code=ABCDEFGH')).toMatchObject({ version: 4, size: 33 });
  });
  it('grows to the smallest version that holds a longer text', async () => {
    const matrix = await qrMatrix(`https://campaign.test/?share_code=${'A'.repeat(150)}`);
    expect(matrix.version).toBeGreaterThan(4);
    expect(matrix.size).toBe(17 + 4 * matrix.version);
  });
  it('refuses empty text', async () => {
    await expect(qrMatrix('')).rejects.toThrow('a qrcode view needs text');
  });
});

describe('PosterMaker (SPEC §1)', () => {
  it('fills the background, then draws rects with radius and border where they are placed', async () => {
    const drawings = await render({ width: 300, height: 200, background: '#112233', views: [{ type: 'rect', x: 10, y: 20, width: 50, height: 40, color: '#ff0000', radius: 8, border: { width: 2, color: '#00ff00' } }] });
    expect(drawings).toEqual([
      { op: 'rect', x: 0, y: 0, width: 300, height: 200, fill: '#112233' },
      { op: 'rect', x: 10, y: 20, width: 50, height: 40, fill: '#ff0000', radius: 8, stroke: { width: 2, color: '#00ff00' } },
    ]);
  });

  it('draws a 256×256 QR code by default with a 0.1 quiet zone', async () => {
    const drawings = await render({ width: 400, height: 400, views: [{ type: 'qrcode', text: 'https://campaign.test/', x: 50, y: 60 }] });
    const [, background, firstModule] = rects(drawings);
    expect(background).toMatchObject({ x: 50, y: 60, width: 256, height: 256, fill: '#ffffff' });
    const cell = (256 - 2 * 26) / 33;
    expect(firstModule).toMatchObject({ x: 50 + 26, y: 60 + 26, fill: '#000000' });
    expect(firstModule?.op === 'rect' && firstModule.width).toBeCloseTo(cell + 0.5);
  });

  it('wraps text, cuts it with an ellipsis, and aligns the lines', async () => {
    const drawings = await render({ width: 300, height: 300, views: [{ type: 'text', text: '星渊回响预约开启邀请好友', x: 0, y: 0, width: 50, fontSize: 20, lineHeight: 30, maxLines: 2, align: 'center', color: '#333' }] });
    const texts = drawings.filter((drawing) => drawing.op === 'text');
    expect(texts.map((text) => text.op === 'text' && [text.text, text.x, text.y])).toEqual([
      ['星渊回响预', 25, 5],
      ['约开启邀…', 25, 35],
    ]);
    expect(texts[0]!.op === 'text' && texts[0]!.style).toEqual({ font: 'normal 20px sans-serif', color: '#333', align: 'center' });
  });

  it('lays out a row flexBox: justify space-between, align center, gap and padding', async () => {
    const drawings = await render({
      width: 400,
      height: 200,
      views: [
        {
          type: 'flexBox',
          x: 10,
          y: 10,
          width: 200,
          height: 100,
          padding: 10,
          gap: 5,
          justify: 'space-between',
          align: 'center',
          background: '#eeeeee',
          children: [
            { type: 'rect', width: 40, height: 20, color: 'a' },
            { type: 'rect', width: 40, height: 40, color: 'b' },
            { type: 'rect', width: 40, height: 60, color: 'c' },
          ],
        },
      ],
    });
    expect(rects(drawings).slice(1).map((rect) => rect.op === 'rect' && [rect.fill, rect.x, rect.y])).toEqual([
      ['#eeeeee', 10, 10],
      ['a', 20, 50],
      ['b', 90, 40],
      ['c', 160, 30],
    ]);
  });

  it('lays out a column flexBox sized by its children, justify end, align end', async () => {
    const drawings = await render({
      width: 400,
      height: 400,
      views: [{ type: 'flexBox', direction: 'column', height: 100, gap: 10, justify: 'end', align: 'end', children: [{ type: 'rect', width: 20, height: 20, color: 'a' }, { type: 'rect', width: 40, height: 30, color: 'b' }] }],
    });
    expect(rects(drawings).slice(1).map((rect) => rect.op === 'rect' && [rect.fill, rect.x, rect.y])).toEqual([
      ['a', 20, 40],
      ['b', 0, 70],
    ]);
  });

  it('loads every picture before drawing and draws it with its radius', async () => {
    const drawings = await render({ width: 100, height: 100, views: [{ type: 'flexBox', children: [{ type: 'image', src: 'https://cdn.test/a.png', width: 30, height: 30, radius: 4 }] }] });
    expect(drawings[1]).toEqual({ op: 'image', src: 'https://cdn.test/a.png', x: 0, y: 0, width: 30, height: 30, radius: 4 });
  });

  it('rejects with NETWORK when a picture fails, and INVALID_ARGUMENT for a bad size', async () => {
    const canvas = new FakeCanvas({ failing: ['https://cdn.test/missing.png'] });
    const error: unknown = await new PosterMaker({ canvas }).render({ width: 10, height: 10, views: [{ type: 'image', src: 'https://cdn.test/missing.png', width: 1, height: 1 }] }).catch((caught: unknown) => caught);
    expect(isCampaignKitError(error, 'NETWORK')).toBe(true);
    expect(canvas.surfaces).toHaveLength(0);
    await expect(new PosterMaker({ canvas }).render({ width: 0, height: 10, views: [] })).rejects.toThrow('a poster needs a positive width and height in px');
  });

  it('exports a data URL and a Blob', async () => {
    const maker = new PosterMaker({ canvas: new FakeCanvas() });
    expect(await maker.toDataUrl({ width: 10, height: 10, views: [] })).toMatch(/^data:image\/png/);
    expect((await maker.toBlob({ width: 10, height: 10, views: [] }, 'image/jpeg')).type).toBe('image/jpeg');
  });
});

describe('kit.poster in a test kit', () => {
  it('draws on the test kit’s fake canvas', async () => {
    const kit = createTestKit();
    await kit.poster.render({ width: 20, height: 10, views: [{ type: 'rect', width: 5, height: 5, color: '#f00' }] });
    expect(kit.canvas.surfaces[0]?.drawings.at(-1)).toMatchObject({ op: 'rect', width: 5, height: 5, fill: '#f00' });
  });
});
