import { describe, expect, it } from 'vitest';
import { createTestKit } from '../../../composition/testing';
import { activity } from '../support/routes';

describe('game-account logins read any users answer into GameUser entries (SPEC §7 /web/account/login)', () => {
  it('keeps a string platform, drops any other, and reads a missing id or token as empty', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/web/account/login', activity({ users: [{ user_id: 'g1', token: 't1', platform: 'android' }, { user_id: 42, platform: 7 }, { token: 't3' }] }));
    expect(await kit.account.games.webLogin({ userId: 'g1', token: 't1' })).toEqual([
      { user_id: 'g1', token: 't1', platform: 'android' },
      { user_id: '42', token: '', platform: undefined },
      { user_id: '', token: 't3', platform: undefined },
    ]);
  });

  it('an answer without data, or whose users is not a list, has no users', async () => {
    for (const data of [null, {}, { users: 'g1' }]) {
      const kit = createTestKit();
      kit.fetchMock.route('path:/web_b/account/login', activity(data));
      expect(await kit.account.games.webBLogin()).toEqual([]);
    }
  });
});
