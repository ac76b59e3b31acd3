import type { Cancel, ClockPort } from '../../ports/clock.port';

/**
 * Calls `onFrame` at each of the clock's frames with the ms elapsed since the loop started, until
 * it returns false or the returned function is called.
 */
export function runFrames(clock: ClockPort, onFrame: (elapsedMs: number) => boolean): Cancel {
  const start = clock.now();
  let cancel: Cancel | undefined;
  const next = (): void => {
    cancel = clock.requestFrame((timeMs) => {
      cancel = undefined;
      if (onFrame(Math.max(0, timeMs - start))) next();
    });
  };
  next();
  return () => {
    cancel?.();
    cancel = undefined;
  };
}
