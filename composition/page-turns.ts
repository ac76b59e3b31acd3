import { afterFirstPaint, afterNextPaint, type FirstPaintWatch } from '../domain/shared/after-paint';
import type { ClockPort } from '../ports/clock.port';

/**
 * The turns start-up effects wait for: the first after the page's first contentful paint and two
 * more paints (so their work and requests stay out of the work that shows the page), each later one
 * a new task (pending input and rendering first). Two paints, for a page that reports no paints:
 * `start()` usually runs before the page renders, and a frame can come between the two that paints
 * nothing yet.
 */
export function pageTurns(watch: FirstPaintWatch & { readonly clock: ClockPort }): () => Promise<void> {
  const { clock } = watch;
  let painted = false;
  return () =>
    new Promise((resolve) => {
      if (painted) {
        clock.setTimeout(resolve, 0);
        return;
      }
      afterFirstPaint(watch, () =>
        afterNextPaint(clock, () =>
          afterNextPaint(clock, () => {
            painted = true;
            resolve();
          }),
        ),
      );
    });
}
