import { describe, expect, it } from 'vitest';
import { FakeClock, InMemoryStorage } from '../../../adapters/fake/index';
import { ConsentService } from '../../../domain/consent/consent.service';
import type { ConsentConfig } from '../../../domain/consent/consent.types';
import { CONFIG, consentOnFakes } from './fixtures';

describe('the consent decision as the page reads it (SPEC §3, §4)', () => {
  it('gives back the config it was initialised with', () => {
    expect(consentOnFakes().consent.config).toBe(CONFIG);
  });

  it('reads the live stored decision: none before the visitor decides, then the status, code and time', () => {
    const { consent, clock } = consentOnFakes();
    expect(consent.record).toBeUndefined();
    clock.advance(5000);
    consent.rejectAll();
    expect(consent.record).toEqual({ status: 'rejected', code: 2, time: clock.now() });
  });

  it('allows a list of keys only when every one of them is granted', () => {
    const { consent } = consentOnFakes();
    consent.openPanel();
    consent.toggle('analytics');
    consent.toggle('ads');
    consent.save();
    expect(consent.allows(['session', 'analytics'])).toBe(true);
    expect(consent.allows(['analytics', 'ads'])).toBe(false);
  });

  it('records Save as an acceptance when every cookie is locked on', () => {
    const lockedOnly: ConsentConfig = { cookieTypes: [{ name: 'Necessary', cookies: [{ key: 'session', name: 'sid', allowChange: false }] }] };
    const { consent } = consentOnFakes(lockedOnly);
    consent.save();
    expect(consent.state).toMatchObject({ status: 'accepted', granted: ['session'] });
  });

  it('publishes a new decision when the granted keys change under the same status, even keys whose names run together', () => {
    const config: ConsentConfig = {
      cookieTypes: [{ name: 'All', cookies: ['a', 'bc', 'ab', 'c'].map((key) => ({ key, name: key })) }],
    };
    const { consent } = consentOnFakes(config);
    const seen: string[][] = [];
    consent.consent$.subscribe((decision) => seen.push([...decision.granted]));
    const choose = (keys: string[]) => {
      consent.openPanel();
      for (const key of ['a', 'bc', 'ab', 'c']) if (consent.state.switches[key] !== keys.includes(key)) consent.toggle(key);
      consent.save();
    };
    choose(['a', 'bc']);
    choose(['ab', 'c']);
    expect(seen).toEqual([[], ['a', 'bc'], ['ab', 'c']]);
  });

  it('names the unknown key it refuses to toggle', () => {
    const { consent } = consentOnFakes();
    expect(() => consent.toggle('nope')).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'unknown cookie key: nope' }));
  });
});
