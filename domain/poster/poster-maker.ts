import type { CanvasImage, CanvasPort, CanvasSurface } from '../../ports/canvas.port';
import { CampaignKitError } from '../../ports/errors';
import { fontOf, layoutFlexBox, lineHeightOf, linesOf, measure } from './poster-layout';
import type { PosterDescription, PosterView, QrCodeView, TextView } from './poster.types';
import { QR_DEFAULTS, qrMatrix, type QrMatrix } from './qr-matrix';

/**
 * The poster and QR maker: lays out a JSON description of views (image, text with
 * wrapping and ellipsis, qrcode, rect with radius and border, flexBox with direction, justify,
 * align and gap) and draws it through the {@link CanvasPort}.
 *
 * @remarks The QR encoder (`qrcode`) is loaded with a dynamic `import()` the first time a
 * poster has a qrcode view, so a page that never draws one never downloads it.
 * @example
 * ```ts
 * const maker = new PosterMaker({ canvas });
 * const url = await maker.toDataUrl({ width: 600, height: 900, views: [{ type: 'qrcode', text: inviteUrl, x: 172, y: 600 }] });
 * ```
 */
export class PosterMaker {
  readonly #canvas: CanvasPort;

  constructor(ports: { canvas: CanvasPort }) {
    this.#canvas = ports.canvas;
  }

  /**
   * Draws the poster; resolves with the surface once every picture has loaded and every QR code
   * is encoded (nothing is drawn before).
   * @throws CampaignKitError `INVALID_ARGUMENT` for a size that is not positive or a bad qrcode
   *   text; `NETWORK` when a picture or the QR encoder failed to load.
   */
  async render(description: PosterDescription): Promise<CanvasSurface> {
    const { width, height } = description ?? ({} as PosterDescription);
    if (!(width > 0) || !(height > 0)) throw new CampaignKitError('INVALID_ARGUMENT', 'a poster needs a positive width and height in px');
    const [images, codes] = await Promise.all([this.#loadImages(description.views), encodeQrCodes(description.views)]);
    const surface = this.#canvas.create(width, height);
    surface.rect(0, 0, width, height, { fill: description.background ?? '#ffffff' });
    for (const view of description.views) this.#draw(view, view.x ?? 0, view.y ?? 0, surface, { images, codes });
    return surface;
  }

  /** The poster as a data URL (`image/png` unless `type` says). */
  async toDataUrl(description: PosterDescription, type?: string): Promise<string> {
    return (await this.render(description)).toDataUrl(type);
  }

  /** The poster as a Blob (`image/png` unless `type` says). */
  async toBlob(description: PosterDescription, type?: string): Promise<Blob> {
    return (await this.render(description)).toBlob(type);
  }

  async #loadImages(views: readonly PosterView[]): Promise<Map<string, CanvasImage>> {
    const sources = new Set(viewsOf(views, 'image').map((view) => view.src));
    const loaded = await Promise.all([...sources].map(async (src) => [src, await this.#canvas.loadImage(src)] as const));
    return new Map(loaded);
  }

  #draw(view: PosterView, x: number, y: number, surface: CanvasSurface, loaded: Loaded): void {
    switch (view.type) {
      case 'image':
        surface.image(loaded.images.get(view.src)!, x, y, view.width, view.height, view.radius ?? 0);
        return;
      case 'rect':
        surface.rect(x, y, view.width, view.height, { fill: view.color, radius: view.radius ?? 0, stroke: view.border });
        return;
      case 'text':
        return this.#text(view, x, y, surface);
      case 'qrcode':
        return this.#qrcode(view, loaded.codes.get(view)!, x, y, surface);
      case 'flexBox': {
        const box = measure(view, surface);
        if (view.background) surface.rect(x, y, box.width, box.height, { fill: view.background, radius: view.radius ?? 0 });
        for (const child of layoutFlexBox(view, surface)) this.#draw(child.view, x + child.x, y + child.y, surface, loaded);
      }
    }
  }

  #text(view: TextView, x: number, y: number, surface: CanvasSurface): void {
    const lineHeight = lineHeightOf(view);
    const fontSize = view.fontSize ?? 16;
    const align = view.align ?? 'left';
    const lineX = align === 'center' ? x + view.width / 2 : align === 'right' ? x + view.width : x;
    linesOf(view, surface).forEach((line, index) => {
      surface.text(line, lineX, y + index * lineHeight + (lineHeight - fontSize) / 2, { font: fontOf(view), color: view.color ?? '#000000', align });
    });
  }

  #qrcode(view: QrCodeView, matrix: QrMatrix, x: number, y: number, surface: CanvasSurface): void {
    const size = view.size ?? QR_DEFAULTS.size;
    const margin = Math.round(size * (view.padding ?? QR_DEFAULTS.padding));
    const cell = (size - 2 * margin) / matrix.size;
    surface.rect(x, y, size, size, { fill: view.background ?? '#ffffff' });
    const color = view.color ?? '#000000';
    for (let row = 0; row < matrix.size; row++) {
      for (let column = 0; column < matrix.size; column++) {
        if (!matrix.dark(row, column)) continue;
        // Cells overlap by a fraction of a px so no hairline gaps show between dark modules.
        const left = x + margin + column * cell;
        const top = y + margin + row * cell;
        surface.rect(left, top, cell + 0.5, cell + 0.5, { fill: color });
      }
    }
  }
}

/** What a poster's views need before drawing: its pictures by address, its QR codes' modules by view. */
interface Loaded {
  readonly images: ReadonlyMap<string, CanvasImage>;
  readonly codes: ReadonlyMap<QrCodeView, QrMatrix>;
}

/** Every view of `type` among `views` and their flexBox descendants. */
function viewsOf<T extends PosterView['type']>(views: readonly PosterView[], type: T): Extract<PosterView, { type: T }>[] {
  return views.flatMap((view): Extract<PosterView, { type: T }>[] => [
    ...(view.type === type ? [view as Extract<PosterView, { type: T }>] : []),
    ...(view.type === 'flexBox' ? viewsOf(view.children, type) : []),
  ]);
}

/** The modules of every qrcode view; loads `qrcode` only when there is one. */
async function encodeQrCodes(views: readonly PosterView[]): Promise<Map<QrCodeView, QrMatrix>> {
  const encoded = await Promise.all(
    viewsOf(views, 'qrcode').map(async (view) => [view, await qrMatrix(view.text, view.errorCorrection ?? QR_DEFAULTS.errorCorrection, view.typeNumber ?? QR_DEFAULTS.typeNumber)] as const),
  );
  return new Map(encoded);
}
