// The mutation benchmark (npm run mutation): how many small faults planted in five domains the
// unit tests notice. Not part of npm test or CI. The scores and the mutants known to be equivalent
// are in the README, Mutation testing.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'domain/account/**/*.ts',
    'domain/reservation/**/*.ts',
    'domain/tracking/**/*.ts',
    'domain/consent/**/*.ts',
    'domain/passport/**/*.ts',
  ],
  // Each mutant runs only the tests that reached it in the first, instrumented run.
  coverageAnalysis: 'perTest',
  // A rerun tests only the mutants whose code or tests changed since the last one (file git-ignored).
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  // The machine is shared: one test process unless --concurrency says otherwise.
  concurrency: 1,
  // A busy machine runs the first, instrumented pass of the unit tests slowly (over Stryker's
  // default 5 minutes), and any one test run may stall for seconds: neither is a fault of the mutant.
  dryRunTimeoutMinutes: 30,
  timeoutMS: 15_000,
  ignorePatterns: ['dist', 'test-results', 'docs/api', 'reports', '.stryker-tmp*'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
