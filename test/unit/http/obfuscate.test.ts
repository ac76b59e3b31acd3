import { describe, expect, it } from 'vitest';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { CallBudget } from '../../fuzz/support/call-budget';

const reveal = (hex: string) =>
  new TextDecoder().decode(Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16) ^ 5));

describe('obfuscate (SPEC §5: each character XOR 5, as hex)', () => {
  it('XORs each character with 5 and writes two hex digits', () => {
    // '1' is 0x31; 0x31 ^ 5 = 0x34. '3' 0x33 -> 0x36. '8' 0x38 -> 0x3d.
    expect(obfuscate('138')).toBe('34363d');
  });

  it('round-trips a mobile and an email', () => {
    expect(reveal(obfuscate('13800000000'))).toBe('13800000000');
    expect(reveal(obfuscate('a.b@example.com'))).toBe('a.b@example.com');
  });

  it('encodes non-ASCII text byte by byte', () => {
    expect(obfuscate('中')).toHaveLength(6);
    expect(reveal(obfuscate('中文'))).toBe('中文');
  });

  it('obfuscates a 100,000-character field within the 50 ms rule budget (found by test/fuzz: 150 ms, a string per byte)', () => {
    const field = '𓃑😀a中'.repeat(25_000);
    const hex = new CallBudget().time(() => obfuscate(field));
    expect(reveal(hex)).toBe(field);
  });
});
