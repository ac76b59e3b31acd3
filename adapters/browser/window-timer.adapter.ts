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
