import { describe, expect, it } from 'vitest';
import { providers } from '../../../composition/features/index';
import { createTestKit, withFeatures } from '../../../composition/testing';
import type { ProviderSetting } from '../../../domain/account/providers/provider-settings';
import { PAGE, providerKit, rejection } from './provider-kit';

describe('provider settings are checked as they are given (SPEC §5)', () => {
  it.each([null, ''])('a required field given as %o is missing', (value) => {
    const setting = { type: 'google', platform_app_id: 1, client_id: value } as unknown as ProviderSetting;
    expect(() => providers([setting])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'google init fail, client_id is undefined' }));
  });

  it('an undefined entry is refused like null', () => {
    expect(() => providers([undefined as unknown as ProviderSetting])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'provider settings need an object with a type, got undefined' }),
    );
  });

  it("'mobile' is a login type but not a provider: refused in the settings and by loginWithProvider", async () => {
    expect(() => providers([{ type: 'mobile', platform_app_id: 1 } as unknown as ProviderSetting])).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'unsupported login method: mobile' }),
    );
    expect(await rejection(providerKit().account.loginWithProvider('mobile'))).toMatchObject({ code: 'OAUTH', message: 'unsupported login method: mobile' });
  });
});

const STATE = expect.stringMatching(/^[0-9a-f]{32}$/);
const back = (type: string) => `${PAGE}?login_type=${type}`;

describe('authorize addresses not covered elsewhere (PLATFORMS.md Part 2.1)', () => {
  it.each([
    {
      setting: { type: 'vk', platform_app_id: 31, app_key: 'vk-app' } as const,
      endpoint: 'https://oauth.vk.com/authorize',
      query: { client_id: 'vk-app', redirect_uri: back('vk'), response_type: 'code', scope: 'offline', v: '5.131', state: STATE },
    },
    {
      setting: { type: 'facebook', platform_app_id: 32, app_id: 'fb-app' } as const,
      endpoint: 'https://www.facebook.com/dialog/oauth',
      query: { client_id: 'fb-app', redirect_uri: back('facebook'), response_type: 'code', scope: 'public_profile,email', state: STATE },
    },
  ])('$setting.type: $endpoint with its client id, scope, extras and a state', async ({ setting, endpoint, query }) => {
    const kit = createTestKit({ url: PAGE, features: withFeatures(providers([setting])) });
    await kit.account.loginWithProvider(setting.type);
    const sent = new URL(kit.page.navigations[0]!);
    expect(sent.origin + sent.pathname).toBe(endpoint);
    expect(Object.fromEntries(sent.searchParams)).toEqual(query);
  });
});
