import { describe, expect, it } from 'vitest';
import { createTestKit } from '../../../composition/testing';
import { loginCheck } from '../../../domain/account/login-check.api';
import { ApiClient } from '../../../domain/http/api-client';
import type { HttpPort } from '../../../ports/http.port';
import { activity } from '../support/routes';

const USER = '7000000000000069';
const LOGIN_CHECK = 'path:/act/test-app/passport/login_check';

describe("the login check's Not Login! rules (SPEC §7 login_check)", () => {
  it('a numeric user_id, without user_id_string, is the user id as text', async () => {
    const kit = createTestKit();
    kit.fetchMock.route(LOGIN_CHECK, activity({ has_login: true, user_id: 70000000069 }));
    expect(await kit.account.check()).toMatchObject({ status: 'logged-in', userId: '70000000069' });
  });

  it('has_login other than true is logged out, whatever user id comes with it', async () => {
    const kit = createTestKit();
    kit.fetchMock.route(LOGIN_CHECK, activity({ has_login: false, user_id_string: USER }));
    expect(await kit.account.check()).toMatchObject({ status: 'logged-out' });
  });

  it('an answer without data is logged out', async () => {
    const kit = createTestKit();
    kit.fetchMock.route(LOGIN_CHECK, activity(null));
    expect(await kit.account.check()).toMatchObject({ status: 'logged-out' });
  });

  it("the NOT_LOGIN error carries the envelope's code and log id", async () => {
    const http: HttpPort = { request: async <T>() => ({ status: 200, headers: { 'x-tt-logid': 'log-7' }, data: { code: 10001, message: 'not login', data: {} } as T }) };
    const error = await loginCheck(new ApiClient(http, 'https://api.test'), 'app', 'act').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NOT_LOGIN', message: 'Not Login!', errorCode: 10001, logId: 'log-7' });
  });
});
