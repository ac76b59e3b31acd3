import { afterNextPaint } from '../domain/shared/after-paint';
import type { ClockPort } from '../ports/clock.port';

/**
 * The turns start-up effects wait for: the first after the page's second paint (so their work and
 * requests stay out of the work that shows the page), each later one a new task (pending input and
 * rendering first). Two paints, because `start()` usually runs before the page renders: a frame can
 * come between the two, and it paints nothing yet.
 */
export function pageTurns(clock: ClockPort): () => Promise<void> {
  let painted = false;
  return () =>
    new Promise((resolve) => {
      if (painted) {
        clock.setTimeout(resolve, 0);
        return;
      }
      afterNextPaint(clock, () =>
        afterNextPaint(clock, () => {
          painted = true;
          resolve();
        }),
      );
    });
}
