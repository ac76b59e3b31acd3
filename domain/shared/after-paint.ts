import type { Cancel, ClockPort } from '../../ports/clock.port';

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
