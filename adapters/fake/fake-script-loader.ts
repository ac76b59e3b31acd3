import type { ClockPort } from '../../ports';
import { ScriptLoadTracker, type ScriptAttemptOutcome } from '../browser/script-load-tracker';
import { FakeClock } from './fake-clock';

/** One address the fake was asked to load. */
export interface ScriptLoadRecord {
  readonly url: string;
  readonly attrs: Readonly<Record<string, string>>;
}

type Scripted = 'loaded' | 'error';

/**
 * A {@link ScriptLoaderPort} whose addresses succeed or fail when a test says so.
 *
 * @remarks Same states, backups, sharing and retries as the DOM loader. An address nobody
 * scripted stays loading until `succeed`/`fail` settles it or its timeout passes on the clock.
 * `succeed(url)` and `fail(url)` settle the attempts now waiting on `url`; with none waiting,
 * they decide every later attempt at it instead (a later call replaces an earlier one).
 */
export class FakeScriptLoader extends ScriptLoadTracker {
  /** The clock the per-address timeouts run on. */
  readonly clock: ClockPort;
  readonly #scripted = new Map<string, Scripted>();
  readonly #waiting = new Map<string, Set<(outcome: Scripted) => void>>();
  readonly #loads: ScriptLoadRecord[] = [];

  /** @param clock - times each address. Defaults to a new {@link FakeClock}. */
  constructor(clock: ClockPort = new FakeClock()) {
    super((url, timeoutMs, attrs) => this.#attempt(url, timeoutMs, attrs));
    this.clock = clock;
  }

  /** Every address attempted, oldest first, with the attributes it was given. */
  get loads(): readonly ScriptLoadRecord[] {
    return this.#loads;
  }

  /** Makes the attempts waiting on `url` load; with none waiting, makes later attempts load. */
  succeed(url: string): void {
    this.#script(url, 'loaded');
  }

  /** Makes the attempts waiting on `url` fail; with none waiting, makes later attempts fail. */
  fail(url: string): void {
    this.#script(url, 'error');
  }

  #script(url: string, outcome: Scripted): void {
    const waiting = [...(this.#waiting.get(url) ?? [])];
    if (waiting.length === 0) this.#scripted.set(url, outcome);
    for (const settle of waiting) settle(outcome);
  }

  #attempt(url: string, timeoutMs: number, attrs: Readonly<Record<string, string>>): Promise<ScriptAttemptOutcome> {
    this.#loads.push({ url, attrs });
    const scripted = this.#scripted.get(url);
    if (scripted !== undefined) return Promise.resolve(scripted);
    const waiting = this.#waiting.get(url) ?? new Set();
    this.#waiting.set(url, waiting);
    return new Promise((resolve) => {
      const settle = (outcome: ScriptAttemptOutcome): void => {
        cancelTimeout();
        waiting.delete(settle);
        resolve(outcome);
      };
      const cancelTimeout = this.clock.setTimeout(() => settle('timeout'), timeoutMs);
      waiting.add(settle);
    });
  }
}
