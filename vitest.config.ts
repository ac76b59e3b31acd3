import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/unit/**/*.test.ts', 'test/contracts/**/*.test.ts', 'test/server/**/*.test.ts', 'test/architecture/**/*.test.ts', 'test/ssr/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['test/dom/**/*.test.{ts,tsx}'],
          setupFiles: ['test/dom/support/setup.ts'],
        },
      },
      {
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
