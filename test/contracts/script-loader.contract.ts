import { beforeEach, describe, expect, it } from 'vitest';
import { isCampaignKitError, type ScriptLoaderPort } from '../../ports';
import { flush, outcome } from './support/settle';

/** A loader under test and the hands that answer its script requests. */
export interface ScriptLoaderHarness {
  readonly loader: ScriptLoaderPort;
  /** Makes the attempt now waiting on `url` load. */
  succeed(url: string): void;
  /** Makes the attempt now waiting on `url` fail. */
  fail(url: string): void;
  /** Every address attempted so far, oldest first (read after a flush). */
  attempts(): readonly string[];
  /** Moves the loader's clock forward by `ms` ms. */
  advance(ms: number): void;
}

const SDK = 'https://cdn-a.example.com/sdk.js';
const BACKUP_1 = 'https://cdn-b.example.com/sdk.js';
const BACKUP_2 = 'https://cdn-c.example.com/sdk.js';

/**
 * The ScriptLoaderPort contract (SPEC §4): states, one shared load, backups in turn, timeouts
 * per address, retry after failure.
 * @param name - what the suite runs against, for the report.
 * @param create - a fresh loader per test.
 */
export function scriptLoaderContract(name: string, create: () => ScriptLoaderHarness | Promise<ScriptLoaderHarness>): void {
  describe(`ScriptLoaderPort contract: ${name}`, () => {
    let harness: ScriptLoaderHarness;
    let loader: ScriptLoaderPort;
    beforeEach(async () => {
      harness = await create();
      loader = harness.loader;
    });

    it('goes from not-loaded through loading to loaded', async () => {
      expect(loader.state(SDK)).toBe('not-loaded');
      const loading = loader.load(SDK);
      expect(loader.state(SDK)).toBe('loading');
      await flush();
      harness.succeed(SDK);
      await loading;
      expect(loader.state(SDK)).toBe('loaded');
      expect(harness.attempts()).toEqual([SDK]);
    });

    it('resolves a loaded URL at once, without loading it again', async () => {
      const first = loader.load(SDK);
      await flush();
      harness.succeed(SDK);
      await first;
      expect(await outcome(loader.load(SDK))).toBe('resolved');
      expect(harness.attempts()).toEqual([SDK]);
    });

    it('shares one promise and one attempt between loads of a URL under way', async () => {
      const first = loader.load(SDK);
      const second = loader.load(SDK, { backups: [BACKUP_1] });
      expect(second).toBe(first);
      await flush();
      harness.succeed(SDK);
      await Promise.all([first, second]);
      expect(harness.attempts()).toEqual([SDK]);
    });

    it('tries each backup in turn after a failure', async () => {
      const loading = loader.load(SDK, { backups: [BACKUP_1, BACKUP_2] });
      await flush();
      harness.fail(SDK);
      await flush();
      expect(harness.attempts()).toEqual([SDK, BACKUP_1]);
      harness.fail(BACKUP_1);
      await flush();
      expect(loader.state(SDK)).toBe('loading');
      harness.succeed(BACKUP_2);
      await loading;
      expect(harness.attempts()).toEqual([SDK, BACKUP_1, BACKUP_2]);
      expect(loader.state(SDK)).toBe('loaded');
    });

    it('rejects with SCRIPT_LOAD when every address failed, leaving the URL failed', async () => {
      const loading = loader.load(SDK, { backups: [BACKUP_1] });
      await flush();
      harness.fail(SDK);
      await flush();
      harness.fail(BACKUP_1);
      const error: unknown = await loading.catch((caught: unknown) => caught);
      expect(isCampaignKitError(error, 'SCRIPT_LOAD')).toBe(true);
      expect((error as Error).message).toBe('Failed to load SDK!');
      expect(loader.state(SDK)).toBe('failed');
    });

    it('tries a failed URL again on the next load', async () => {
      const failing = loader.load(SDK);
      await flush();
      harness.fail(SDK);
      await expect(failing).rejects.toThrow('Failed to load SDK!');
      const retry = loader.load(SDK);
      expect(loader.state(SDK)).toBe('loading');
      await flush();
      harness.succeed(SDK);
      await retry;
      expect(harness.attempts()).toEqual([SDK, SDK]);
      expect(loader.state(SDK)).toBe('loaded');
    });

    it('gives each address 20000 ms by default, then moves to the next', async () => {
      const loading = loader.load(SDK, { backups: [BACKUP_1] });
      await flush();
      harness.advance(19_999);
      await flush();
      expect(harness.attempts()).toEqual([SDK]);
      harness.advance(1);
      await flush();
      expect(harness.attempts()).toEqual([SDK, BACKUP_1]);
      harness.succeed(BACKUP_1);
      await loading;
      expect(loader.state(SDK)).toBe('loaded');
    });

    it('honours a shorter timeout per address', async () => {
      const loading = loader.load(SDK, { timeoutMs: 500 });
      await flush();
      harness.advance(499);
      expect(await outcome(loading)).toBe('pending');
      harness.advance(1);
      await expect(loading).rejects.toThrow('Failed to load SDK!');
      expect(loader.state(SDK)).toBe('failed');
    });
  });
}
