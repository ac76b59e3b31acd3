import { defineConfig } from 'vitest/config';

/**
 * The unit tests alone, for the mutation run (stryker.config.mjs): Stryker runs them in one worker
 * and picks, per mutant, the tests that reached it. The browser and DOM projects stay out.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/unit/**/*.test.ts'],
    // The instrumented code runs slower, and the machine may be busy: a slow test is not a failed one.
    testTimeout: 30_000,
    // CPU-time budgets (test/fuzz/support/call-budget.ts) are not checked on instrumented code.
    env: { MUTATION_RUN: '1' },
  },
});
