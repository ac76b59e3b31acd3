import type { Cancel } from '../../ports/clock.port';
import type { PageError } from '../../ports/page-health.port';
import type { MonitoringClock } from './monitoring.types';

/** A burst: the repeats of an error within this many ms of its first occurrence are counted, not sent. */
export const BURST_WINDOW_MS = 5000;
/** Errors followed at once, at most; past it a new error goes out uncounted (memory stays bounded). */
export const MAX_OPEN_BURSTS = 100;

/** A stack line that names a place (`at f (app.js:12:7)`, `f@app.js:12:7`, `at app.js:12:7`). */
const FRAME = /:\d+:\d+\)?$/;

/**
 * What makes two errors the same one: the message and the stack's top frame (the first stack line
 * that names a script, line and column), or else the file, line and column the browser gave.
 */
export function errorKey({ message, stack, file, line, column }: Pick<PageError, 'message' | 'stack' | 'file' | 'line' | 'column'>): string {
  // The message is taken out first: a stack repeats it, and it may hold a line that looks like a frame.
  const frame = stack
    ?.replace(message, '')
    .split('\n')
    .find((stackLine) => FRAME.test(stackLine.trim()));
  return `${message}\n${frame ?? [file, line, column].join(':')}`;
}

interface Burst<T> {
  readonly first: T;
  repeats: number;
  readonly close: Cancel;
}

/**
 * Counts repeated errors instead of sending each: the first occurrence of an error goes out at
 * once; its repeats within {@link BURST_WINDOW_MS} ms of it are counted, and when the window
 * ends they go out as one event (the first occurrence's, with their count). A loop that throws the
 * same error 100 times in a second sends 2 events, not 100.
 *
 * @typeParam T - the event as the caller keeps it.
 */
export class ErrorDedupe<T> {
  readonly #clock: MonitoringClock;
  readonly #sendRepeats: (first: T, count: number) => void;
  readonly #bursts = new Map<string, Burst<T>>();

  /**
   * @param sendRepeats - called when a burst ends with repeats: the first occurrence and how many
   *   times it was repeated after it (1 or more).
   */
  constructor(clock: MonitoringClock, sendRepeats: (first: T, count: number) => void) {
    this.#clock = clock;
    this.#sendRepeats = sendRepeats;
  }

  /**
   * Takes one occurrence of the error `key` names ({@link errorKey}).
   * @returns true when it is the first of its burst (send it now); false when it was counted.
   */
  admit(key: string, event: T): boolean {
    const burst = this.#bursts.get(key);
    if (burst) {
      burst.repeats += 1;
      return false;
    }
    if (this.#bursts.size < MAX_OPEN_BURSTS) {
      this.#bursts.set(key, { first: event, repeats: 0, close: this.#clock.setTimeout(() => this.#end(key), BURST_WINDOW_MS) });
    }
    return true;
  }

  /** Ends every burst now, sending the repeats counted so far (the page is going: nothing waits). */
  drain(): void {
    for (const key of [...this.#bursts.keys()]) this.#end(key);
  }

  #end(key: string): void {
    const burst = this.#bursts.get(key);
    if (!burst) return;
    this.#bursts.delete(key);
    burst.close();
    if (burst.repeats > 0) this.#sendRepeats(burst.first, burst.repeats);
  }
}
