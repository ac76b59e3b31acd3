/** The mix_mode flag sent beside obfuscated fields. */
export const MIX_MODE = 1;

/**
 * Obfuscates a sensitive passport field as says: each UTF-8 byte XOR 5, written as two
 * hex digits. Sent with `mix_mode=1`.
 *
 * @example obfuscate('138') === '34363d'
 */
export function obfuscate(value: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(value)) {
    out += (byte ^ 5).toString(16).padStart(2, '0');
  }
  return out;
}
