import { CampaignKitError, type ScriptLoaderPort, type ScriptLoadOptions, type ScriptLoadState } from '../../ports';
import * as MESSAGES from '../../ports/messages';

/** The default time each address may take, in ms. */
export const SCRIPT_TIMEOUT_MS = 20_000;

/** How one attempt at one address ended. */
export type ScriptAttemptOutcome = 'loaded' | 'error' | 'timeout';

/** Tries one address; resolves (never rejects) with how it ended within `timeoutMs` ms. */
export type ScriptAttempt = (url: string, timeoutMs: number, attrs: Readonly<Record<string, string>>) => Promise<ScriptAttemptOutcome>;

/**
 * The state machine shared by the script loaders: one state per URL, a shared promise while
 * loading, the primary address then each backup in turn, and a retry after a failure. A loader
 * extends it and passes how to try one address.
 */
export class ScriptLoadTracker implements ScriptLoaderPort {
  readonly #attempt: ScriptAttempt;
  readonly #states = new Map<string, ScriptLoadState>();
  // The load of each URL under way or done; a failed one is forgotten, so the next load tries again.
  readonly #loads = new Map<string, Promise<void>>();

  /** @param attempt - tries one address. */
  constructor(attempt: ScriptAttempt) {
    this.#attempt = attempt;
  }

  /**
   * Loads `url`, then each backup in turn, each allowed `timeoutMs` (default `20000` ms).
   * A loaded URL resolves at once, a loading one joins the load under way, a failed one retries.
   * @throws CampaignKitError `SCRIPT_LOAD` ('Failed to load SDK!') when every address failed;
   *   `data.attempts` lists each address with its outcome.
   */
  load(url: string, options: ScriptLoadOptions = {}): Promise<void> {
    let load = this.#loads.get(url);
    if (!load) {
      this.#states.set(url, 'loading');
      load = this.#tryInTurn(url, options).then(
        () => void this.#states.set(url, 'loaded'),
        (error: unknown) => {
          this.#states.set(url, 'failed');
          this.#loads.delete(url);
          throw error;
        },
      );
      this.#loads.set(url, load);
    }
    return load;
  }

  /** Where `url` stands: not-loaded, loading, loaded or failed. */
  state(url: string): ScriptLoadState {
    return this.#states.get(url) ?? 'not-loaded';
  }

  async #tryInTurn(url: string, { backups = [], timeoutMs = SCRIPT_TIMEOUT_MS, attrs = {}, integrity }: ScriptLoadOptions): Promise<void> {
    const attempts: { url: string; outcome: ScriptAttemptOutcome }[] = [];
    // Subresource Integrity needs the request in CORS mode.
    const elementAttrs = integrity ? { crossorigin: 'anonymous', ...attrs, integrity } : attrs;
    for (const address of [url, ...backups]) {
      const outcome = await this.#attempt(address, timeoutMs, elementAttrs);
      if (outcome === 'loaded') return;
      attempts.push({ url: address, outcome });
    }
    throw new CampaignKitError('SCRIPT_LOAD', MESSAGES.scriptLoad, { data: { attempts } });
  }
}
