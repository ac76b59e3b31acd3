import { providers } from '../../../composition/features/index';
import { createTestKit, withFeatures, type TestKit, type TestKitOptions } from '../../../composition/testing';
import type { ProviderSetting } from '../../../domain/account/providers/provider-settings';
import { activity } from '../support/routes';
export { rejection } from '../support/rejection';

// The provider tests' shared set-up: a kit with providers configured (providerKit) and what they read from it.

export const PAGE = 'https://campaign.test/account';
export const USER = '7000000000000079';
export const SETTINGS: readonly ProviderSetting[] = [
  { type: 'google', platform_app_id: 12, client_id: 'g-client' },
  { type: 'facebook', platform_app_id: 13, app_id: 'fb-app', responseType: 'token' },
  { type: 'line', platform_app_id: 14, client_id: 'line-client', mode: 'popup' },
  { type: 'twitter', platform_app_id: 15 },
  { type: 'apple', platform_app_id: 11 },
];


/** A kit on PAGE with SETTINGS, its login check, account info and auth/login answering as USER. */
export function providerKit(options: TestKitOptions = {}): TestKit {
  const kit = createTestKit({ url: PAGE, features: withFeatures(providers(SETTINGS)), ...options });
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
  kit.fetchMock.route('path:/passport/web/auth/login/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
  return kit;
}

/** The form fields of each auth/login call (the token exchange), oldest first. */
export function exchanges(kit: TestKit): Record<string, string>[] {
  return kit.fetchMock.callHistory
    .calls()
    .filter((call) => new URL(call.url).pathname === '/passport/web/auth/login/')
    .map((call) => Object.fromEntries((call.options.body as unknown as URLSearchParams).entries()));
}

/** Starts a redirect login of `type` and returns the state it sent (in the query, or in web_login's `next`). */
export async function startRedirect(kit: TestKit, type: string): Promise<string> {
  await kit.account.loginWithProvider(type, { mode: 'redirect' });
  const sent = new URL(kit.page.navigations.at(-1)!);
  return sent.searchParams.get('state') ?? new URL(sent.searchParams.get('next')!).searchParams.get('state')!;
}
