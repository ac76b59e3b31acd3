import { describe, expect, it } from 'vitest';
import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { FakeClock, FakePage } from '../../../adapters/fake/index';
import { createTestKit } from '../../../composition/testing';
import { AccountService } from '../../../domain/account/account.service';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { activity, passport, wireCalls } from '../support/routes';
import { rejection } from '../support/rejection';

const USER = '7000000000000001';
const BASE = { aid: 1128, appId: 'app', activityId: 'act', apiOrigin: 'https://api.test', ssoOrigin: 'https://sso.test' };
const web = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data } });

describe('the account names the origin it refuses', () => {
  it.each(['apiOrigin', 'ssoOrigin'] as const)('%s', (name) => {
    const build = () => new AccountService({ http: createFakeHttp().http, page: new FakePage(), clock: new FakeClock() }, { ...BASE, [name]: 'ftp://files.test' });
    expect(build).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(new RegExp(`^${name} `)) }));
  });
});

describe('sending a code during the countdown', () => {
  it('is COUNTDOWN, with the seconds left in data.remainingSeconds and in the message', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/send_activation_code/v2/', passport(0));
    await kit.account.sendCode('13800000000');
    kit.clock.advance(3000);
    expect(await rejection(kit.account.sendCode('13800000000'))).toMatchObject({ code: 'COUNTDOWN', message: expect.stringContaining('57'), data: { remainingSeconds: 57 } });
  });
});

describe('password login takes the first account field that is not blank', () => {
  function kitWithSession() {
    const kit = createTestKit();
    kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
    kit.fetchMock.route('path:/passport/account/info/v2/', web({ user_id_str: USER }));
    kit.fetchMock.route('path:/passport/web/user/login/', web({ user_id_str: USER }));
    return kit;
  }

  it('a blank email and username give way to the account, which goes to user/login', async () => {
    const kit = kitWithSession();
    await kit.account.loginWithPassword({ email: '  ', username: ' ', account: 'starfarer', password: 'pw' });
    const logins = wireCalls(kit).filter((call) => call.path.startsWith('/passport/web/'));
    expect(logins).toMatchObject([{ path: '/passport/web/user/login/', body: { account: obfuscate('starfarer') } }]);
  });

  it('only blank fields are INVALID_ARGUMENT, and nothing is sent', async () => {
    const kit = kitWithSession();
    expect(await rejection(kit.account.loginWithPassword({ email: ' ', username: '\t', password: 'pw' }))).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(wireCalls(kit)).toEqual([]);
  });
});

describe('logout names the next address it refuses', () => {
  it("as 'logout next'", () => {
    const kit = createTestKit({ url: 'https://campaign.test/spring' });
    expect(() => kit.account.logout('https://evil.example/')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/^logout next /) }));
  });
});
