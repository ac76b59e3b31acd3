import type { SampleRates } from '../../domain/monitoring/monitoring.types';

/**
 * Options of `monitoring()`; every one has a default (docs/monitoring.md). What it waits for is
 * set on `consent()`: `consent({ gates: { monitoring: ['analytics'] } })`; with `consent()` listed
 * and no entry, every cookie the visitor may turn off.
 */
export interface MonitoringOptions {
  /**
   * The share of each kind of event sent, 0..1, by default: overall 1, pageview 0.01, jsError
   * 1, resourceError 0.01, http 0.01, resource 0.01 (and vitals 1).
   */
  readonly sampleRates?: SampleRates;
  /** Events per batch. Defaults to `20`. */
  readonly batchSize?: number;
  /** Milliseconds a batch waits for more events after its first. Defaults to `1000` ms. */
  readonly batchWaitMs?: number;
  /** The origin batches go to (`{collectOrigin}/monitor_browser/collect/batch/`). Defaults to the kit's `apiOrigin`. */
  readonly collectOrigin?: string;
  /** More parameter names to redact from every address sent (any case), on top of the built-in credentials. Defaults to none. */
  readonly redactParams?: readonly string[];
}
