import type { RandomPort } from '../../ports/random.port';

const HEX = '0123456789abcdef';

/** `bytes` random bytes as lower-case hex (twice as many characters): ids, OAuth state, fingerprints. */
export function randomHex(random: RandomPort, bytes: number): string {
  return Array.from(random.bytes(bytes), (byte) => HEX[byte >> 4]! + HEX[byte & 15]!).join('');
}
