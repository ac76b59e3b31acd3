import { CampaignKitError, type ScriptLoadOptions, type ScriptLoadState } from '../../ports';
import * as MESSAGES from '../../ports/messages';

/** The default time each address may take, in ms. */
export const SCRIPT_TIMEOUT_MS = 20_000;

/** How one attempt at one address ended. */
export type ScriptAttemptOutcome = 'loaded' | 'error' | 'timeout';

/** Tries one address; resolves (never rejects) with how it ended within `timeoutMs` ms. */
export type ScriptAttempt = (
  url: string,
  timeoutMs: number,
  attrs: Readonly<Record<string, string>>,
) => Promise<ScriptAttemptOutcome>;

/**
 * The state machine shared by the script loaders: one state per URL, a shared promise while
 * loading, the primary address then each backup in turn, and a retry after a failure.
 *
 * @remarks Internal to the adapters; a loader supplies how to try one address.
 */
export class ScriptLoadTracker {
  readonly #attempt: ScriptAttempt;
  readonly #states = new Map<string, ScriptLoadState>();
  readonly #pending = new Map<string, Promise<void>>();

  /** @param attempt - tries one address. */
  constructor(attempt: ScriptAttempt) {
    this.#attempt = attempt;
  }

  /**
   * Loads `url` unless it is loaded; joins a load under way.
   * @throws CampaignKitError `SCRIPT_LOAD` ('Failed to load SDK!') when every address failed;
   *   `data.attempts` lists each address with its outcome.
   */
  load(url: string, options: ScriptLoadOptions = {}): Promise<void> {
    if (this.state(url) === 'loaded') return Promise.resolve();
    const pending = this.#pending.get(url) ?? this.#start(url, options);
    this.#pending.set(url, pending);
    return pending;
  }

  /** Where `url` stands. */
  state(url: string): ScriptLoadState {
    return this.#states.get(url) ?? 'not-loaded';
  }

  async #start(url: string, options: ScriptLoadOptions): Promise<void> {
    this.#states.set(url, 'loading');
    try {
      await this.#tryInTurn([url, ...(options.backups ?? [])], options);
      this.#states.set(url, 'loaded');
    } catch (error) {
      this.#states.set(url, 'failed');
      throw error;
    } finally {
      this.#pending.delete(url);
    }
  }

  async #tryInTurn(urls: readonly string[], options: ScriptLoadOptions): Promise<void> {
    const attempts: { url: string; outcome: ScriptAttemptOutcome }[] = [];
    const attrs = elementAttributes(options);
    for (const url of urls) {
      const outcome = await this.#attempt(url, options.timeoutMs ?? SCRIPT_TIMEOUT_MS, attrs);
      if (outcome === 'loaded') return;
      attempts.push({ url, outcome });
    }
    throw new CampaignKitError('SCRIPT_LOAD', MESSAGES.scriptLoad, { data: { attempts } });
  }
}

/** The element's attributes: `attrs`, with the integrity hash and the CORS mode Subresource Integrity needs. */
function elementAttributes({ attrs = {}, integrity }: ScriptLoadOptions): Readonly<Record<string, string>> {
  return integrity ? { crossorigin: 'anonymous', ...attrs, integrity } : attrs;
}
