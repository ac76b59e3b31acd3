/** Not loaded, loading, loaded, failed. */
export type ScriptLoadState = 'not-loaded' | 'loading' | 'loaded' | 'failed';

export interface ScriptLoadOptions {
  /** Addresses tried in turn after `url` fails. */
  readonly backups?: readonly string[];
  /** Milliseconds each address may take. Defaults to `20000` ms. */
  readonly timeoutMs?: number;
  /**
   * The file's Subresource Integrity hash (`sha384-...`; several separated by spaces), checked on
   * `url` and on each backup: a file that does not match is not run and the address fails. The
   * request is then made in CORS mode (`crossorigin="anonymous"`), which the file's host must allow.
   */
  readonly integrity?: string;
  /** Extra attributes for the script element (nonce, crossorigin, integrity). */
  readonly attrs?: Readonly<Record<string, string>>;
}

/**
 * A third-party script as the page pins it: a fixed version's address, the same file's other
 * hosts, and the hash the file must match.
 */
export interface PinnedScript {
  /** The script's address: a named version, never a moving "latest". */
  readonly url: string;
  /** The same file on other hosts, tried in turn when `url` fails. Defaults to none. */
  readonly backups?: readonly string[];
  /** Its Subresource Integrity hash (`sha384-...`), checked on every address tried. Defaults to none. */
  readonly integrity?: string;
}

/**
 * Loads a remote script once.
 *
 * A second `load` of a loaded URL resolves at once; of a loading one, joins it; of a failed one,
 * tries again (a failed load may be retried later).
 * @throws CampaignKitError `SCRIPT_LOAD` when every address failed.
 */
export interface ScriptLoaderPort {
  load(url: string, options?: ScriptLoadOptions): Promise<void>;
  state(url: string): ScriptLoadState;
}
