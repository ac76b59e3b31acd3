import { expect } from 'vitest';

/** No single call of a rule or parser may take longer, in ms (issue 26: no hang on any input). */
export const RULE_BUDGET_MS = 50;

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

  /** Calls `call`, returning what it returned or throwing what it threw; fails the test if it is slow. */
  time<T>(call: () => T, input?: unknown): T {
    let outcome: { value?: T; error?: unknown; threw: boolean } = { threw: false };
    let fastest = Infinity;
    for (let attempt = 0; attempt < 3 && fastest > RULE_BUDGET_MS; attempt += 1) {
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
    expect(fastest, `a call took ${fastest.toFixed(1)} ms of CPU time on ${describe(input)}`).toBeLessThanOrEqual(RULE_BUDGET_MS);
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
