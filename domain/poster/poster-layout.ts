import type { CanvasSurface } from '../../ports/canvas.port';
import { wrapText } from './text-wrap';
import type { FlexBoxView, PosterView, TextView } from './poster.types';

/** A view's box size in px. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** A flexBox child placed at its offset from the box's top-left, px. */
export interface PlacedChild {
  readonly view: PosterView;
  readonly x: number;
  readonly y: number;
}

/** The CSS font of a text view. */
export function fontOf(view: TextView): string {
  return `${view.fontWeight ?? 'normal'} ${view.fontSize ?? 16}px ${view.fontFamily ?? 'sans-serif'}`;
}

/** A text view's line height in px. */
export function lineHeightOf(view: TextView): number {
  return view.lineHeight ?? Math.round((view.fontSize ?? 16) * 1.4);
}

/** A text view's lines, wrapped to its width and cut to maxLines with an ellipsis. */
export function linesOf(view: TextView, surface: CanvasSurface): string[] {
  const font = fontOf(view);
  return wrapText(view.text, view.width, (text) => surface.measureText(text, font), view.maxLines);
}

/** The size of a view: given for image, rect and qrcode; from its lines for text; from its children for flexBox. */
export function measure(view: PosterView, surface: CanvasSurface): Size {
  switch (view.type) {
    case 'image':
    case 'rect':
      return { width: view.width, height: view.height };
    case 'qrcode': {
      const size = view.size ?? 256;
      return { width: size, height: size };
    }
    case 'text':
      return { width: view.width, height: linesOf(view, surface).length * lineHeightOf(view) };
    case 'flexBox': {
      const sizes = view.children.map((child) => measure(child, surface));
      const row = (view.direction ?? 'row') === 'row';
      const gaps = Math.max(0, sizes.length - 1) * (view.gap ?? 0);
      const main = sizes.reduce((sum, size) => sum + (row ? size.width : size.height), 0) + gaps;
      const cross = sizes.reduce((max, size) => Math.max(max, row ? size.height : size.width), 0);
      const padding = 2 * (view.padding ?? 0);
      return { width: view.width ?? (row ? main : cross) + padding, height: view.height ?? (row ? cross : main) + padding };
    }
  }
}

/**
 * Places a flexBox's children along its direction: `justify` on the main axis (start, center,
 * end, space-between), `align` on the cross axis (start, center, end), `gap` between them.
 */
export function layoutFlexBox(view: FlexBoxView, surface: CanvasSurface): PlacedChild[] {
  const box = measure(view, surface);
  const padding = view.padding ?? 0;
  const row = (view.direction ?? 'row') === 'row';
  const sizes = view.children.map((child) => measure(child, surface));
  const contentMain = (row ? box.width : box.height) - 2 * padding;
  const contentCross = (row ? box.height : box.width) - 2 * padding;
  const used = sizes.reduce((sum, size) => sum + (row ? size.width : size.height), 0);
  const count = sizes.length;
  let gap = view.gap ?? 0;
  const free = contentMain - used - gap * Math.max(0, count - 1);
  let offset = 0;
  switch (view.justify ?? 'start') {
    case 'center':
      offset = free / 2;
      break;
    case 'end':
      offset = free;
      break;
    case 'space-between':
      if (count > 1) gap += free / (count - 1);
      break;
  }
  return view.children.map((child, index) => {
    const size = sizes[index]!;
    const main = row ? size.width : size.height;
    const cross = row ? size.height : size.width;
    const crossOffset = view.align === 'center' ? (contentCross - cross) / 2 : view.align === 'end' ? contentCross - cross : 0;
    const placed = { view: child, x: padding + (row ? offset : crossOffset), y: padding + (row ? crossOffset : offset) };
    offset += main + gap;
    return placed;
  });
}
