import { runFrames } from './frame-loop';
import { SHAKE_FALLBACK_MS, SHAKE_ITERATION_MS, SHAKE_ITERATIONS, SHAKE_STRENGTH } from './media-timing';
import type { AnimationPorts } from './media.types';

/** Where the capsule machine is drawn during a shake: a sideways offset in px and a tilt in degrees. */
export interface ShakeOffset {
  readonly x: number;
  readonly rotate: number;
}

/** Options of the gachakon shake. */
export interface ShakeOptions {
  /** Called at each frame with the offset to draw (back to 0 and 0 at the end). */
  readonly update: (offset: ShakeOffset) => void;
  /** Called once when the shake is over: reveal the reward then. */
  readonly complete?: () => void;
}

/** A running shake. */
export interface Shake {
  /** Ends the shake now (offset back to zero), without calling `complete`. */
  stop(): void;
}

/**
 * Shakes a gachakon before it reveals a reward: strength 2 (px, and degrees of tilt), 4
 * iterations of 600 ms on the clock's frames. Frames stop on a hidden page, so a timer ends the
 * shake 800 ms after its planned end if no frame did. With reduced motion there is no shake:
 * `complete` is called at once.
 */
export function shakeGachakon(ports: AnimationPorts, options: ShakeOptions): Shake {
  const total = SHAKE_ITERATIONS * SHAKE_ITERATION_MS;
  let over = false;
  const end = (complete: boolean): void => {
    if (over) return;
    over = true;
    stopFrames();
    stopFallback();
    options.update({ x: 0, rotate: 0 });
    if (complete) options.complete?.();
  };
  if (ports.environment.prefersReducedMotion()) {
    options.update({ x: 0, rotate: 0 });
    options.complete?.();
    return { stop: () => {} };
  }
  const stopFrames = runFrames(ports.clock, (elapsed) => {
    if (elapsed >= total) {
      end(true);
      return false;
    }
    const turn = Math.sin(((2 * Math.PI) * (elapsed % SHAKE_ITERATION_MS)) / SHAKE_ITERATION_MS);
    options.update({ x: SHAKE_STRENGTH * turn, rotate: -SHAKE_STRENGTH * turn });
    return true;
  });
  const stopFallback = ports.clock.setTimeout(() => end(true), total + SHAKE_FALLBACK_MS);
  return { stop: () => end(false) };
}
