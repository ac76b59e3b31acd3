import fc from 'fast-check';

/**
 * Runs per property: `FUZZ_RUNS` when set (`npm run fuzz` sets 10,000), else a modest count that
 * keeps `npm test` fast.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/**
 * The seed: `FUZZ_SEED` when set (to replay a failure); else, under `npm test`, a fixed one, so a
 * CI run is the same run every time (a property that finds a new bug fails where it is explored,
 * in `npm run fuzz`, whose seeds are random); else none (fast-check draws one).
 */
const SEED = process.env.FUZZ_SEED !== undefined ? Number(process.env.FUZZ_SEED) : process.env.FUZZ_RUNS === undefined ? 20_261_127 : undefined;

/** What a fuzz test records on its task, for the summary `npm run fuzz` prints. */
export interface FuzzMeta {
  readonly runs: number;
  readonly durationMs: number;
  /** The slowest single call of a rule or parser, in ms (rules and parsers only). */
  readonly slowestCallMs?: number;
}

declare module 'vitest' {
  interface TaskMeta {
    fuzz?: FuzzMeta;
  }
}

/** The part of vitest's test context a property records its figures on. */
interface TaskLike {
  readonly task: { meta: { fuzz?: FuzzMeta } };
}

/**
 * Checks `property` over {@link FUZZ_RUNS} inputs and records runs and duration on the test.
 * `FUZZ_SEED` replays a failure fast-check reported.
 * @param slowestCallMs - reads the slowest rule or parser call, for properties that time them.
 */
export async function checkProperty<Ts>(context: TaskLike, property: fc.IRawProperty<Ts, boolean>, slowestCallMs?: () => number): Promise<void> {
  const started = performance.now();
  const details = await fc.check(property, { numRuns: FUZZ_RUNS, seed: SEED, endOnFailure: true });
  if (details.failed) throw new Error(failureReport(details as fc.RunDetails<unknown>), { cause: details.errorInstance });
  context.task.meta.fuzz = { runs: FUZZ_RUNS, durationMs: performance.now() - started, slowestCallMs: slowestCallMs?.() };
}

/** The failure in a few lines: seed, counterexample and error with long strings cut, so a 100 KB input does not flood the log. */
function failureReport(details: fc.RunDetails<unknown>): string {
  const counterexample = JSON.stringify(details.counterexample, (_, value: unknown) => (typeof value === 'string' ? cut(value) : value)) ?? String(details.counterexample);
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return [
    `Property failed after ${details.numRuns} runs (replay: FUZZ_SEED=${details.seed}, path ${details.counterexamplePath})`,
    `Counterexample: ${cut(counterexample, 600)}`,
    `Error: ${cut(error, 600)}`,
  ].join('\n');
}

function cut(text: string, keep = 120): string {
  return text.length > keep ? `${text.slice(0, keep)}... (${text.length} characters)` : text;
}
