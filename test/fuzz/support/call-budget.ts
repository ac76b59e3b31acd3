import { expect } from 'vitest';

/** No single call of a rule or parser may take longer, in ms (issue 26: no hang on any input). */
export const RULE_BUDGET_MS = 50;
/**
 * Building a whole kit is not a rule: it binds every listed feature and reads its options. Its
 * budget, in ms, only guards against a hang (a kit with eleven features takes about 10 ms).
 */
export const KIT_BUILD_BUDGET_MS = 250;

/**
 * Times calls of rules and parsers against {@link RULE_BUDGET_MS} and keeps the slowest.
 *
 * @remarks Each call is timed in CPU time of this process (`process.cpuUsage`), not wall time, so
 * the other processes of a busy machine do not count against it; a call over the budget is timed
 * twice more and judged by its fastest run, so a garbage collection does not either. An input that
 * makes a rule super-linear is slow every time.
 */
export class CallBudget {
  #slowestMs = 0;
  readonly #limitMs: number;

  /** @param limitMs - the budget of one call, in ms of CPU time. */
  constructor(limitMs = RULE_BUDGET_MS) {
    this.#limitMs = limitMs;
  }

  /** Calls `call`, returning what it returned or throwing what it threw; fails the test if it is slow. */
  time<T>(call: () => T, input?: unknown): T {
    // The mutation run (vitest.mutation.config.ts) times Stryker's instrumented copy, not the shipped code.
    if (process.env.MUTATION_RUN) return call();
    let outcome: { value?: T; error?: unknown; threw: boolean } = { threw: false };
    let fastest = Infinity;
    for (let attempt = 0; attempt < 3 && fastest > this.#limitMs; attempt += 1) {
      const started = process.cpuUsage();
      try {
        outcome = { value: call(), threw: false };
      } catch (error) {
        outcome = { error, threw: true };
      }
      const used = process.cpuUsage(started);
      fastest = Math.min(fastest, (used.user + used.system) / 1000);
    }
    this.#slowestMs = Math.max(this.#slowestMs, fastest);
    expect(fastest, `a call took ${fastest.toFixed(1)} ms of CPU time on ${describe(input)}`).toBeLessThanOrEqual(this.#limitMs);
    if (outcome.threw) throw outcome.error;
    return outcome.value as T;
  }

  /** The slowest call so far, in ms of CPU time (each call's fastest attempt). */
  readonly slowestMs = (): number => this.#slowestMs;
}

function describe(input: unknown): string {
  const text = typeof input === 'string' ? input : String(JSON.stringify(input));
  return text.length > 80 ? `${JSON.stringify(text.slice(0, 60))}... (${text.length} characters)` : JSON.stringify(text);
}
