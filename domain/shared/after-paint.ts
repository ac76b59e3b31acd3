import type { Cancel, ClockPort } from '../../ports/clock.port';
import type { PagePort } from '../../ports/page.port';
import type { PaintPort } from '../../ports/paint.port';

/** How long {@link afterNextPaint} waits for a frame before it runs anyway (a hidden tab paints none). */
export const PAINT_FALLBACK_MS = 200;

/**
 * Runs `callback` once, in a task of its own after the page's next paint: the next animation
 * frame, then a task (the frame's paint comes between). Start-up requests begun this way stay out
 * of the work that shows the page first. When no frame comes within {@link PAINT_FALLBACK_MS}
 * (a hidden tab), it runs then.
 * @returns a cancel function; after it, `callback` never runs.
 */
export function afterNextPaint(clock: Pick<ClockPort, 'requestFrame' | 'setTimeout'>, callback: () => void): Cancel {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelFrame();
    cancelTask();
    cancelFallback();
    callback();
  };
  let cancelTask: Cancel = () => {};
  const cancelFrame = clock.requestFrame(() => {
    cancelTask = clock.setTimeout(run, 0);
  });
  const cancelFallback = clock.setTimeout(run, PAINT_FALLBACK_MS);
  return () => {
    done = true;
    cancelFrame();
    cancelTask();
    cancelFallback();
  };
}

/** How long {@link afterFirstPaint} waits for the page's first contentful paint before it goes on anyway, in ms. */
export const FIRST_PAINT_WAIT_MS = 1000;

/** What {@link afterFirstPaint} watches: the page's visibility, its paints (none reported without it) and a clock for the time limit. */
export interface FirstPaintWatch {
  readonly page: Pick<PagePort, 'isVisible'>;
  readonly paint?: PaintPort;
  readonly clock: Pick<ClockPort, 'setTimeout'>;
}

/**
 * Calls `callback` once the page has shown content: its first contentful paint as `paint`
 * reports it (at once when it already has, or where no paints are reported). A hidden page does
 * not wait for a paint, and no page waits more than {@link FIRST_PAINT_WAIT_MS}. Requests begun
 * after it stay out of what the page needs for its first content.
 * @returns a cancel function; after it, `callback` never runs.
 */
export function afterFirstPaint({ page, paint, clock }: FirstPaintWatch, callback: () => void): Cancel {
  let waiting = true;
  let stopWaiting: Cancel = () => {};
  let cancelLimit: Cancel = () => {};
  const cancel = () => {
    waiting = false;
    stopWaiting();
    cancelLimit();
  };
  const run = () => {
    if (!waiting) return;
    cancel();
    callback();
  };
  if (!paint || !page.isVisible()) {
    run();
    return cancel;
  }
  cancelLimit = clock.setTimeout(run, FIRST_PAINT_WAIT_MS);
  stopWaiting = paint.onFirstContentfulPaint(run);
  if (!waiting) stopWaiting();
  return cancel;
}
