import { describe, expect, it } from 'vitest';
import { createTestKit, type TestKit } from '../../../composition/testing';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { activity, wireCalls } from '../support/routes';

const USER = '7000000000000059';
const ok = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data }, headers: { 'x-tt-logid': 'L' } });

/** A passport server whose account the test changes; the kit sees it through login_check and account info. */
async function loggedInKit() {
  const kit = createTestKit();
  const server = { loggedIn: true, account: { user_id_str: USER } as Record<string, unknown> };
  kit.fetchMock.route('path:/act/test-app/passport/login_check', () => activity(server.loggedIn ? { has_login: true, user_id_string: USER } : { has_login: false }));
  kit.fetchMock.route('path:/passport/account/info/v2/', () => ({ status: 200, body: { message: 'success', data: server.account } }));
  expect(await kit.account.check()).toMatchObject({ status: 'logged-in', userId: USER });
  return { kit, server };
}

const passportCalls = (kit: TestKit) => wireCalls(kit).filter((c) => c.path.startsWith('/passport/web/'));

describe('account changes reload the account the page already knows (SPEC §7 bind, change, unbind, cancel)', () => {
  it('mobile bind sends the mobile and the code, and the account shows the new mobile', async () => {
    const { kit, server } = await loggedInKit();
    kit.fetchMock.route('path:/passport/web/mobile/bind/', () => ((server.account = { ...server.account, mobile: '139******09' }), ok()));
    await kit.account.mobile.bind('13900000009', '3333');
    expect(passportCalls(kit)[0]!.body).toMatchObject({ mobile: obfuscate('13900000009'), code: obfuscate('3333') });
    expect(kit.account.state.user?.mobile).toBe('139******09');
  });

  it('mobile rebind and unbind: the account shows the change', async () => {
    const { kit, server } = await loggedInKit();
    server.account = { ...server.account, mobile: '138******00' };
    await kit.account.check({ fresh: true });
    kit.fetchMock.route('path:/passport/web/mobile/change/', () => ((server.account = { ...server.account, mobile: '139******09' }), ok()));
    kit.fetchMock.route('path:/passport/web/mobile/unbind/', () => ((server.account = { user_id_str: USER }), ok()));
    await kit.account.mobile.rebind('13900000009', '2222', 'T-OLD');
    expect(kit.account.state.user?.mobile).toBe('139******09');
    await kit.account.mobile.unbind('T-OLD');
    expect(kit.account.state.user?.mobile).toBeUndefined();
  });

  it('email bind and unbind: the account shows the change', async () => {
    const { kit, server } = await loggedInKit();
    kit.fetchMock.route('path:/passport/web/email/bind/', () => ((server.account = { ...server.account, email: 'a***@b.co' }), ok()));
    kit.fetchMock.route('path:/passport/web/email/unbind/', () => ((server.account = { user_id_str: USER }), ok()));
    await kit.account.email.bind('a@b.co', '4444');
    expect(kit.account.state.user?.raw).toMatchObject({ email: 'a***@b.co' });
    await kit.account.email.unbind();
    expect(kit.account.state.user?.raw).not.toHaveProperty('email');
  });

  it('cancellation proves the own mobile with the code (type 22), and the page then shows the visitor logged out', async () => {
    const { kit, server } = await loggedInKit();
    kit.fetchMock.route('path:/passport/web/account/verify/', ok({ verify_ticket: 'VT' }));
    kit.fetchMock.route('path:/passport/web/cancel_verify_way/', ok({ value_ticket: 'VAL', cancel_ticket: 'CT' }));
    kit.fetchMock.route('path:/passport/web/cancel/check/', ok({ token: 'TK' }));
    kit.fetchMock.route('path:/passport/web/cancel/confirm/', () => ((server.loggedIn = false), ok()));
    await kit.account.cancellation.confirm('1234');
    expect(passportCalls(kit)[0]).toMatchObject({ path: '/passport/web/account/verify/', body: { code: obfuscate('1234'), type: obfuscate('22') } });
    expect(kit.account.state.status).toBe('logged-out');
  });
});
