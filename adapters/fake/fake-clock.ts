import type { Cancel, ClockPort } from '../../ports';

/** The frame period of a {@link FakeClock}, in ms. */
export const FAKE_FRAME_MS = 16;

/** `runAll` gives up after this many rounds: some interval or timer keeps rescheduling. */
const RUN_ALL_LIMIT = 1000;

interface Timer {
  due: number;
  readonly callback: () => void;
  /** Period in ms for intervals; undefined for one-shot timers and frames. */
  readonly every?: number;
}

/**
 * A {@link ClockPort} whose time moves only when a test moves it.
 *
 * @remarks Timers fire in time order (equal times in the order they were first scheduled) during {@link advance},
 * including intervals and timers that callbacks schedule on the way. Frames fire on 16 ms
 * boundaries counted from the start time, with `now()` as their time. An interval period below
 * 1 ms counts as 1 ms. A callback that throws stops the advance and the error propagates.
 * @example
 * const clock = new FakeClock();
 * clock.setTimeout(() => console.log('tick'), 1000);
 * clock.advance(1000); // logs 'tick'
 */
export class FakeClock implements ClockPort {
  readonly #start: number;
  /** In scheduling order, which breaks ties between equal due times. */
  readonly #timers = new Set<Timer>();
  #now: number;

  /** @param startMs - the starting time, ms since the epoch. Defaults to 2026-01-01T00:00:00Z. */
  constructor(startMs = Date.UTC(2026, 0, 1)) {
    this.#start = startMs;
    this.#now = startMs;
  }

  /** The fake time, ms since the epoch. */
  now(): number {
    return this.#now;
  }

  /** Calls back once when the clock has moved `ms` ms (0 for negative or NaN); returns the cancel. */
  setTimeout(callback: () => void, ms: number): Cancel {
    return this.#schedule({ due: this.#now + nonNegative(ms), callback });
  }

  /** Calls back every `ms` ms (at least 1) of moved time; returns the function that stops it. */
  setInterval(callback: () => void, ms: number): Cancel {
    const every = Math.max(1, nonNegative(ms));
    return this.#schedule({ due: this.#now + every, callback, every });
  }

  /** Calls back at the next 16 ms frame boundary with the frame's time; returns the cancel. */
  requestFrame(callback: (timeMs: number) => void): Cancel {
    const framesPassed = Math.floor((this.#now - this.#start) / FAKE_FRAME_MS);
    const due = this.#start + (framesPassed + 1) * FAKE_FRAME_MS;
    return this.#schedule({ due, callback: () => callback(this.#now) });
  }

  /**
   * Moves time forward by `ms` ms, firing every timer that falls due on the way, in time order.
   * @throws RangeError for a negative or non-finite `ms`.
   */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`FakeClock.advance needs ms >= 0, got ${ms}`);
    const target = this.#now + ms;
    for (let timer = this.#next(target); timer !== undefined; timer = this.#next(target)) {
      this.#now = timer.due;
      if (timer.every === undefined) this.#timers.delete(timer);
      else timer.due += timer.every;
      timer.callback();
    }
    this.#now = target;
  }

  /**
   * Advances to each next timer until none is left.
   * @throws Error when timers keep coming after 1000 rounds (an interval that is never stopped).
   */
  runAll(): void {
    for (let round = 0; this.#timers.size > 0; round++) {
      if (round === RUN_ALL_LIMIT) throw new Error(`FakeClock.runAll: timers still pending after ${RUN_ALL_LIMIT} rounds`);
      const next = this.#next(Infinity);
      if (next !== undefined) this.advance(next.due - this.#now);
    }
  }

  /** How many timeouts, intervals and frame callbacks are scheduled. */
  pending(): number {
    return this.#timers.size;
  }

  #schedule(timer: Timer): Cancel {
    this.#timers.add(timer);
    return () => this.#timers.delete(timer);
  }

  /** The earliest timer due at or before `limit`. */
  #next(limit: number): Timer | undefined {
    let earliest: Timer | undefined;
    for (const timer of this.#timers) {
      if (timer.due > limit) continue;
      if (earliest === undefined || timer.due < earliest.due) earliest = timer;
    }
    return earliest;
  }
}

function nonNegative(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? ms : 0;
}
