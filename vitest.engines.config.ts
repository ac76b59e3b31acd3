import { defineConfig } from 'vitest/config';

/**
 * The cross-engine suite (`npm run test:engines`, run by .ci/run after `npm test`): the demo's main
 * flows in Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK (selenium-webdriver over
 * WebKitWebDriver, under Xvfb), one file per engine, side by side on two cores.
 */
export default defineConfig({
  test: {
    name: 'engines',
    environment: 'node',
    include: ['test/engines/**/*.test.ts'],
    globalSetup: ['test/engines/support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
