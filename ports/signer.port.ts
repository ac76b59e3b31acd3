/**
 * Signs passport posts with the publisher's security script (posts get a `_signature`
 * query). The script itself is loaded by the domain through the ScriptLoaderPort; this port only
 * reads the function the script defined.
 */
export interface SignerPort {
  /**
   * The `_signature` for `url` (the full address with its query), or undefined while the script's
   * global is missing (not loaded yet, or blocked).
   */
  sign(url: string): string | undefined;
}
