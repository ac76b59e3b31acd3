import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** React 18, installed beside React 19 by scripts/react18-deps.mjs (npm test runs it first). */
const REACT18 = fileURLToPath(new URL('./node_modules/.cache/react18/node_modules/', import.meta.url));
const react18 = ['react', 'react-dom'].flatMap((name) => [
  { find: new RegExp(`^${name}$`), replacement: `${REACT18}${name}` },
  { find: new RegExp(`^${name}/(.*)$`), replacement: `${REACT18}${name}/$1` },
]);
/** Testing Library's ESM build, so its own react imports go through the alias above. */
const TESTING_LIBRARY_ESM = fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url));

/**
 * The fuzz properties' time: 100 runs each by default, 10,000 in `npm run fuzz` (FUZZ_RUNS). A kit
 * property's run takes 20 to 250 ms on a busy 2-core machine (100 KB texts in fuzzed answers); each
 * run already fails on its own hang, so this only has to outlast the slowest property's runs.
 */
const FUZZ_TIMEOUT_MS = Math.max(60_000, Number(process.env.FUZZ_RUNS ?? 100) * 1_000);

export default defineConfig({
  test: {
    // One worker per core (vitest's default leaves one core free): the browser files spend most of
    // their time waiting on Chromium and their own demo server, so two run well on two cores.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // A worker thread per file instead of a child process (still one per file, so no module state
          // crosses files): 14% less CPU for these 205 files (101.6 s against 118.1 s at load 13-19).
          pool: 'threads',
          // The architecture and server-rendering checks read the whole module graph or start Node on the build: seconds on a loaded machine.
          testTimeout: 20_000,
          include: ['test/unit/**/*.test.ts', 'test/contracts/**/*.test.ts', 'test/server/**/*.test.ts', 'test/architecture/**/*.test.ts', 'test/ssr/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          // A first test in a file pays for transforming its lazy modules: seconds on a loaded machine.
          testTimeout: 15_000,
          include: ['test/dom/**/*.test.{ts,tsx}'],
          setupFiles: ['test/dom/support/setup.ts'],
        },
      },
      {
        // The same DOM suite on React 18: the kit's sources and Testing Library resolve react and
        // react-dom to React 18 (Testing Library is inlined so the alias reaches its imports).
        resolve: { alias: [...react18, { find: /^@testing-library\/react$/, replacement: TESTING_LIBRARY_ESM }] },
        test: {
          name: 'dom-react18',
          environment: 'jsdom',
          testTimeout: 15_000,
          include: ['test/dom/**/*.test.{ts,tsx}'],
          setupFiles: ['test/dom/support/setup.ts'],
          server: { deps: { inline: [/@testing-library\/react/] } },
        },
      },
      {
        test: {
          name: 'fuzz',
          environment: 'node',
          include: ['test/fuzz/**/*.fuzz.test.ts'],
          testTimeout: FUZZ_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/support/build-demo.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
