import { describe, expect, it } from 'vitest';
import { account } from '../../../composition/features/index';
import { createTestKit, withFeatures, type TestKit } from '../../../composition/testing';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { activity, wireCalls } from '../support/routes';

const USER = '7000000000000079';
const ok = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data }, headers: { 'x-tt-logid': 'L' } });

function session(kit: TestKit) {
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
}

const bodyOf = (kit: TestKit, path: string) => wireCalls(kit).find((c) => c.path === path)!.body;

describe('passport web logins (SPEC §7 email/login, user/login, sms_login)', () => {
  it('email and password: sends both, and the visitor is logged in by password', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/email/login/', ok({ user_id_str: USER }));
    await kit.account.loginWithPassword({ email: 'a@b.co', password: 'pw-1' });
    expect(bodyOf(kit, '/passport/web/email/login/')).toMatchObject({ email: obfuscate('a@b.co'), password: obfuscate('pw-1') });
    expect(kit.account.state).toMatchObject({ status: 'logged-in', loginMethod: 'password' });
  });

  it('account name and password: the visitor is logged in by password', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/user/login/', ok({ user_id_str: USER }));
    await kit.account.loginWithPassword({ username: 'neo', password: 'pw-2' });
    expect(kit.account.state).toMatchObject({ status: 'logged-in', loginMethod: 'password' });
  });

  it('sms: passport sends the mobile and the code to sms_login', async () => {
    const kit = createTestKit({ features: withFeatures(account({ sms: 'passport' })) });
    session(kit);
    kit.fetchMock.route('path:/passport/web/sms_login/', ok({ user_id_str: USER }));
    await kit.account.loginWithCode('13800000000', '1234');
    expect(bodyOf(kit, '/passport/web/sms_login/')).toMatchObject({ mobile: obfuscate('13800000000'), code: obfuscate('1234') });
  });
});
