/**
 * Reads a passport value sent with `mix_mode=1`: each character's code XOR 5, as 2-digit hex
 *. Without mix mode the value is taken as sent.
 * @returns the plain text, or `undefined` when the value is not valid obfuscated hex.
 */
export function readMixed(value: string | undefined, mixMode: string | undefined): string | undefined {
  if (value === undefined || mixMode !== '1') return value;
  if (!/^(?:[0-9a-f]{2})*$/i.test(value)) return undefined;
  let plain = '';
  for (let i = 0; i < value.length; i += 2) {
    plain += String.fromCharCode(parseInt(value.slice(i, i + 2), 16) ^ 5);
  }
  return plain;
}

