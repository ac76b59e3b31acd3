import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../adapters/fake/fake-clock';
import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { FakePage } from '../../../adapters/fake/fake-page';
import { InMemoryStorage } from '../../../adapters/fake/in-memory-storage';
import { FakeRandom } from '../../../adapters/fake/fake-random';
import { AccountService } from '../../../domain/account/account.service';
import { ProviderStatus } from '../../../domain/account/providers/provider-status';
import { PENDING_LOGIN_KEY } from '../../../domain/account/providers/provider-login';
import { activity } from '../support/routes';
import { PAGE, rejection, USER } from './provider-kit';

/**
 * An account built by hand (docs/features.md, Without the container) with a provider plugin of its
 * own: no `takeReturn` handed over (the engine reads the address) and no popup port.
 */
function handBuiltAccount(url: string) {
  const { http, fetchMock } = createFakeHttp();
  const page = new FakePage({ url });
  const storage = new InMemoryStorage();
  const status = new ProviderStatus();
  status.configure([{ type: 'google', platform_app_id: 12, client_id: 'g-client' }]);
  const account = new AccountService({ http, page, clock: new FakeClock(), storage, random: new FakeRandom(1) }, {
    aid: 1128,
    appId: 'test-app',
    activityId: 'test-activity',
    apiOrigin: 'https://campaign.test',
    ssoOrigin: 'https://campaign.test',
    providers: { status, load: () => import('../../../domain/account/providers/provider-login') },
  });
  fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
  fetchMock.route('path:/passport/web/auth/login/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
  return { account, page, storage };
}

describe('provider returns in an account built by hand', () => {
  it('the engine reads the return from the address itself, and removes it', async () => {
    const { account, page } = handBuiltAccount(`${PAGE}?login_type=google&code=c&state=replayed`);
    expect(await rejection(account.handleProviderReturn())).toMatchObject({ code: 'OAUTH_STATE' });
    expect(page.url()).toBe(PAGE);
  });

  it('without a popup port, the return of a popup login is finished in this window', async () => {
    const { account, page, storage } = handBuiltAccount(`${PAGE}?login_type=google&code=c&state=s1`);
    storage.set('session', PENDING_LOGIN_KEY, { state: 's1', type: 'google', mode: 'popup', redirectUri: `${PAGE}?login_type=google` });
    expect(await account.handleProviderReturn()).toMatchObject({ userId: USER });
    expect(page.url()).toBe(PAGE);
  });
});
