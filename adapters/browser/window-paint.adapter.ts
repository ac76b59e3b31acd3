import type { PaintPort } from '../../ports/paint.port';
import { observeEntries } from './performance-entries';

/** The part of a window a {@link WindowPaintAdapter} reads; a browser `Window` is one. */
export interface PaintWindow {
  /** Without it (or without `paint` entries), paints are not reported. */
  readonly PerformanceObserver?: typeof PerformanceObserver;
}

/**
 * The {@link PaintPort} over a browser window's paint timing: the `first-contentful-paint` entry,
 * which the browser delivers after the frame is on screen.
 *
 * @remarks Where the browser has no paint timing (older webviews), it reports the paint at once.
 */
export class WindowPaintAdapter implements PaintPort {
  readonly #window: PaintWindow | undefined;

  /** @param window - the page's window. Defaults to `globalThis.window`, read at construction. */
  constructor(window: PaintWindow | undefined = globalThis.window) {
    this.#window = window;
  }

  /**
   * Calls `handler` once the browser reports the page's first contentful paint, in a later task
   * when it already has; at once where the browser has no paint timing. A hidden page reports it
   * only once shown. Returns the function that stops waiting.
   */
  onFirstContentfulPaint(handler: () => void): () => void {
    const stop = observeEntries(this.#window?.PerformanceObserver, 'paint', (list, stopObserving) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      stopObserving();
      handler();
    });
    if (stop) return stop;
    handler();
    return () => {};
  }
}
