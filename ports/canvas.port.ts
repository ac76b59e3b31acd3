/** A picture loaded for drawing (an HTMLImageElement in the browser). */
export interface CanvasImage {
  readonly width: number;
  readonly height: number;
}

/** How text is drawn: a CSS font shorthand, a colour, and where `x` sits on the line. */
export interface CanvasTextStyle {
  /** CSS font shorthand, e.g. `'bold 24px sans-serif'`. */
  readonly font: string;
  readonly color: string;
  /** Defaults to `'left'`. */
  readonly align?: 'left' | 'center' | 'right';
}

/**
 * A drawing surface of a fixed size in px, with the few operations the poster maker needs.
 * Coordinates are px from the top-left corner.
 */
export interface CanvasSurface {
  readonly width: number;
  readonly height: number;
  /** A rectangle with rounded corners (`radius` 0 for square), filled and/or stroked. */
  rect(x: number, y: number, width: number, height: number, style: { readonly fill?: string; readonly radius?: number; readonly stroke?: { readonly color: string; readonly width: number } }): void;
  /** One line of text with its top at `y`. */
  text(text: string, x: number, y: number, style: CanvasTextStyle): void;
  /** The width of `text` in px in `font`. */
  measureText(text: string, font: string): number;
  /** Draws `image` scaled into the box, clipped to rounded corners where `radius` > 0. */
  image(image: CanvasImage, x: number, y: number, width: number, height: number, radius?: number): void;
  /** The picture as a data URL. Defaults to `'image/png'`. */
  toDataUrl(type?: string): string;
  /** The picture as a Blob. Defaults to `'image/png'`. */
  toBlob(type?: string): Promise<Blob>;
}

/**
 * Makes drawing surfaces and loads pictures for them (the poster maker).
 * @throws CampaignKitError `NETWORK` from `loadImage` when the picture failed to load.
 */
export interface CanvasPort {
  create(width: number, height: number): CanvasSurface;
  /** Loads a picture cross-origin (`crossOrigin = 'anonymous'`) so the surface stays exportable. */
  loadImage(src: string): Promise<CanvasImage>;
}
