import type { SignerPort } from '../../ports/signer.port';

/**
 * A {@link SignerPort} that signs every address with a fixed prefix plus its length, and records
 * what it signed. `available: false` plays a blocked script (no signature).
 */
export class FakeSigner implements SignerPort {
  readonly #signed: string[] = [];
  available = true;

  /** Every address signed, oldest first. */
  get signed(): readonly string[] {
    return this.#signed;
  }

  sign(url: string): string | undefined {
    if (!this.available) return undefined;
    this.#signed.push(url);
    return `sig-${url.length}`;
  }
}
