import { describe, expect, it } from 'vitest';
import { createTestKit, withFeatures, type TestKit } from '../../../composition/testing';
import { account } from '../../../composition/features/index';
import { activity, wireCalls } from '../support/routes';
import { rejection } from '../support/rejection';

const USER = '7000000000000029';
const AWEME_UA = 'Mozilla/5.0 (iPhone) AppleWebKit Mobile aweme_30.0';
const WEIXIN_MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.40';
const ok = (data: Record<string, unknown> = {}) => ({ status: 200, body: { message: 'success', data }, headers: { 'x-tt-logid': 'L' } });
const flush = async () => {
  for (let i = 0; i < 30; i += 1) await new Promise((r) => setTimeout(r, 0));
};

function session(kit: TestKit) {
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
}

describe('loginWithApp inside the app (SPEC §4 App-authorisation login)', () => {
  it('authorises for the aweme platform and logs in by app through the passport', async () => {
    const kit = createTestKit({ userAgent: AWEME_UA });
    session(kit);
    kit.bridge.reply('login', { code: 1, data: { code: 'app-code' } });
    kit.fetchMock.route('path:/passport/web/auth/login/', ok({ user_id_str: USER }));
    await kit.account.loginWithApp();
    expect(kit.bridge.calls[0]!.params).toMatchObject({ platform: 'aweme' });
    expect(wireCalls(kit).find((c) => c.path === '/passport/web/auth/login/')!.body).toMatchObject({ platform: 'aweme' });
    expect(kit.account.state).toMatchObject({ status: 'logged-in', loginRoute: 'passport', loginMethod: 'app' });
  });

  it('an authorisation the app approved without a code rejects OAUTH code is empty! and logs nobody in', async () => {
    const kit = createTestKit({ userAgent: AWEME_UA });
    session(kit);
    kit.bridge.reply('login', { code: 1, data: {} });
    kit.fetchMock.route('path:/passport/web/auth/login/', ok({ user_id_str: USER }));
    expect(await rejection(kit.account.loginWithApp())).toMatchObject({ code: 'OAUTH', message: 'code is empty!' });
    expect(wireCalls(kit).some((c) => c.path === '/passport/web/auth/login/')).toBe(false);
  });

  it("a refused authorisation carries the app's code and data", async () => {
    const kit = createTestKit({ userAgent: AWEME_UA });
    kit.bridge.reply('login', { code: -1, message: 'denied', data: { reason: 'user' } });
    expect(await rejection(kit.account.loginWithApp())).toMatchObject({ code: 'BRIDGE', message: 'denied', errorCode: -1, data: { reason: 'user' } });
  });

  it('a bad authorisationTimeoutMs is named in the error, with the value given', async () => {
    const kit = createTestKit({ userAgent: AWEME_UA, features: withFeatures(account({ appAuth: { authorisationTimeoutMs: -5 } })) });
    const error = await rejection(kit.account.loginWithApp());
    expect(error).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect(error!.message).toContain('authorisationTimeoutMs');
    expect(error!.message).toContain('-5');
  });
});

describe('loginWithApp outside the app: the launch check', () => {
  it('the page coming back to the front is not the app opening: after 3 s it fails -2', async () => {
    const kit = createTestKit();
    kit.page.setVisible(false);
    const pending = rejection(kit.account.loginWithApp());
    await expect.poll(() => kit.page.navigations.length, { timeout: 10_000 }).toBe(1);
    kit.page.setVisible(true);
    await flush();
    kit.clock.advance(3000);
    expect(await pending).toMatchObject({ code: 'APP_LAUNCH', errorCode: -2 });
  });

  it('a page hidden when the 3 s are up means the app opened, even without a visibility change', async () => {
    const kit = createTestKit();
    kit.page.setVisible(false);
    const pending = kit.account.loginWithApp();
    await expect.poll(() => kit.page.navigations.length, { timeout: 10_000 }).toBe(1);
    kit.clock.advance(3000);
    expect(await pending).toEqual({ kind: 'launched' });
    expect(kit.page.navigations).toHaveLength(1);
  });

  it('fallbackToWebsite: false stays on the page when the app did not open', async () => {
    const kit = createTestKit({ features: withFeatures(account({ appAuth: { fallbackToWebsite: false } })) });
    const pending = rejection(kit.account.loginWithApp());
    await expect.poll(() => kit.page.navigations.length, { timeout: 10_000 }).toBe(1);
    kit.clock.advance(3000);
    expect(await pending).toMatchObject({ code: 'APP_LAUNCH', errorCode: -2 });
    expect(kit.page.navigations).toHaveLength(1);
  });
});

describe('autoLaunchApp', () => {
  it('does not try inside the WeChat browser, on mobile too', async () => {
    const kit = createTestKit({ userAgent: WEIXIN_MOBILE_UA, features: withFeatures(account({ appAuth: { autoLaunch: true } })) });
    expect(await kit.account.autoLaunchApp()).toBe(false);
    expect(kit.page.navigations).toEqual([]);
  });
});
