import { describe, expect, it } from 'vitest';
import { account } from '../../../composition/features/index';
import { createTestKit, type TestKit } from '../../../composition/testing';
import type { AccountCacheState } from '../../../domain/account/account-cache';
import { activity } from '../support/routes';

const USER = '7000000000000042';

function withSession<K extends Pick<TestKit, 'fetchMock'>>(kit: K): K {
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
  return kit;
}

const gameListCalls = (kit: Pick<TestKit, 'fetchMock'>) => kit.fetchMock.callHistory.calls().filter((call) => call.url.includes('/web/game/'));

describe('account cache: the lists are those of the first game user (SPEC §3 account cache)', () => {
  it('with no game user there are no lists, and none is asked for', async () => {
    const kit = withSession(createTestKit());
    kit.fetchMock.route('path:/web_b/account/login', activity({ users: [] }));
    kit.fetchMock.route('begin:https://', activity({ server_list: [{ real_server_id: '1', server_type: 1 }], role_list: [{ real_server_id: '1', role_id: 'r' }], server_role_list: [{ real_server_id: '1', role_list: [] }] }));
    expect(await kit.account.cache.load()).toMatchObject({ status: 'loaded', users: [], servers: [], roles: [], serverRoles: [] });
    expect(gameListCalls(kit)).toEqual([]);
  });

  it('without the servers feature the account and users load and the lists stay empty', async () => {
    const kit = withSession(createTestKit({ features: [account()] }));
    kit.fetchMock.route('path:/web_b/account/login', activity({ users: [{ user_id: 'g1', token: 't1' }] }));
    expect(await kit.account.cache.load()).toMatchObject({ status: 'loaded', account: { userId: USER }, users: [{ user_id: 'g1' }], servers: [], roles: [], serverRoles: [] });
    expect(gameListCalls(kit)).toEqual([]);
  });

  it('is loading while it loads, with nothing left of an earlier failure', async () => {
    const kit = createTestKit({ features: [account()] });
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: false }), { repeat: 1 });
    await kit.account.cache.load().catch(() => undefined);
    expect(kit.account.cache.state).toMatchObject({ status: 'failed', error: 'Not Login!' });
    withSession(kit);
    let whileLoading: AccountCacheState | undefined;
    kit.fetchMock.route('path:/web_b/account/login', () => ((whileLoading = kit.account.cache.state), activity({ users: [] })));
    await kit.account.check({ fresh: true });
    await kit.account.cache.load();
    expect(whileLoading).toMatchObject({ status: 'loading', users: [], servers: [] });
    expect(whileLoading).not.toHaveProperty('error');
  });
});
