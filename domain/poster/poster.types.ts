/** Where a view sits inside its parent when the parent is not a flexBox, px from the parent's top-left. Defaults to 0, 0. */
export interface Placed {
  readonly x?: number;
  readonly y?: number;
}

/** A picture, scaled into its box (view type image). */
export interface ImageView extends Placed {
  readonly type: 'image';
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Corner radius in px. Defaults to 0. */
  readonly radius?: number;
}

/** Text wrapped to `width`, cut with an ellipsis after `maxLines` (view type text). */
export interface TextView extends Placed {
  readonly type: 'text';
  readonly text: string;
  readonly width: number;
  /** Font size in px. Defaults to 16. */
  readonly fontSize?: number;
  /** Defaults to `'sans-serif'`. */
  readonly fontFamily?: string;
  /** Defaults to `'normal'`. */
  readonly fontWeight?: 'normal' | 'bold' | number;
  /** Defaults to `'#000000'`. */
  readonly color?: string;
  /** Line height in px. Defaults to 1.4 × fontSize. */
  readonly lineHeight?: number;
  /** Lines shown before the ellipsis. Defaults to no limit. */
  readonly maxLines?: number;
  /** Defaults to `'left'`. */
  readonly align?: 'left' | 'center' | 'right';
}

/** A QR code (defaults 256×256, padding ratio 0.1, error correction L, type number 4). */
export interface QrCodeView extends Placed {
  readonly type: 'qrcode';
  readonly text: string;
  /** Side in px. Defaults to 256. */
  readonly size?: number;
  /** Quiet zone on each side as a share of `size`. Defaults to 0.1. */
  readonly padding?: number;
  /** Defaults to `'L'`. */
  readonly errorCorrection?: 'L' | 'M' | 'Q' | 'H';
  /** QR version; grown to the smallest that holds the text when too small. Defaults to 4. */
  readonly typeNumber?: number;
  /** Defaults to `'#000000'`. */
  readonly color?: string;
  /** Defaults to `'#ffffff'`. */
  readonly background?: string;
}

/** How a QR code looks, whatever draws it: a {@link QrCodeView} without its text and place. */
export type QrStyle = Omit<QrCodeView, 'type' | 'text' | 'x' | 'y'>;

/** A rectangle with optional rounded corners and border (view type rect). */
export interface RectView extends Placed {
  readonly type: 'rect';
  readonly width: number;
  readonly height: number;
  readonly color?: string;
  /** Corner radius in px. Defaults to 0. */
  readonly radius?: number;
  readonly border?: { readonly width: number; readonly color: string };
}

/** A box laying its children out in a row or a column (view type flexBox). */
export interface FlexBoxView extends Placed {
  readonly type: 'flexBox';
  /** Defaults to `'row'`. */
  readonly direction?: 'row' | 'column';
  /** Main-axis placement. Defaults to `'start'`. */
  readonly justify?: 'start' | 'center' | 'end' | 'space-between';
  /** Cross-axis placement. Defaults to `'start'`. */
  readonly align?: 'start' | 'center' | 'end';
  /** Space between children in px. Defaults to 0. */
  readonly gap?: number;
  /** Defaults to the children's extent. */
  readonly width?: number;
  readonly height?: number;
  /** Inner space on every side in px. Defaults to 0. */
  readonly padding?: number;
  readonly background?: string;
  readonly radius?: number;
  readonly children: readonly PosterView[];
}

/** One view of a poster description. */
export type PosterView = ImageView | TextView | QrCodeView | RectView | FlexBoxView;

/** A poster: its size in px, background and views (poster maker). */
export interface PosterDescription {
  readonly width: number;
  readonly height: number;
  /** Defaults to `'#ffffff'`. */
  readonly background?: string;
  readonly views: readonly PosterView[];
}
