import { describe, expect, it } from 'vitest';
import { CryptoRandomAdapter } from '../../adapters/browser';
import { FakeRandom } from '../../adapters/fake';
import { randomContract } from './random.contract';

randomContract('CryptoRandomAdapter over Node’s Web Crypto', () => new CryptoRandomAdapter());
randomContract('FakeRandom', () => new FakeRandom(7));

describe('CryptoRandomAdapter', () => {
  it('asks the given crypto for at most 65536 bytes at a time', () => {
    const sizes: number[] = [];
    const crypto = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T): T => {
        sizes.push(array?.byteLength ?? 0);
        return array;
      },
    };
    new CryptoRandomAdapter(crypto).bytes(150_000);
    expect(sizes).toEqual([65_536, 65_536, 18_928]);
  });
});

describe('FakeRandom', () => {
  it('repeats its sequence for a seed, and differs between seeds', () => {
    expect(new FakeRandom(42).bytes(32)).toEqual(new FakeRandom(42).bytes(32));
    expect(new FakeRandom(42).bytes(32)).not.toEqual(new FakeRandom(43).bytes(32));
  });
});
