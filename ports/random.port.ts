/** Cryptographically strong randomness (session ids, OAuth state). */
export interface RandomPort {
  /** `length` random bytes. */
  bytes(length: number): Uint8Array;
}
