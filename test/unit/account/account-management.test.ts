import { afterEach, describe, expect, it, vi } from 'vitest';
import { account } from '../../../composition/features/index';
import { createTestKit, withFeatures, type TestKit } from '../../../composition/testing';
import { obfuscate } from '../../../domain/passport/obfuscate';
import type { CampaignKitError } from '../../../ports/errors';
import { activity, passport, wireCalls as sharedWireCalls, wireCalls } from '../support/routes';
import { rejection } from '../support/rejection';

const USER = '7000000000000009';
const ok = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data } });

/** The kit's passport web calls with form bodies read. */
function passportCalls(kit: TestKit) {
  return sharedWireCalls(kit)
    .map((call, i) => {
      const body = kit.fetchMock.callHistory.calls()[i]!.options.body as unknown;
      const entries = body && typeof (body as URLSearchParams).entries === 'function' ? Object.fromEntries((body as URLSearchParams).entries()) : call.body;
      return { ...call, body: entries as Record<string, string> | undefined };
    })
    .filter((call) => call.path.startsWith('/passport/web/'));
}

function session(kit: TestKit) {
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', ok({ user_id_str: USER }));
}

/** A passport server whose account the test changes; the kit sees it through login_check and account info. */
async function loggedInKit() {
  const kit = createTestKit();
  const server = { loggedIn: true, account: { user_id_str: USER } as Record<string, unknown> };
  kit.fetchMock.route('path:/act/test-app/passport/login_check', () => activity(server.loggedIn ? { has_login: true, user_id_string: USER } : { has_login: false }));
  kit.fetchMock.route('path:/passport/account/info/v2/', () => ({ status: 200, body: { message: 'success', data: server.account } }));
  expect(await kit.account.check()).toMatchObject({ status: 'logged-in', userId: USER });
  return { kit, server };
}

describe('kit.account.email (SPEC §7 email bind, unbind)', () => {
  it('sends a type 8 code to the new email, binds it, unbinds, and reloads the account after each change', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/email/send_code/', ok());
    kit.fetchMock.route('path:/passport/web/email/bind/', ok());
    kit.fetchMock.route('path:/passport/web/email/unbind/', ok());
    await kit.account.email.sendCode(' a@b.co ');
    await kit.account.email.bind('a@b.co', '1234');
    await kit.account.email.unbind();
    const calls = passportCalls(kit);
    expect(calls.map((c) => c.path)).toEqual(['/passport/web/email/send_code/', '/passport/web/email/bind/', '/passport/web/email/unbind/']);
    expect(calls[0]!.body).toMatchObject({ email: obfuscate('a@b.co'), type: obfuscate('8') });
    expect(calls[1]!.body).toMatchObject({ email: obfuscate('a@b.co'), code: obfuscate('1234'), unbind_exist: '0' });
    expect(kit.account.state.status).toBe('logged-in');
  });

  it('refuses a malformed email before any call', async () => {
    const kit = createTestKit();
    expect(await rejection(kit.account.email.sendCode('nope'))).toMatchObject({ code: 'INVALID_ARGUMENT', message: '邮箱格式不正确' });
    expect(passportCalls(kit)).toHaveLength(0);
  });
});

describe('kit.account.password (SPEC §7 password reset, update, set)', () => {
  it('reset: a type 6 code to the mobile, then password/reset with mobile, code and the new password', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/send_code/', ok());
    kit.fetchMock.route('path:/passport/web/password/reset/', ok());
    await kit.account.password.sendResetCode('13800000000');
    await kit.account.password.reset('13800000000', '1234', 'NewSecret9');
    const [send, reset] = passportCalls(kit);
    expect(send!.body).toMatchObject({ mobile: obfuscate('13800000000'), type: obfuscate('6') });
    expect(reset).toMatchObject({ path: '/passport/web/password/reset/', body: { mobile: obfuscate('13800000000'), code: obfuscate('1234'), password: obfuscate('NewSecret9') } });
  });

  it('change sends password/update with the current password; set sends password/set', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/password/update/', ok());
    kit.fetchMock.route('path:/passport/web/password/set/', ok());
    await kit.account.password.change('old-secret', 'NewSecret9');
    await kit.account.password.set('Secret123');
    const [update, set] = passportCalls(kit);
    expect(update).toMatchObject({ path: '/passport/web/password/update/', body: { current_password: obfuscate('old-secret'), password: obfuscate('NewSecret9') } });
    expect(set).toMatchObject({ path: '/passport/web/password/set/', body: { password: obfuscate('Secret123') } });
  });
});

describe('kit.account.secondVerification and profile', () => {
  it("sends the code by the demand's sms_code_key (type 22) and returns the verify ticket", async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/send_code/', ok());
    kit.fetchMock.route('path:/passport/web/account/verify/', ok({ verify_ticket: 'VT-9' }));
    await kit.account.secondVerification.sendCode('K-1');
    expect(await kit.account.secondVerification.verify('K-1', ' 1234 ')).toBe('VT-9');
    const [send, verify] = passportCalls(kit);
    expect(send!.body).toMatchObject({ sms_code_key: 'K-1', type: obfuscate('22') });
    expect(verify!.body).toMatchObject({ sms_code_key: 'K-1', code: obfuscate('1234'), type: obfuscate('22') });
  });

  it('profile reads the passport account info: masked mobile, email, whether a password is set', async () => {
    const kit = createTestKit();
    kit.fetchMock.route('path:/passport/web/account/info/v2/', ok({ user_id_str: USER, mobile: '138******00', email: '', has_password: true }));
    expect(await kit.account.profile()).toEqual({ userId: USER, mobile: '138******00', email: undefined, hasPassword: true });
  });
});

describe('account({ sms }) picks the one code route', () => {
  it("sms: 'mobile-web' sends by the older send_activation_code and logs in by quick_login, leaving by /logout/", async () => {
    const kit = createTestKit({ url: 'https://campaign.test/p', features: withFeatures(account({ sms: 'mobile-web' })) });
    session(kit);
    kit.fetchMock.route('path:/send_activation_code/', passport(0));
    kit.fetchMock.route('path:/quick_login/', passport(0, { user_id_str: USER }));
    await kit.account.sendCode('13800000000');
    expect(kit.account.countdown.locked).toBe(true);
    await kit.account.loginWithCode('13800000000', '1234');
    const calls = sharedWireCalls(kit);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/send_activation_code/', query: { mobile: obfuscate('13800000000'), type: obfuscate('24') } });
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/quick_login/', query: { service: 'https://campaign.test/p' } });
    expect(kit.account.state).toMatchObject({ status: 'logged-in', loginRoute: 'sso' });
    expect(kit.account.countdown.locked).toBe(false);
  });

  it("sms: 'passport' sends POST send_code type 24 and counts down the same 60 s", async () => {
    const kit = createTestKit({ features: withFeatures(account({ sms: 'passport' })) });
    kit.fetchMock.route('path:/passport/web/send_code/', ok());
    await kit.account.sendCode('13800000000');
    expect(passportCalls(kit)[0]).toMatchObject({ method: 'POST', body: { mobile: obfuscate('13800000000'), type: obfuscate('24') } });
    expect(kit.account.countdown.state.remainingSeconds).toBe(60);
    expect(await rejection(kit.account.sendCode('13800000000'))).toMatchObject({ code: 'COUNTDOWN' });
  });
});

// Found by test/fuzz: a success answer without `data` threw a TypeError out of the next step.
describe('passport success answers without data', () => {
  it('a verification answered success without data fails with the system error, not a TypeError', async () => {
    const kit = createTestKit();
    session(kit);
    kit.fetchMock.route('path:/passport/web/account/verify/', { status: 200, body: { message: 'success' } });
    expect(await rejection(kit.account.mobile.verifyOld('1234'))).toMatchObject({ name: 'CampaignKitError', code: 'SERVER', message: '系统出错' });
    expect(await rejection(kit.account.cancellation.confirm('1234'))).toMatchObject({ name: 'CampaignKitError', code: 'SERVER', message: '系统出错' });
  });
});

describe('the passport web part: one lazy module for the management groups, the passport logins and the rest', () => {
  afterEach(() => {
    vi.doUnmock('../../../domain/account/passport-web');
    vi.resetModules();
  });

  it('is imported on the first call that needs it, once for every group, and again after a failed import', async () => {
    let imports = 0;
    let fail = true;
    vi.resetModules();
    vi.doMock('../../../domain/account/passport-web', async () => {
      imports++;
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return vi.importActual('../../../domain/account/passport-web');
    });
    const { createTestKit: freshTestKit } = await import('../../../composition/testing');
    const kit = freshTestKit();
    kit.fetchMock.route('path:/passport/web/email/send_code/', ok());
    kit.fetchMock.route('path:/passport/web/send_code/', ok());
    kit.fetchMock.route('path:/passport/web/account/info/v2/', ok({ user_id_str: USER, has_password: false }));
    expect(imports).toBe(0);

    // vitest wraps the mock's failure; the import's own error is its cause.
    expect(await rejection(kit.account.email.sendCode('a@b.co'))).toMatchObject({ cause: { message: 'Failed to fetch dynamically imported module' } });
    expect(imports).toBe(1);

    fail = false;
    await kit.account.email.sendCode('a@b.co');
    await kit.account.password.sendResetCode('13800000000');
    await kit.account.secondVerification.sendCode('K-1');
    expect(await kit.account.profile()).toMatchObject({ userId: USER, hasPassword: false });
    expect(imports).toBe(2);
    expect(passportCalls(kit).map((call) => call.path)).toEqual(['/passport/web/email/send_code/', '/passport/web/send_code/', '/passport/web/send_code/', '/passport/web/account/info/v2/']);
  });
});

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
