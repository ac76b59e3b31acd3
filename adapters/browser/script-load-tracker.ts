import { CampaignKitError, type ScriptLoaderPort, type ScriptLoadOptions, type ScriptLoadState } from '../../ports';
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
 * @param attempt - tries one address.
 * @returns the loader's `load` and `state`. `load` rejects with CampaignKitError `SCRIPT_LOAD`
 *   ('Failed to load SDK!') when every address failed; `data.attempts` lists each address with its outcome.
 */
export function createScriptLoadTracker(attempt: ScriptAttempt): ScriptLoaderPort {
  const states = new Map<string, ScriptLoadState>();
  // The load of each URL under way or done; a failed one is forgotten, so the next load tries again.
  const loads = new Map<string, Promise<void>>();

  const tryInTurn = async (url: string, { backups = [], timeoutMs = SCRIPT_TIMEOUT_MS, attrs = {}, integrity }: ScriptLoadOptions): Promise<void> => {
    const attempts: { url: string; outcome: ScriptAttemptOutcome }[] = [];
    // Subresource Integrity needs the request in CORS mode.
    const elementAttrs = integrity ? { crossorigin: 'anonymous', ...attrs, integrity } : attrs;
    for (const address of [url, ...backups]) {
      const outcome = await attempt(address, timeoutMs, elementAttrs);
      if (outcome === 'loaded') return;
      attempts.push({ url: address, outcome });
    }
    throw new CampaignKitError('SCRIPT_LOAD', MESSAGES.scriptLoad, { data: { attempts } });
  };

  return {
    state: (url) => states.get(url) ?? 'not-loaded',
    load(url, options = {}) {
      let load = loads.get(url);
      if (!load) {
        states.set(url, 'loading');
        load = tryInTurn(url, options).then(
          () => void states.set(url, 'loaded'),
          (error: unknown) => {
            states.set(url, 'failed');
            loads.delete(url);
            throw error;
          },
        );
        loads.set(url, load);
      }
      return load;
    },
  };
}
