import type { CanvasImage, CanvasPort, CanvasSurface, CanvasTextStyle } from '../../ports/canvas.port';
import { CampaignKitError } from '../../ports/errors';

/** One drawing operation a {@link FakeCanvasSurface} received. */
export type FakeDrawing =
  | { readonly op: 'rect'; readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly fill?: string; readonly radius?: number; readonly stroke?: { readonly color: string; readonly width: number } }
  | { readonly op: 'text'; readonly text: string; readonly x: number; readonly y: number; readonly style: CanvasTextStyle }
  | { readonly op: 'image'; readonly src: string; readonly x: number; readonly y: number; readonly width: number; readonly height: number; readonly radius: number };

/** A surface that records what was drawn; every character measures `charWidth` px. */
export class FakeCanvasSurface implements CanvasSurface {
  readonly drawings: FakeDrawing[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
    readonly charWidth: number,
  ) {}

  rect(x: number, y: number, width: number, height: number, style: { fill?: string; radius?: number; stroke?: { color: string; width: number } }): void {
    this.drawings.push({ op: 'rect', x, y, width, height, ...style });
  }

  text(text: string, x: number, y: number, style: CanvasTextStyle): void {
    this.drawings.push({ op: 'text', text, x, y, style });
  }

  measureText(text: string): number {
    return [...text].length * this.charWidth;
  }

  image(image: CanvasImage, x: number, y: number, width: number, height: number, radius = 0): void {
    this.drawings.push({ op: 'image', src: (image as { src?: string }).src ?? '', x, y, width, height, radius });
  }

  toDataUrl(type = 'image/png'): string {
    return `data:${type};fake,${this.drawings.length}`;
  }

  toBlob(type = 'image/png'): Promise<Blob> {
    return Promise.resolve(new Blob([JSON.stringify(this.drawings)], { type }));
  }
}

/**
 * A {@link CanvasPort} for tests: surfaces record their drawings, text measures `charWidth` px
 * per character, and pictures load unless their address is listed as failing.
 */
export class FakeCanvas implements CanvasPort {
  readonly surfaces: FakeCanvasSurface[] = [];
  readonly #charWidth: number;
  readonly #failing: ReadonlySet<string>;

  /** @param options - `charWidth` defaults to 10 px; `failing` lists picture addresses that fail. */
  constructor({ charWidth = 10, failing = [] }: { charWidth?: number; failing?: readonly string[] } = {}) {
    this.#charWidth = charWidth;
    this.#failing = new Set(failing);
  }

  create(width: number, height: number): FakeCanvasSurface {
    const surface = new FakeCanvasSurface(width, height, this.#charWidth);
    this.surfaces.push(surface);
    return surface;
  }

  loadImage(src: string): Promise<CanvasImage> {
    if (this.#failing.has(src)) return Promise.reject(new CampaignKitError('NETWORK', `the poster picture failed to load: ${src}`));
    return Promise.resolve({ width: 100, height: 100, src } as CanvasImage);
  }
}
