import { afterEach, describe, expect, it } from 'vitest';
import { createCampaignKit } from '../../../composition/create-campaign-kit';
import { account, reservation } from '../../../composition/features/index';
import type { KitBase } from '../../../composition/kit';

const options = { aid: 1128, appId: 'test-app', activityId: 'test-activity', apiOrigin: 'https://api.test' };
let running: KitBase[] = [];

/** Creates a kit and remembers it, so each test ends with none running. */
function keep<K extends KitBase>(kit: K): K {
  running.push(kit);
  return kit;
}

afterEach(() => {
  running.forEach((kit) => kit.destroy());
  running = [];
});

describe('createCampaignKit: one kit per page (SPEC §4: components throw if initialised twice)', () => {
  it('refuses a second kit while one is running, with ALREADY_INITIALIZED', () => {
    keep(createCampaignKit({ ...options, features: [account()] }));
    expect(() => keep(createCampaignKit({ ...options, features: [account()] }))).toThrow(
      expect.objectContaining({ name: 'CampaignKitError', code: 'ALREADY_INITIALIZED', message: 'campaign-kit is already initialized; call destroy() first' }),
    );
    expect(running).toHaveLength(1);
  });

  it('takes a new kit once the running one is destroyed', () => {
    createCampaignKit({ ...options, features: [account()] }).destroy();
    expect(keep(createCampaignKit({ ...options, features: [account(), reservation()] })).features).toEqual(['account', 'reservation']);
  });

  it('leaves no kit running when a creation fails its options', () => {
    expect(() => keep(createCampaignKit({ ...options, aid: 'x' as unknown as number, features: [account()] }))).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'aid must be a number' }),
    );
    expect(keep(createCampaignKit({ ...options, features: [account()] })).features).toEqual(['account']);
  });
});
