import { describe, expect, it } from 'vitest';
import { CONSENT_EXPIRY_MS } from '../../../domain/consent/consent-record';
import { ConsentService } from '../../../domain/consent/consent.service';
import { FakeClock, InMemoryStorage } from '../../../adapters/fake/index';
import { isCampaignKitError } from '../../../ports/errors';
import { CONFIG, consentOnFakes } from './fixtures';

describe('ConsentService (SPEC §2, §3, §4)', () => {
  it('opens the banner on a first visit, with configured defaults and locked switches on', () => {
    const { consent } = consentOnFakes();
    expect(consent.state).toMatchObject({
      status: 'pending',
      bannerOpen: true,
      panelOpen: false,
      switches: { session: true, analytics: false, ads: true },
      granted: ['session'],
    });
  });

  it('Accept All turns every switch on, stores {accepted, 1, time} and closes the banner', () => {
    const { consent, storage, clock } = consentOnFakes();
    consent.acceptAll();
    expect(consent.state).toMatchObject({ status: 'accepted', bannerOpen: false, switches: { session: true, analytics: true, ads: true } });
    expect(consent.state.granted).toEqual(['session', 'analytics', 'ads']);
    expect(storage.get('local', 'cookie_consent')).toEqual({ status: 'accepted', code: 1, time: clock.now() });
  });

  it('Reject All turns every switch off except allowChange false, and stores {rejected, 2, time}', () => {
    const { consent, storage, clock } = consentOnFakes();
    consent.rejectAll();
    expect(consent.state).toMatchObject({ status: 'rejected', bannerOpen: false, switches: { session: true, analytics: false, ads: false } });
    expect(consent.state.granted).toEqual(['session']);
    expect(storage.get('local', 'cookie_consent')).toEqual({ status: 'rejected', code: 2, time: clock.now() });
  });

  it('Save stores the toggled switches and marks accepted; a reload keeps them and no banner', () => {
    const { consent, storage, reload } = consentOnFakes();
    consent.openPanel();
    consent.toggle('analytics');
    consent.toggle('ads');
    consent.save();
    expect(consent.state).toMatchObject({ status: 'accepted', panelOpen: false, bannerOpen: false, switches: { analytics: true, ads: false } });
    expect(consent.state.granted).toEqual(['session', 'analytics']);
    expect(storage.get('local', 'cookie_consent')).toMatchObject({ status: 'accepted', code: 1 });
    const again = reload();
    expect(again.state).toMatchObject({ status: 'accepted', bannerOpen: false, switches: { session: true, analytics: true, ads: false } });
  });

  it('Save records what was chosen: every changeable switch off is a rejection (code 2), not an acceptance', () => {
    const { consent, storage } = consentOnFakes();
    consent.openPanel();
    consent.toggle('ads');
    consent.save();
    expect(consent.state).toMatchObject({ status: 'rejected', switches: { session: true, analytics: false, ads: false } });
    expect(consent.state.granted).toEqual(['session']);
    expect(storage.get('local', 'cookie_consent')).toMatchObject({ status: 'rejected', code: 2 });
  });

  it('a category the stored decision did not cover stays off and the banner asks again; the decided ones keep their choice', () => {
    const { consent, storage, clock } = consentOnFakes();
    consent.acceptAll();
    const grown = { ...CONFIG, cookieTypes: [...CONFIG.cookieTypes, { name: 'Video', cookies: [{ key: 'video', name: '_yt', enable: true }] }] };
    const later = new ConsentService({ storage, clock }, grown);
    expect(later.state).toMatchObject({ status: 'accepted', bannerOpen: true, switches: { session: true, analytics: true, ads: true, video: false } });
    expect(later.state.granted).toEqual(['session', 'analytics', 'ads']);
    expect(later.allows(['video'])).toBe(false);
    later.acceptAll();
    expect(later.allows(['video'])).toBe(true);
  });

  it('a decision stored without its switches grants nothing beyond the locked keys and asks again', () => {
    const { storage, clock } = consentOnFakes();
    storage.set('local', 'cookie_consent', { status: 'accepted', code: 1, time: clock.now() });
    const later = new ConsentService({ storage, clock }, CONFIG);
    expect(later.state).toMatchObject({ bannerOpen: true, switches: { analytics: false, ads: false } });
    expect(later.state.granted).toEqual(['session']);
  });

  it('closing the panel reverts unsaved toggles', () => {
    const { consent, storage } = consentOnFakes();
    consent.openPanel();
    consent.toggle('analytics');
    expect(consent.state.switches.analytics).toBe(true);
    consent.closePanel();
    expect(consent.state).toMatchObject({ panelOpen: false, status: 'pending', switches: { analytics: false } });
    consent.openPanel();
    expect(consent.state.switches.analytics).toBe(false);
    expect(storage.get('local', 'cookie_consent')).toBeUndefined();
  });

  it('keeps an allowChange false switch on: toggling it does nothing', () => {
    const { consent } = consentOnFakes();
    consent.openPanel();
    consent.toggle('session');
    expect(consent.state.switches.session).toBe(true);
  });

  it('rejects a toggle of a key the config does not have', () => {
    const { consent } = consentOnFakes();
    expect(() => consent.toggle('nope')).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('shows the banner again only when the stored status is older than 33696000000 ms', () => {
    expect(CONSENT_EXPIRY_MS).toBe(33_696_000_000);
    const { consent, clock, reload } = consentOnFakes();
    consent.acceptAll();
    clock.advance(CONSENT_EXPIRY_MS);
    expect(reload().state).toMatchObject({ bannerOpen: false, status: 'accepted' });
    clock.advance(1);
    const expired = reload();
    expect(expired.state).toMatchObject({ bannerOpen: true, status: 'pending', granted: ['session'] });
    expect(expired.state.switches).toEqual({ session: true, analytics: false, ads: true });
  });

  it('treats a malformed stored status as a first visit', () => {
    const storage = new InMemoryStorage();
    storage.set('local', 'cookie_consent', { status: 'accepted', code: 2, time: 0 });
    const consent = new ConsentService({ storage, clock: new FakeClock() }, CONFIG);
    expect(consent.state).toMatchObject({ bannerOpen: true, status: 'pending' });
  });

  it('publishes decisions on consent$ without repeating unchanged ones', () => {
    const { consent } = consentOnFakes();
    const seen: string[] = [];
    consent.consent$.subscribe((decision) => seen.push(`${decision.status}:${decision.granted.join(',')}`));
    consent.openPanel();
    consent.toggle('ads');
    consent.rejectAll();
    consent.acceptAll();
    expect(seen).toEqual(['pending:session', 'rejected:session', 'accepted:session,analytics,ads']);
    expect(consent.allows(['analytics'])).toBe(true);
  });

  it('rejects a config with a duplicate cookie key', () => {
    const bad = { cookieTypes: [{ name: 'A', cookies: [{ key: 'x', name: 'x' }, { key: 'x', name: 'y' }] }] };
    try {
      new ConsentService({ storage: new InMemoryStorage(), clock: new FakeClock() }, bad);
      expect.unreachable();
    } catch (error) {
      expect(isCampaignKitError(error, 'INVALID_ARGUMENT')).toBe(true);
      expect((error as Error).message).toBe('consent init fail, cookie key x is used twice');
    }
  });
});
