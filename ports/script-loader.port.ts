/** SPEC §4: not loaded, loading, loaded, failed. */
export type ScriptLoadState = 'not-loaded' | 'loading' | 'loaded' | 'failed';

export interface ScriptLoadOptions {
  /** Addresses tried in turn after `url` fails (SPEC §4). */
  readonly backups?: readonly string[];
  /** Milliseconds each address may take. Defaults to `20000` ms (SPEC §9). */
  readonly timeoutMs?: number;
  /** Extra attributes for the script element (nonce, crossorigin, integrity). */
  readonly attrs?: Readonly<Record<string, string>>;
}

/**
 * Loads a remote script once.
 *
 * A second `load` of a loaded URL resolves at once; of a loading one, joins it; of a failed one,
 * tries again (SPEC §4: a failed load may be retried later).
 * @throws CampaignKitError `SCRIPT_LOAD` when every address failed.
 */
export interface ScriptLoaderPort {
  load(url: string, options?: ScriptLoadOptions): Promise<void>;
  state(url: string): ScriptLoadState;
}
