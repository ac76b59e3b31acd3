// @vitest-environment jsdom
// @vitest-environment-options { "url": "https://www.game.example.co.uk/campaign/" }
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrableDomain } from '../../../adapters/browser/development-probes';
import type { KitBase } from '../../../composition/kit';
import { CampaignKitError } from '../../../ports/errors';
import type { HttpPort } from '../../../ports/http.port';

const CROSS_SITE = 'campaign-kit: the passport (passport.origin https://passport.other.com) is on another site than this page (https://www.game.example.co.uk, site https://example.co.uk).';
const base = { aid: 1128, appId: 'test-app', activityId: 'test-activity', apiOrigin: 'https://api.example.co.uk' };
let created: KitBase[] = [];

/** The kit's modules afresh: each test is a new page load, whose hints have not been shown. */
async function kitModules() {
  vi.resetModules();
  const [{ createCampaignKit }, { account }] = await Promise.all([import('../../../composition/create-campaign-kit'), import('../../../composition/features/index')]);
  return { createCampaignKit, account };
}

afterEach(() => {
  created.forEach((kit) => kit.destroy());
  created = [];
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the page's site as the browser draws it (issue 36, item 5)", () => {
  it('is the domain below the public suffix, probed with a cookie that is removed at once', () => {
    expect(registrableDomain(document, 'www.game.example.co.uk')).toBe('example.co.uk');
    expect(document.cookie).toBe('');
  });

  it('is the host itself for an IP address or localhost', () => {
    expect(registrableDomain(document, '127.0.0.1')).toBe('127.0.0.1');
    expect(registrableDomain(document, 'localhost')).toBe('localhost');
  });
});

describe('createCampaignKit: login origins on another site than the page (issue 36, item 5)', () => {
  it('warns once in a development build, with what breaks and the fix', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createCampaignKit, account } = await kitModules();
    created.push(createCampaignKit({ ...base, passport: { origin: 'https://passport.other.com' }, features: [account()] }));
    created.push(createCampaignKit({ ...base, passport: { origin: 'https://passport.other.com' }, features: [account()] }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(CROSS_SITE);
    expect(warn.mock.calls[0]![0]).toContain('Safari, iOS webviews and Firefox in strict mode refuse them, so logins do not stick there');
  });

  it('says nothing for login origins on the page\'s site, or for a kit that does not log in', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createCampaignKit, account } = await kitModules();
    created.push(createCampaignKit({ ...base, passport: { origin: 'https://passport.example.co.uk' }, features: [account()] }));
    created.forEach((kit) => kit.destroy());
    created = [createCampaignKit({ ...base, apiOrigin: 'https://api.other.com', features: [] })];
    expect(warn).not.toHaveBeenCalled();
  });

  it('says nothing in a production build', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createCampaignKit, account } = await kitModules();
    created.push(createCampaignKit({ ...base, passport: { origin: 'https://passport.other.com' }, features: [account()] }));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("createCampaignKit: the page's first call CORS refused (issue 37, item 3)", () => {
  /** A transport whose calls never get an answer the page may read, as a CORS refusal fails. */
  const refused: HttpPort = { request: () => Promise.reject(new CampaignKitError('NETWORK', '网络请求失败，请重试', { errorCode: -1 })) };
  const sso = { ...base, apiOrigin: 'https://api.example.co.uk', ssoOrigin: 'https://sso.example.co.uk', transport: refused };

  /** A kit built for `mode` on the refusing transport, with the no-cors probe and console.warn watched. */
  async function refusedKit(mode: 'development' | 'production') {
    vi.stubEnv('NODE_ENV', mode);
    const probe = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', probe);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createCampaignKit, account } = await kitModules();
    const kit = createCampaignKit({ ...sso, features: [account()] });
    created.push(kit);
    return { kit, probe, warn };
  }

  it('prints the hint with the flag once in a development build, when the origin answers a no-cors request', async () => {
    const { kit, probe, warn } = await refusedKit('development');
    await expect(kit.account.sendCode('13800000000')).rejects.toMatchObject({ code: 'NETWORK' });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(probe).toHaveBeenCalledWith('https://sso.example.co.uk/', { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
    expect(warn.mock.calls[0]![0]).toContain('start it with --origin https://www.game.example.co.uk');
    await expect(kit.account.sendCode('13800000000')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('says nothing in a production build', async () => {
    const { kit, probe, warn } = await refusedKit('production');
    await expect(kit.account.sendCode('13800000000')).rejects.toMatchObject({ code: 'NETWORK' });
    // A development build's transport probes as the call fails, before its rejection arrives here.
    expect(probe).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
