import { FakeClock, InMemoryStorage } from '../../../adapters/fake/index';
import { ConsentService } from '../../../domain/consent/consent.service';
import type { ConsentConfig } from '../../../domain/consent/consent.types';

/** Necessary (locked), analytics (off by default) and ads (on by default). */
export const CONFIG: ConsentConfig = {
  banner: { description: 'We use cookies. [Privacy@https://example.com/privacy]' },
  cookieTypes: [
    { name: 'Necessary', cookies: [{ key: 'session', name: 'sid', allowChange: false, enable: true }] },
    { name: 'Analytics', description: 'Counts visits.', cookies: [{ key: 'analytics', name: '_ga', provider: 'Analytics Inc.', link: 'https://example.com/ga' }] },
    { name: 'Ads', cookies: [{ key: 'ads', name: '_ad', enable: true }] },
  ],
};

/** A consent service on fakes; `reload()` builds a new one over the same storage and clock. */
export function consentOnFakes(config: ConsentConfig = CONFIG) {
  const storage = new InMemoryStorage();
  const clock = new FakeClock();
  const start = () => {
    const service = new ConsentService({ storage, clock }, config);
    return service;
  };
  return { storage, clock, consent: start(), reload: start };
}
