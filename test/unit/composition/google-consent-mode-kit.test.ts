import { describe, expect, it } from 'vitest';
import { consent, googleConsentMode } from '../../../composition/features/index';
import { createCampaignKit } from '../../../composition/create-campaign-kit';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { CONFIG } from '../consent/fixtures';

const MAPPED = { signals: { analytics_storage: ['analytics'], ad_storage: ['ads'], ad_user_data: ['ads'], ad_personalization: ['ads'] } } as const;
const SETTINGS = { aid: 1128, appId: 'app', activityId: 'act', apiOrigin: 'https://api.example.com' };

describe('googleConsentMode() in a kit', () => {
  it('queues the default as createCampaignKit returns, before the page reads any member, and an update on each decision', () => {
    const kit = createTestKit({ features: withFeatures(consent(CONFIG), googleConsentMode(MAPPED)) });
    expect(kit.googleTag.commands.map((command) => command.action)).toEqual(['default']);

    kit.consent.acceptAll();
    expect(kit.googleTag.commands.at(-1)).toEqual({ action: 'update', params: { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' } });
  });

  it('queues nothing when only consent() is listed', () => {
    const kit = createTestKit({ features: withFeatures(consent(CONFIG)) });
    kit.consent.acceptAll();
    expect(kit.googleTag.commands).toEqual([]);
  });

  it('stops the updates when the kit is destroyed', () => {
    const kit = createTestKit({ features: withFeatures(consent(CONFIG), googleConsentMode(MAPPED)) });
    kit.destroy();
    kit.consent.acceptAll();
    expect(kit.googleTag.commands.map((command) => command.action)).toEqual(['default']);
  });

  it('needs consent() listed', () => {
    expect(() => createTestKit({ features: withFeatures(googleConsentMode(MAPPED)) })).toThrow(
      expect.objectContaining({ code: 'FEATURE_MISSING', message: "googleConsentMode() needs consent(): add consent() to createCampaignKit's features" }),
    );
  });

  it('refuses a mapping naming a cookie the page does not have, from createCampaignKit', () => {
    expect(() => createTestKit({ features: withFeatures(consent(CONFIG), googleConsentMode({ signals: { ad_storage: ['_gcl'] } })) })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'consent init fail, googleConsentMode signals.ad_storage names an unknown cookie key: _gcl' }),
    );
  });

  it('in server rendering (no window) queues nothing, and refuses the mappings the browser would', () => {
    const kit = createCampaignKit({ ...SETTINGS, features: [consent(CONFIG), googleConsentMode(MAPPED)] });
    expect(kit.features).toContain('googleConsentMode');
    expect('dataLayer' in globalThis).toBe(false);
    expect(() => createCampaignKit({ ...SETTINGS, features: [consent(CONFIG), googleConsentMode({ waitForUpdateMs: -1 })] })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'consent init fail, googleConsentMode waitForUpdateMs must be 0 or more ms, got -1' }),
    );
  });
});
