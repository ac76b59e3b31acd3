import type { ClockPort, ScriptLoaderPort, ScriptLoadOptions, ScriptLoadState } from '../../ports';
import { ScriptLoadTracker, type ScriptAttemptOutcome } from './script-load-tracker';
import { WindowClockAdapter } from './window-clock.adapter';

/**
 * The {@link ScriptLoaderPort} over `<script>` elements.
 *
 * @remarks Each address gets its own element (attributes set before it is inserted, so nonce
 * and integrity apply) in `<head>`; an element that failed or timed out is removed, and a load
 * event arriving after its timeout is ignored.
 * @see SPEC §4 (states, backups), §9 (20000 ms per address)
 */
export class DomScriptLoaderAdapter implements ScriptLoaderPort {
  readonly #document: Document;
  readonly #clock: ClockPort;
  readonly #tracker = new ScriptLoadTracker((url, timeoutMs, attrs) => this.#insert(url, timeoutMs, attrs));

  /**
   * @param document - where the elements go. Defaults to `globalThis.document`, read at construction.
   * @param clock - times each address. Defaults to a {@link WindowClockAdapter}.
   */
  constructor(document: Document = globalThis.document, clock: ClockPort = new WindowClockAdapter()) {
    this.#document = document;
    this.#clock = clock;
  }

  /**
   * Loads `url`, then each backup in turn, each allowed `timeoutMs` (default `20000` ms).
   * A loaded URL resolves at once, a loading one joins the load under way, a failed one retries.
   * @throws CampaignKitError `SCRIPT_LOAD` ('Failed to load SDK!') when every address failed.
   */
  load(url: string, options?: ScriptLoadOptions): Promise<void> {
    return this.#tracker.load(url, options);
  }

  /** Where `url` stands: not-loaded, loading, loaded or failed. */
  state(url: string): ScriptLoadState {
    return this.#tracker.state(url);
  }

  #insert(url: string, timeoutMs: number, attrs: Readonly<Record<string, string>>): Promise<ScriptAttemptOutcome> {
    const script = this.#document.createElement('script');
    for (const [name, value] of Object.entries(attrs)) script.setAttribute(name, value);
    script.src = url;
    return new Promise((resolve) => {
      const settle = (outcome: ScriptAttemptOutcome): void => {
        cancelTimeout();
        script.removeEventListener('load', onLoad);
        script.removeEventListener('error', onError);
        if (outcome !== 'loaded') script.remove();
        resolve(outcome);
      };
      const onLoad = (): void => settle('loaded');
      const onError = (): void => settle('error');
      const cancelTimeout = this.#clock.setTimeout(() => settle('timeout'), timeoutMs);
      script.addEventListener('load', onLoad);
      script.addEventListener('error', onError);
      (this.#document.head ?? this.#document.documentElement).appendChild(script);
    });
  }
}
