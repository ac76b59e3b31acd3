import type { RandomPort } from '../../ports';

/** `crypto.getRandomValues` fills at most this many bytes per call (Web Crypto). */
const MAX_BYTES_PER_CALL = 65_536;

/** The {@link RandomPort} over Web Crypto's `getRandomValues`. */
export class CryptoRandomAdapter implements RandomPort {
  readonly #crypto: Pick<Crypto, 'getRandomValues'>;

  /** @param crypto - the Web Crypto object. Defaults to `globalThis.crypto`, read at construction. */
  constructor(crypto: Pick<Crypto, 'getRandomValues'> = globalThis.crypto) {
    this.#crypto = crypto;
  }

  /** `length` cryptographically strong random bytes, however many (filled in 64 KiB chunks). */
  bytes(length: number): Uint8Array {
    const bytes = new Uint8Array(length);
    for (let start = 0; start < length; start += MAX_BYTES_PER_CALL) {
      this.#crypto.getRandomValues(bytes.subarray(start, start + MAX_BYTES_PER_CALL));
    }
    return bytes;
  }
}
