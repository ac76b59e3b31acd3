import { describe, expect, it } from 'vitest';
import { providers } from '../../../composition/features/index';
import { createTestKit, withFeatures, type TestKit } from '../../../composition/testing';
import { PENDING_LOGIN_KEY } from '../../../domain/account/providers/provider-login';
import type { CampaignKitError } from '../../../ports/errors';
import { activity } from '../support/routes';

const PAGE = 'https://campaign.test/';
const USER = '7000000000000078';

/** A page opened by window.open (it has an opener) that started a google login by redirect and is back from the provider. */
async function openedPageBackFromRedirect(): Promise<{ kit: TestKit; state: string }> {
  const before = createTestKit({ url: PAGE, features: withFeatures(providers([{ type: 'google', platform_app_id: 12, client_id: 'g-client' }])) });
  await before.account.loginWithProvider('google');
  const state = new URL(before.page.navigations.at(-1)!).searchParams.get('state')!;
  const kit = createTestKit({ url: `${PAGE}?login_type=google&code=g-code&state=${state}`, features: withFeatures(providers([{ type: 'google', platform_app_id: 12, client_id: 'g-client' }])) });
  kit.storage.set('session', PENDING_LOGIN_KEY, before.storage.get('session', PENDING_LOGIN_KEY));
  kit.popup.opener = true;
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
  kit.fetchMock.route('path:/passport/web/auth/login/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
  return { kit, state };
}

describe('a provider return in a window with an opener (issue 26, finding 8)', () => {
  it('a redirect login in a page opened by window.open finishes there: nothing posted, the window stays open', async () => {
    const { kit } = await openedPageBackFromRedirect();
    expect(await kit.account.handleProviderReturn()).toMatchObject({ userId: USER });
    expect(kit.popup.posted).toEqual([]);
    expect(kit.popup.selfClosed).toBe(false);
    expect(kit.account.providers.state).toMatchObject({ status: 'logged-in', type: 'google' });
  });

  it('a popup login whose state is not the return\'s is not posted: it fails here with OAUTH_STATE', async () => {
    const { kit } = await openedPageBackFromRedirect();
    kit.storage.set('session', PENDING_LOGIN_KEY, { state: 'another', type: 'google', mode: 'popup', redirectUri: `${PAGE}?login_type=google` });
    const error = await kit.account.handleProviderReturn().then(() => undefined, (e: CampaignKitError) => e);
    expect(error).toMatchObject({ code: 'OAUTH_STATE' });
    expect(kit.popup.posted).toEqual([]);
    expect(kit.popup.selfClosed).toBe(false);
  });

  it('without any pending login, a return is not posted either', async () => {
    const { kit } = await openedPageBackFromRedirect();
    kit.storage.remove('session', PENDING_LOGIN_KEY);
    await expect(kit.account.handleProviderReturn()).rejects.toMatchObject({ code: 'OAUTH_STATE' });
    expect(kit.popup.posted).toEqual([]);
  });

  it('the popup of a popup login with the return\'s state posts it to its opener and closes', async () => {
    const { kit, state } = await openedPageBackFromRedirect();
    kit.storage.set('session', PENDING_LOGIN_KEY, { state, type: 'google', mode: 'popup', redirectUri: `${PAGE}?login_type=google` });
    expect(await kit.account.handleProviderReturn()).toBeUndefined();
    expect(kit.popup.posted).toEqual([{ targetOrigin: 'https://campaign.test', data: { source: 'campaign-kit-oauth', params: expect.objectContaining({ state, code: 'g-code' }) } }]);
    expect(kit.popup.selfClosed).toBe(true);
  });
});
