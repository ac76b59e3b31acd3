import type { CanvasImage, CanvasPort, CanvasSurface, CanvasTextStyle } from '../../ports/canvas.port';
import { CampaignKitError } from '../../ports/errors';

/** The parts of a document an {@link HtmlCanvasAdapter} uses. */
export interface CanvasDocument {
  createElement(tag: 'canvas'): HTMLCanvasElement;
  createElement(tag: 'img'): HTMLImageElement;
}

/**
 * The {@link CanvasPort} over `<canvas>` elements; pictures load with `crossOrigin = 'anonymous'`
 * so a poster with pictures from a CORS-enabled host can still be exported.
 */
export class HtmlCanvasAdapter implements CanvasPort {
  readonly #document: CanvasDocument | undefined;

  /** @param document - defaults to `globalThis.document`, read at construction. */
  constructor(document: CanvasDocument | undefined = globalThis.document) {
    this.#document = document;
  }

  /** A new canvas of `width` × `height` px. */
  create(width: number, height: number): CanvasSurface {
    if (!this.#document) throw new CampaignKitError('INVALID_ARGUMENT', 'a poster needs a document to draw on');
    const canvas = this.#document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new CampaignKitError('INVALID_ARGUMENT', 'this browser has no 2D canvas');
    return new HtmlCanvasSurface(canvas, context);
  }

  /**
   * Loads a picture cross-origin.
   * @throws CampaignKitError `NETWORK` when it failed to load.
   */
  loadImage(src: string): Promise<CanvasImage> {
    if (!this.#document) return Promise.reject(new CampaignKitError('INVALID_ARGUMENT', 'a poster needs a document to draw on'));
    const image = this.#document.createElement('img');
    image.crossOrigin = 'anonymous';
    return new Promise((resolve, reject) => {
      image.onload = () => resolve(image);
      image.onerror = () => reject(new CampaignKitError('NETWORK', `the poster picture failed to load: ${src}`));
      image.src = src;
    });
  }
}

class HtmlCanvasSurface implements CanvasSurface {
  readonly #canvas: HTMLCanvasElement;
  readonly #context: CanvasRenderingContext2D;

  constructor(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D) {
    this.#canvas = canvas;
    this.#context = context;
  }

  get width(): number {
    return this.#canvas.width;
  }

  get height(): number {
    return this.#canvas.height;
  }

  rect(x: number, y: number, width: number, height: number, style: { fill?: string; radius?: number; stroke?: { color: string; width: number } }): void {
    const context = this.#context;
    context.beginPath();
    if (style.radius) context.roundRect(x, y, width, height, style.radius);
    else context.rect(x, y, width, height);
    if (style.fill) {
      context.fillStyle = style.fill;
      context.fill();
    }
    if (style.stroke && style.stroke.width > 0) {
      context.lineWidth = style.stroke.width;
      context.strokeStyle = style.stroke.color;
      context.stroke();
    }
  }

  text(text: string, x: number, y: number, style: CanvasTextStyle): void {
    const context = this.#context;
    context.font = style.font;
    context.fillStyle = style.color;
    context.textAlign = style.align ?? 'left';
    context.textBaseline = 'top';
    context.fillText(text, x, y);
  }

  measureText(text: string, font: string): number {
    this.#context.font = font;
    return this.#context.measureText(text).width;
  }

  image(image: CanvasImage, x: number, y: number, width: number, height: number, radius = 0): void {
    const context = this.#context;
    context.save();
    if (radius > 0) {
      context.beginPath();
      context.roundRect(x, y, width, height, radius);
      context.clip();
    }
    context.drawImage(image as CanvasImageSource, x, y, width, height);
    context.restore();
  }

  toDataUrl(type = 'image/png'): string {
    return this.#canvas.toDataURL(type);
  }

  toBlob(type = 'image/png'): Promise<Blob> {
    return new Promise((resolve, reject) => {
      this.#canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new CampaignKitError('INVALID_ARGUMENT', 'the poster could not be exported (a picture without CORS?)'))), type);
    });
  }
}
