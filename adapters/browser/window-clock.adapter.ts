import type { Cancel, ClockPort } from '../../ports';

/** The timer functions a {@link WindowTimerAdapter} needs: a window, a worker or Node's globalThis. */
export interface TimeoutScope {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

/**
 * The part of the {@link ClockPort} that reads the time and calls back once, over the platform's
 * timers: for a page that needs nothing else of a clock (a monitor), without the repeating and
 * frame timers. `WindowClockAdapter` extends it with the rest.
 */
export class WindowTimerAdapter implements Pick<ClockPort, 'now' | 'setTimeout'> {
  readonly #scope: TimeoutScope;

  /** @param scope - where the timers live. Defaults to `globalThis`. */
  constructor(scope: TimeoutScope = globalThis) {
    this.#scope = scope;
  }

  /** Milliseconds since the epoch. */
  now(): number {
    return Date.now();
  }

  /** Calls back once after `ms` milliseconds; returns the function that cancels it. */
  setTimeout(callback: () => void, ms: number): Cancel {
    const id = this.#scope.setTimeout(callback, ms);
    return () => this.#scope.clearTimeout(id);
  }
}


/** The timer functions a {@link WindowClockAdapter} needs: a window, a worker or Node's globalThis. */
export interface TimerScope extends TimeoutScope {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  requestAnimationFrame?(callback: (time: number) => void): unknown;
  cancelAnimationFrame?(id: unknown): void;
}

/** About one frame at 60 Hz, in ms: the frame period where there is no requestAnimationFrame. */
const FRAME_MS = 16;

/**
 * The {@link ClockPort} over the platform's timers.
 *
 * @remarks Frame callbacks use `requestAnimationFrame` where the scope has it, else a 16 ms
 * timeout (Node, some webviews). They receive `Date.now()`, on the same base as `now()`, rather
 * than the frame's high-resolution timestamp, so domain code may mix the two.
 */
export class WindowClockAdapter extends WindowTimerAdapter implements ClockPort {
  readonly #scope: TimerScope;

  /** @param scope - where the timers live. Defaults to `globalThis`. */
  constructor(scope: TimerScope = globalThis) {
    super(scope);
    this.#scope = scope;
  }

  /** Calls back every `ms` milliseconds; returns the function that stops it. */
  setInterval(callback: () => void, ms: number): Cancel {
    const id = this.#scope.setInterval(callback, ms);
    return () => this.#scope.clearInterval(id);
  }

  /** Calls back before the next frame with `Date.now()` in ms; returns the function that cancels it. */
  requestFrame(callback: (timeMs: number) => void): Cancel {
    const scope = this.#scope;
    if (!scope.requestAnimationFrame) {
      return this.setTimeout(() => callback(Date.now()), FRAME_MS);
    }
    const id = scope.requestAnimationFrame(() => callback(Date.now()));
    return () => scope.cancelAnimationFrame?.(id);
  }
}
