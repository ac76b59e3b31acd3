import type { RandomPort } from '../../ports';

/**
 * A {@link RandomPort} with repeatable bytes: the same seed gives the same sequence.
 *
 * @remarks A mulberry32 generator; fine for tests, never for secrets.
 */
export class FakeRandom implements RandomPort {
  #state: number;

  /** @param seed - any integer (used modulo 2^32). Defaults to `1`. */
  constructor(seed = 1) {
    this.#state = seed >>> 0;
  }

  /** The next `length` bytes of the sequence. */
  bytes(length: number): Uint8Array {
    const bytes = new Uint8Array(length);
    for (let index = 0; index < length; index++) bytes[index] = this.#next() & 0xff;
    return bytes;
  }

  #next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(this.#state ^ (this.#state >>> 15), this.#state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return (mixed ^ (mixed >>> 14)) >>> 0;
  }
}
