import { describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../../composition/testing';
import { LOGIN_METHOD_KEY, LOGIN_ROUTE_KEY, type AccountState } from '../../../domain/account/account-session';
import type { AccountUser } from '../../../domain/account/account-user';
import { activity } from '../support/routes';
import { rejection } from '../support/rejection';

const PAGE = 'https://campaign.test/spring';
const USER = '7000000000000001';
const web = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data } });

function kitWithSession(): TestKit {
  const kit = createTestKit({ url: PAGE });
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', web({ user_id_str: USER, screen_name: 'Ace' }));
  return kit;
}

const leftBy = (kit: TestKit) => new URL(kit.page.navigations.at(-1)!).pathname;

describe('the session check (SPEC §3 account state)', () => {
  it('is checking while the login check is under way', async () => {
    const kit = createTestKit({ url: PAGE });
    let during: AccountState['status'] | undefined;
    kit.fetchMock.route('path:/act/test-app/passport/login_check', () => ((during = kit.account.state.status), activity({ has_login: false })));
    expect(await kit.account.check()).toMatchObject({ status: 'logged-out' });
    expect(during).toBe('checking');
  });

  it('when the account info cannot be had, the user is the one the login check named', async () => {
    const kit = createTestKit({ url: PAGE });
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
    kit.fetchMock.route('path:/passport/account/info/v2/', { status: 500, body: 'down' });
    expect(await kit.account.check()).toMatchObject({ status: 'logged-in', userId: USER, user: { userId: USER, username: 'user00000001' } });
  });
});

describe('finishing a login (SPEC §4 Mobile login step 4)', () => {
  it('a login the server accepted but no session followed is NOT_LOGIN login fail!, and nothing is remembered', async () => {
    const kit = createTestKit({ url: PAGE });
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: false }));
    kit.fetchMock.route('path:/passport/web/email/login/', web({ user_id_str: USER }));
    const emitted: AccountUser[] = [];
    kit.account.loggedIn$.subscribe((user) => emitted.push(user));
    expect(await rejection(kit.account.loginWithEmail('a@b.co', 'pw'))).toMatchObject({ code: 'NOT_LOGIN', message: 'login fail!' });
    expect(emitted).toEqual([]);
    expect(kit.storage.get('local', LOGIN_ROUTE_KEY)).toBeUndefined();
  });
});

describe('the remembered login route and method, on a later page load (SPEC §2)', () => {
  it.each(['passport', 'sso'] as const)('a stored %s route is the state of a check and where logout goes', async (route) => {
    const kit = kitWithSession();
    kit.storage.set('local', LOGIN_ROUTE_KEY, route);
    kit.storage.set('local', LOGIN_METHOD_KEY, 'email');
    expect(await kit.account.check()).toMatchObject({ status: 'logged-in', loginRoute: route, loginMethod: 'email' });
    kit.account.logout();
    expect(leftBy(kit)).toBe(route === 'passport' ? '/passport/web/logout/' : '/logout/');
  });

  it('a stored route the kit does not know is no route: logout goes by single sign-on', async () => {
    const kit = kitWithSession();
    kit.storage.set('local', LOGIN_ROUTE_KEY, 'carrier-pigeon');
    expect((await kit.account.check()).loginRoute).toBeUndefined();
    kit.account.logout();
    expect(leftBy(kit)).toBe('/logout/');
  });
});
