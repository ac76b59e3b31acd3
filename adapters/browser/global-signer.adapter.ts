import type { SignerPort } from '../../ports/signer.port';

/** The part of the security script's global the signer uses. */
export interface AcrawlerGlobal {
  readonly byted_acrawler?: { sign(input: { url: string }): string };
}

/**
 * The {@link SignerPort} over the security script's global `byted_acrawler.sign({ url })`
 * (posts get a `_signature` query).
 */
export class GlobalSignerAdapter implements SignerPort {
  readonly #scope: AcrawlerGlobal;

  /** @param scope - where the script defines its global. Defaults to `globalThis`, read at construction. */
  constructor(scope: AcrawlerGlobal = globalThis as AcrawlerGlobal) {
    this.#scope = scope;
  }

  /** The signature, or undefined while the global is missing or throws. */
  sign(url: string): string | undefined {
    try {
      return this.#scope.byted_acrawler?.sign({ url });
    } catch {
      return undefined;
    }
  }
}
