import type { RandomPort } from '../../ports/random.port';

const HEX = '0123456789abcdef';

/** `length` characters drawn from `alphabet` (at most 256 characters) with the port's random bytes. */
export function randomText(random: RandomPort, length: number, alphabet: string): string {
  return Array.from(random.bytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** `bytes` random bytes as lower-case hex (twice as many characters): ids, OAuth state. */
export function randomHex(random: RandomPort, bytes: number): string {
  return Array.from(random.bytes(bytes), (byte) => HEX[byte >> 4]! + HEX[byte & 15]!).join('');
}
