import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../adapters/fake/fake-clock';
import { FakePage } from '../../../adapters/fake/fake-page';
import { FakeRandom } from '../../../adapters/fake/fake-random';
import { createTestKit } from '../../../composition/testing';
import { fingerprint, FINGERPRINT_MAX_AGE_SECONDS } from '../../../domain/account/fingerprint';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { passport, wireCalls } from '../support/routes';

const SIXTY_DAYS_S = 60 * 24 * 3600;

describe('the verification fingerprint (SPEC §7 send_activation_code fp, §9 cookie)', () => {
  it('creates a verify_ value when the cookie is missing, stores it for 60 days on path /, and reuses it after', () => {
    const page = new FakePage();
    const deps = { page, clock: new FakeClock(1_700_000_000_000), random: new FakeRandom(7) };
    const first = fingerprint(deps);
    expect(first).toMatch(/^verify_[0-9a-z]+_[0-9a-f]{24}$/);
    expect(first.split('_')[1]).toBe((1_700_000_000_000).toString(36));
    expect(page.cookieWrites).toEqual([{ name: 's_v_web_id', value: first, options: { maxAgeSeconds: SIXTY_DAYS_S, path: '/' } }]);
    expect(FINGERPRINT_MAX_AGE_SECONDS).toBe(SIXTY_DAYS_S);
    expect(fingerprint(deps)).toBe(first);
    expect(page.cookieWrites).toHaveLength(1);
  });

  it('keeps a fingerprint the page already has, and replaces a value that is not one', () => {
    const kept = new FakePage({ cookies: { s_v_web_id: 'verify_kx1_abc' } });
    expect(fingerprint({ page: kept, clock: new FakeClock(0), random: new FakeRandom() })).toBe('verify_kx1_abc');
    expect(kept.cookieWrites).toEqual([]);

    for (const bad of ['', 'verify_', 'abc']) {
      const page = new FakePage({ cookies: { s_v_web_id: bad } });
      expect(fingerprint({ page, clock: new FakeClock(0), random: new FakeRandom() })).toMatch(/^verify_0_/);
      expect(page.cookieWrites).toHaveLength(1);
    }
  });

  it('uses the cookie the page names, and works without a random port', () => {
    const page = new FakePage();
    const value = fingerprint({ page, clock: new FakeClock(5) }, 'fp_cookie');
    expect(value).toMatch(/^verify_5_[0-9a-f]{24}$/);
    expect(page.cookie('fp_cookie')).toBe(value);
  });

  it('a first code request goes out with the new fingerprint as fp, never fp=, and the next reuses it', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0, { retry_time: 60 }));
    await kit.account.sendCode('13800000000');
    const stored = kit.page.cookie('s_v_web_id');
    expect(stored).toMatch(/^verify_/);
    kit.clock.advance(61_000);
    await kit.account.sendCode('13800000000');
    const sent = wireCalls(kit).map(({ query }) => query.fp);
    expect(sent).toEqual([stored, stored]);
    expect(sent).not.toContain('');
    expect(wireCalls(kit)[0]!.query.type).toBe(obfuscate('24'));
  });
});

describe('a fingerprint made without a random port (SPEC §9 cookie)', () => {
  it('still ends in 24 random hex characters: two fresh visitors at the same moment differ', () => {
    const clock = new FakeClock(1_700_000_000_000);
    const values = [fingerprint({ page: new FakePage(), clock }), fingerprint({ page: new FakePage(), clock })];
    for (const value of values) expect(value).toMatch(/^verify_[0-9a-z]+_[0-9a-f]{24}$/);
    expect(values[0]).not.toBe(values[1]);
  });
});
