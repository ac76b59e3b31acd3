import type { Reporter, TestModule } from 'vitest/node';
import type { FuzzMeta } from './runs';

/** Prints one line per fuzz property (runs, duration, slowest rule call) and the totals, after the run. */
export default class FuzzSummaryReporter implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const rows: string[] = [];
    let properties = 0;
    let runs = 0;
    let durationMs = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const fuzz = (test.meta() as { fuzz?: FuzzMeta }).fuzz;
        const state = test.result().state;
        if (!fuzz) {
          if (state !== 'passed') rows.push(`  ${state.padEnd(7)} ${test.fullName}`);
          continue;
        }
        properties += 1;
        runs += fuzz.runs;
        durationMs += fuzz.durationMs;
        const slowest = fuzz.slowestCallMs === undefined ? '' : `, slowest call ${fuzz.slowestCallMs.toFixed(1)} ms`;
        rows.push(`  ${state.padEnd(7)} ${test.fullName}: ${fuzz.runs} runs in ${(fuzz.durationMs / 1000).toFixed(1)} s${slowest}`);
      }
    }
    console.log(['', 'Fuzz summary', ...rows, `${properties} properties, ${runs} runs, ${(durationMs / 1000).toFixed(1)} s`].join('\n'));
  }
}
