import { describe, expect, it } from 'vitest';
import { consent, googleConsentMode } from '../../../composition/features/index';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { CONFIG, consentOnFakes } from './fixtures';

describe('consent region defaults', () => {
  it('in cn (the default) the switches start as `enable` says', () => {
    expect(consentOnFakes(CONFIG).consent.state.switches).toEqual({ session: true, analytics: false, ads: true });
    expect(consentOnFakes({ ...CONFIG, region: 'cn' }).consent.state.switches).toEqual({ session: true, analytics: false, ads: true });
  });

  it.each(['sg', 'va', 'boe'] as const)('overseas (%s): no switch the visitor may change starts on, the banner is open, nothing is granted', (region) => {
    const { consent } = consentOnFakes({ ...CONFIG, region });
    expect(consent.state).toMatchObject({ bannerOpen: true, status: 'pending', granted: ['session'], switches: { session: true, analytics: false, ads: false } });
    // Saving the panel untouched accepts only the locked cookie.
    consent.openPanel();
    consent.save();
    expect(consent.state.granted).toEqual(['session']);
  });

  it('refuses a region outside cn, sg, va and boe', () => {
    expect(() => consentOnFakes({ ...CONFIG, region: 'eu' as never })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'consent init fail, region must be cn, sg, va, boe, got eu' }));
  });

  it('overseas, Consent Mode queues the denied default as the kit is built, before any start-up effect', () => {
    const kit = createTestKit({ features: withFeatures(consent({ ...CONFIG, region: 'sg' }), googleConsentMode()) });
    expect(kit.googleTag.commands).toEqual([
      { action: 'default', params: { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 } },
    ]);
    expect(kit.consent.state.bannerOpen).toBe(true);
  });
});
