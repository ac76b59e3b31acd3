import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../adapters/fake/fake-clock';
import { FakePage } from '../../../adapters/fake/fake-page';
import { fingerprint } from '../../../domain/account/fingerprint';

describe('a fingerprint made without a random port (SPEC §9 cookie)', () => {
  it('still ends in 24 random hex characters: two fresh visitors at the same moment differ', () => {
    const clock = new FakeClock(1_700_000_000_000);
    const values = [fingerprint({ page: new FakePage(), clock }), fingerprint({ page: new FakePage(), clock })];
    for (const value of values) expect(value).toMatch(/^verify_[0-9a-z]+_[0-9a-f]{24}$/);
    expect(values[0]).not.toBe(values[1]);
  });
});
