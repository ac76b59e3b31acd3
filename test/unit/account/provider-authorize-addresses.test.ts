import { describe, expect, it } from 'vitest';
import { providers } from '../../../composition/features/index';
import { createTestKit, withFeatures } from '../../../composition/testing';
import type { ProviderSetting } from '../../../domain/account/providers/provider-settings';

const PAGE = 'https://campaign.test/account?tab=1';
const STATE = expect.stringMatching(/^[0-9a-f]{32}$/);
/** The page's origin and path with login_type: the page's own parameters (tab=1) never go to the provider. */
const back = (type: string) => `https://campaign.test/account?login_type=${type}`;

/** Each provider's authorize endpoint and query, as the providers publish them (PLATFORMS.md Part 2.1; SPEC §2, §9). */
const CASES: readonly { readonly setting: ProviderSetting; readonly endpoint: string; readonly query: Record<string, unknown> }[] = [
  {
    setting: { type: 'weibo', platform_app_id: 21, client_id: 'wb-key' },
    endpoint: 'https://api.weibo.com/oauth2/authorize',
    query: { client_id: 'wb-key', redirect_uri: back('weibo'), response_type: 'code', scope: 'all', state: STATE },
  },
  {
    setting: { type: 'line', platform_app_id: 22, client_id: 'line-channel' },
    endpoint: 'https://access.line.me/oauth2/v2.1/authorize',
    query: { client_id: 'line-channel', redirect_uri: back('line'), response_type: 'code', scope: 'openid profile', state: STATE },
  },
  {
    setting: { type: 'kakao', platform_app_id: 23, app_secret: 'kakao-rest-key' },
    endpoint: 'https://kauth.kakao.com/oauth/authorize',
    query: { client_id: 'kakao-rest-key', redirect_uri: back('kakao'), response_type: 'code', state: STATE },
  },
  {
    setting: { type: 'douyin', platform_app_id: 24, client_key: 'dy-key' },
    endpoint: 'https://open.douyin.com/platform/oauth/connect/',
    query: { client_key: 'dy-key', redirect_uri: back('douyin'), response_type: 'code', scope: 'user_info', state: STATE },
  },
  {
    setting: { type: 'toutiao', platform_app_id: 25, client_key: 'tt-key' },
    endpoint: 'https://open.snssdk.com/auth/authorize',
    query: { client_key: 'tt-key', redirect_uri: back('toutiao'), response_type: 'code', auth_only: '1', display: '0', state: STATE },
  },
];

describe('provider authorize addresses (SPEC §2 navigations, §4 Third-party login)', () => {
  it.each(CASES)('$setting.type: sends the visitor to $endpoint with its client id, scope and a state', async ({ setting, endpoint, query }) => {
    const kit = createTestKit({ url: PAGE, features: withFeatures(providers([setting])) });
    expect(await kit.account.loginWithProvider(setting.type)).toEqual({ kind: 'redirecting' });
    expect(kit.page.navigations).toHaveLength(1);
    const sent = new URL(kit.page.navigations[0]!);
    expect(sent.origin + sent.pathname).toBe(endpoint);
    expect(Object.fromEntries(sent.searchParams)).toEqual(query);
  });
});
