// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCampaignKit } from '../../../composition/create-campaign-kit';
import { account, reservation } from '../../../composition/features/index';
import type { KitBase } from '../../../composition/kit';

const options = { aid: 1128, appId: 'test-app', activityId: 'test-activity', apiOrigin: 'https://api.test' };
let created: KitBase[] = [];

/** Creates a kit and remembers it, so each test ends with none alive on the page. */
function keep<K extends KitBase>(kit: K): K {
  created.push(kit);
  return kit;
}

afterEach(() => {
  created.forEach((kit) => kit.destroy());
  created = [];
  vi.unstubAllEnvs();
});

describe('createCampaignKit in a production build: one kit per page (SPEC §4: components throw if initialised twice)', () => {
  it('refuses a second kit while one is alive, with ALREADY_INITIALIZED', () => {
    vi.stubEnv('NODE_ENV', 'production');
    keep(createCampaignKit({ ...options, features: [account()] }));
    expect(() => keep(createCampaignKit({ ...options, features: [account()] }))).toThrow(
      expect.objectContaining({ name: 'CampaignKitError', code: 'ALREADY_INITIALIZED', message: 'campaign-kit is already initialized; call destroy() first' }),
    );
    expect(created).toHaveLength(1);
  });

  it('takes a new kit once the alive one is destroyed', () => {
    vi.stubEnv('NODE_ENV', 'production');
    createCampaignKit({ ...options, features: [account()] }).destroy();
    expect(keep(createCampaignKit({ ...options, features: [account(), reservation()] })).features).toEqual(['account', 'reservation']);
  });

  it('leaves no kit alive when a creation fails its options', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => keep(createCampaignKit({ ...options, aid: 'x' as unknown as number, features: [account()] }))).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'aid must be a number' }),
    );
    expect(keep(createCampaignKit({ ...options, features: [account()] })).features).toEqual(['account']);
  });
});

describe('createCampaignKit in a development build: hot reload replaces the kit', () => {
  it('creates a second kit (a module re-run by hot reload, a strict-mode state initialiser) without throwing', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const first = keep(createCampaignKit({ ...options, features: [account()] }));
    const second = keep(createCampaignKit({ ...options, features: [account(), reservation()] }));
    expect(second).not.toBe(first);
    expect(second.features).toEqual(['account', 'reservation']);
  });

  it('destroys every other kit of the page when one starts, and only then', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const first = keep(createCampaignKit({ ...options, features: [account()] }));
    void first.start();
    const destroyFirst = vi.spyOn(first, 'destroy');
    const second = keep(createCampaignKit({ ...options, features: [account()] }));
    expect(destroyFirst).not.toHaveBeenCalled();

    void second.start();
    expect(destroyFirst).toHaveBeenCalledTimes(1);
    void second.start();
    expect(destroyFirst).toHaveBeenCalledTimes(1);
  });

  it('leaves the started kit the only one alive: a production build then refuses another until it is destroyed', () => {
    vi.stubEnv('NODE_ENV', 'development');
    keep(createCampaignKit({ ...options, features: [account()] }));
    const replacement = keep(createCampaignKit({ ...options, features: [account()] }));
    void replacement.start();

    vi.stubEnv('NODE_ENV', 'production');
    expect(() => keep(createCampaignKit({ ...options, features: [account()] }))).toThrow(expect.objectContaining({ code: 'ALREADY_INITIALIZED' }));
    replacement.destroy();
    expect(keep(createCampaignKit({ ...options, features: [account()] })).features).toEqual(['account']);
  });
});
