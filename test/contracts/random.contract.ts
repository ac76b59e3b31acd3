import { describe, expect, it } from 'vitest';
import type { RandomPort } from '../../ports';

/**
 * The RandomPort contract: the asked number of bytes, differing from call to call.
 * @param name - what the suite runs against, for the report.
 * @param create - a fresh source per test.
 */
export function randomContract(name: string, create: () => RandomPort): void {
  describe(`RandomPort contract: ${name}`, () => {
    it.each([0, 1, 16, 100_000])('returns a Uint8Array of %i bytes', (length) => {
      const bytes = create().bytes(length);
      expect(bytes).toBeInstanceOf(Uint8Array);
      expect(bytes).toHaveLength(length);
    });

    it('gives different bytes on each call', () => {
      const random = create();
      expect(random.bytes(16)).not.toEqual(random.bytes(16));
    });

    it('fills the whole array, not only its start', () => {
      const bytes = create().bytes(100_000);
      expect(bytes.subarray(99_000).some((byte) => byte !== 0)).toBe(true);
      expect(new Set(bytes).size).toBeGreaterThan(200);
    });
  });
}
