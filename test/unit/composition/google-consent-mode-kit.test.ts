import { describe, expect, it } from 'vitest';
import { consent } from '../../../composition/features/index';
import { createTestKit, withFeatures } from '../../../composition/testing';
import { CONFIG } from '../consent/fixtures';

const MAPPED = { signals: { analytics_storage: ['analytics'], ad_storage: ['ads'], ad_user_data: ['ads'], ad_personalization: ['ads'] } } as const;

describe('consent({ googleConsentMode }) in a kit', () => {
  it('queues the default as createCampaignKit returns, before the page reads any member, and an update on each decision', () => {
    const kit = createTestKit({ features: withFeatures(consent({ ...CONFIG, googleConsentMode: MAPPED })) });
    expect(kit.googleTag.commands.map((command) => command.action)).toEqual(['default']);

    kit.consent.acceptAll();
    expect(kit.googleTag.commands.at(-1)).toEqual({ action: 'update', params: { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' } });
  });

  it('queues nothing without googleConsentMode', () => {
    const kit = createTestKit({ features: withFeatures(consent(CONFIG)) });
    kit.consent.acceptAll();
    expect(kit.googleTag.commands).toEqual([]);
  });

  it('stops the updates when the kit is destroyed', () => {
    const kit = createTestKit({ features: withFeatures(consent({ ...CONFIG, googleConsentMode: MAPPED })) });
    kit.destroy();
    kit.consent.acceptAll();
    expect(kit.googleTag.commands.map((command) => command.action)).toEqual(['default']);
  });

  it('refuses a mapping naming a cookie the page does not have, from createCampaignKit', () => {
    expect(() => createTestKit({ features: withFeatures(consent({ ...CONFIG, googleConsentMode: { signals: { ad_storage: ['_gcl'] } } })) })).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'consent init fail, googleConsentMode signals.ad_storage names an unknown cookie key: _gcl' }),
    );
  });
});
