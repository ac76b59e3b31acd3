import { describe, expect, it, vi } from 'vitest';
import { account, providers } from '../../../composition/features/index';
import { createTestKit, withFeatures, type TestKit, type TestKitOptions } from '../../../composition/testing';
import { obfuscate } from '../../../domain/passport/obfuscate';
import { PENDING_LOGIN_KEY } from '../../../domain/account/providers/provider-login';
import type { ProviderSetting } from '../../../domain/account/providers/provider-settings';
import { activity } from '../support/routes';
import { rejection } from '../support/rejection';

const PAGE = 'https://campaign.test/account?tab=1';
const USER = '7000000000000077';
const SETTINGS: ProviderSetting[] = [
  { type: 'google', platform_app_id: 12, client_id: 'g-client' },
  { type: 'facebook', platform_app_id: 13, app_id: 'fb-app', responseType: 'token' },
  { type: 'line', platform_app_id: 14, client_id: 'line-client', mode: 'popup' },
  { type: 'twitter', platform_app_id: 15 },
  { type: 'vk', platform_app_id: 16, app_key: 'vk-key' },
  { type: 'weibo', platform_app_id: 17, client_id: 'wb' },
  { type: 'tiktok', platform_app_id: 18, client_key: 'tt' },
];
const flush = async () => {
  for (let i = 0; i < 30; i += 1) await new Promise((r) => setTimeout(r, 0));
};

/** The login check, account info and auth/login answer as for USER. */
function answerLogins(kit: TestKit) {
  kit.fetchMock.route('path:/act/test-app/passport/login_check', activity({ has_login: true, user_id_string: USER }));
  kit.fetchMock.route('path:/passport/account/info/v2/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
  kit.fetchMock.route('path:/passport/web/auth/login/', { status: 200, body: { message: 'success', data: { user_id_str: USER } } });
}

function kitWith(options: TestKitOptions = {}) {
  const kit = createTestKit({ url: PAGE, features: withFeatures(providers()), ...options });
  kit.account.configureProviders(SETTINGS);
  answerLogins(kit);
  return kit;
}

function authCalls(kit: TestKit) {
  return kit.fetchMock.callHistory
    .calls()
    .filter((call) => new URL(call.url).pathname === '/passport/web/auth/login/')
    .map((call) => Object.fromEntries((call.options.body as unknown as URLSearchParams).entries()));
}

/** Starts a redirect login and comes back to the page with `extra` (plus the right state unless given). */
async function comeBack(kit: TestKit, type: string, extra: Record<string, string>) {
  await kit.account.loginWithProvider(type);
  const sent = new URL(kit.page.navigations.at(-1)!);
  const state = sent.searchParams.get('state') ?? new URL(sent.searchParams.get('next')!).searchParams.get('state')!;
  const back = new URL(PAGE);
  back.searchParams.set('login_type', type);
  for (const [name, value] of Object.entries({ state, ...extra })) back.searchParams.set(name, value);
  kit.page.replaceUrl(back.toString());
  return { sent, state };
}

/** A kit opened on the return of a google login `kitWith()` started, its pending login in storage. */
async function returnedKit(settings: ProviderSetting[]) {
  const first = kitWith();
  await comeBack(first, 'google', { code: 'g-code' });
  const kit = createTestKit({ url: first.page.url(), features: withFeatures(providers(settings)) });
  kit.storage.set('session', PENDING_LOGIN_KEY, first.storage.get('session', PENDING_LOGIN_KEY));
  answerLogins(kit);
  return kit;
}

describe('provider settings (SPEC §3, §5)', () => {
  it.each([
    [{ type: 'facebook', platform_app_id: 1 }, 'facebook init fail, app_id is undefined'],
    [{ type: 'google', platform_app_id: 1 }, 'google init fail, client_id is undefined'],
    [{ type: 'kakao', platform_app_id: 1 }, 'kakao init fail, app_secret is undefined'],
    [{ type: 'line', platform_app_id: 1 }, 'line init fail, client_id is undefined'],
    [{ type: 'vk', platform_app_id: 1 }, 'vk init fail, app_key is undefined'],
    [{ type: 'apple' }, 'apple init fail, platform_app_id is undefined'],
    [{ type: 'twitter' }, 'twitter init fail, platform_app_id is undefined'],
  ])('%o -> %s', (setting, message) => {
    expect(() => createTestKit({ features: withFeatures(providers()) }).account.configureProviders([setting as ProviderSetting])).toThrow(message);
    expect(() => providers([setting as ProviderSetting])).toThrow(message);
  });

  // Found by test/fuzz: an unknown type, or no object at all, threw a TypeError.
  it.each([
    [{ type: 'myspace', platform_app_id: 1 }, 'unsupported login method: myspace'],
    [{ platform_app_id: 1 }, 'unsupported login method: undefined'],
    [null, 'provider settings need an object with a type, got null'],
  ])('%o -> INVALID_ARGUMENT %s', (setting, message) => {
    expect(() => providers([setting as unknown as ProviderSetting])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message }));
  });

  it("unknown and unconfigured types: 'unsupported login method: {type}', 'the login method is not initialized!'", async () => {
    const kit = createTestKit({ features: withFeatures(providers()) });
    expect(await rejection(kit.account.loginWithProvider('myspace'))).toMatchObject({ code: 'OAUTH', message: 'unsupported login method: myspace' });
    expect(await rejection(kit.account.loginWithProvider('kakao'))).toMatchObject({ code: 'OAUTH', message: 'the login method is not initialized!' });
  });
});

describe('redirect login (SPEC §4 Third-party login)', () => {
  it('sends the visitor to the provider with client id, scope, redirect_uri with login_type and a random state', async () => {
    const kit = kitWith();
    expect(await kit.account.loginWithProvider('google')).toEqual({ kind: 'redirecting' });
    const url = new URL(kit.page.navigations[0]!);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'g-client',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: 'https://campaign.test/account?login_type=google',
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await kit.account.loginWithProvider('vk');
    await kit.account.loginWithProvider('tiktok');
    expect(new URL(kit.page.navigations[1]!).searchParams.get('scope')).toBe('offline');
    expect(new URL(kit.page.navigations[2]!).searchParams.get('client_key')).toBe('tt');
    expect(new URL(kit.page.navigations[2]!).searchParams.get('scope')).toBe('user.info.basic');
  });

  it("asks Facebook through the unversioned dialog (SPEC §9's v8.0 has expired); authorizeUrl pins a version", async () => {
    const kit = kitWith();
    await kit.account.loginWithProvider('facebook');
    const url = new URL(kit.page.navigations[0]!);
    expect(url.origin + url.pathname).toBe('https://www.facebook.com/dialog/oauth');
    expect(url.searchParams.get('client_id')).toBe('fb-app');
    const pinned = createTestKit({ url: PAGE, features: withFeatures(providers()) });
    pinned.account.configureProviders([{ type: 'facebook', platform_app_id: 13, app_id: 'fb-app', authorizeUrl: 'https://www.facebook.com/v18.0/dialog/oauth' }]);
    await pinned.account.loginWithProvider('facebook');
    expect(new URL(pinned.page.navigations[0]!).pathname).toBe('/v18.0/dialog/oauth');
  });

  it('on return: strips the params from the address, exchanges the code with auth/login, logs in, resolves the redirect-login promise', async () => {
    const kit = kitWith();
    await comeBack(kit, 'google', { code: 'g-code' });
    const pending = kit.account.handleProviderReturn();
    await vi.waitFor(() => expect(kit.page.url()).toBe(PAGE));
    const result = await pending;
    expect(result?.userId).toBe(USER);
    expect(await kit.account.providers.redirectLogin).toMatchObject({ userId: USER });
    expect(authCalls(kit)[0]).toMatchObject({ platform_app_id: '12', platform: 'google', code: obfuscate('g-code'), redirect_uri: 'https://campaign.test/account?login_type=google' });
    expect(kit.account.state.status).toBe('logged-in');
    expect(kit.storage.get('session', PENDING_LOGIN_KEY)).toBeUndefined();
  });

  it('a tampered state is rejected before any exchange, and the address is still cleaned', async () => {
    const kit = kitWith();
    await comeBack(kit, 'google', { code: 'g-code', state: 'forged' });
    expect(await rejection(kit.account.handleProviderReturn())).toMatchObject({ code: 'OAUTH_STATE', data: { type: 'google' } });
    expect(authCalls(kit)).toHaveLength(0);
    expect(kit.page.url()).toBe(PAGE);
    expect(await rejection(kit.account.providers.redirectLogin)).toMatchObject({ code: 'OAUTH_STATE' });
  });

  it('a return with no pending login (a replayed link) is rejected', async () => {
    const kit = kitWith();
    kit.page.replaceUrl(`${PAGE}&login_type=google&code=c&state=abc`);
    expect(await rejection(kit.account.handleProviderReturn())).toMatchObject({ code: 'OAUTH_STATE' });
  });

  it('a provider error is the failure message (SPEC §8) and is removed from the address', async () => {
    const kit = kitWith();
    await comeBack(kit, 'google', { error: 'access_denied', error_description: 'user denied your request.', code: 'stray-code' });
    const error = await rejection(kit.account.handleProviderReturn());
    expect(error).toMatchObject({ code: 'OAUTH', message: 'user denied your request.' });
    // The error's data carries the provider's error parameters only: not the return's state or code.
    expect(error?.data).toEqual({ type: 'google', reason: 'provider_error', params: { error: 'access_denied', error_description: 'user denied your request.' } });
    expect(kit.page.url()).toBe(PAGE);
    expect(kit.account.providers.state).toMatchObject({ status: 'failed', type: 'google', error: 'user denied your request.' });
  });

  it("no token: 'code is empty!', 'AccessToken Is Empty!', 'No OauthToken!'", async () => {
    const google = kitWith();
    await comeBack(google, 'google', {});
    expect(await rejection(google.account.handleProviderReturn())).toMatchObject({ message: 'code is empty!' });
    const facebook = kitWith();
    await comeBack(facebook, 'facebook', { code: 'x' });
    expect(await rejection(facebook.account.handleProviderReturn())).toMatchObject({ message: 'AccessToken Is Empty!' });
    const twitter = kitWith();
    await comeBack(twitter, 'twitter', { oauth_verifier: 'v' });
    expect(await rejection(twitter.account.handleProviderReturn())).toMatchObject({ message: 'No OauthToken!' });
  });

  it('twitter goes through the passport web_login with the state in next, and exchanges oauth_token and oauth_verifier', async () => {
    const kit = kitWith();
    const { sent, state } = await comeBack(kit, 'twitter', { oauth_token: 'ot', oauth_verifier: 'ov' });
    expect(sent.pathname).toBe('/passport/web/web_login/');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ aid: '1128', platform_app_id: '15', action: 'login' });
    expect(new URL(sent.searchParams.get('next')!).searchParams.get('state')).toBe(state);
    await kit.account.handleProviderReturn();
    expect(authCalls(kit)[0]).toMatchObject({ platform: 'twitter', access_token: 'ot', access_token_secret: 'ov' });
  });

  it('SPEC §2: the web_login address carries aid, platform_app_id, next, use_local_host, scopes, url_params and action', async () => {
    const kit = kitWith();
    kit.account.configureProviders([{ type: 'apple', platform_app_id: 11, scope: 'name email', urlParams: { response_mode: 'form_post' } }]);
    await kit.account.loginWithProvider('apple');
    const sent = new URL(kit.page.navigations.at(-1)!);
    expect(sent.pathname).toBe('/passport/web/web_login/');
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({ aid: '1128', platform_app_id: '11', use_local_host: '1', scopes: 'name email', action: 'login' });
    expect(JSON.parse(sent.searchParams.get('url_params')!)).toEqual({ response_mode: 'form_post' });
    expect(new URL(sent.searchParams.get('next')!).searchParams.get('login_type')).toBe('apple');
    await kit.account.loginWithProvider('twitter');
    expect(new URL(kit.page.navigations.at(-1)!).searchParams.get('url_params')).toBe('{}');
  });

  it('Google inside an in-app browser is refused with the address to open in the system browser', async () => {
    const kit = kitWith({ userAgent: 'Mozilla/5.0 (iPhone) Instagram 300.0' });
    const error = await rejection(kit.account.loginWithProvider('google'));
    expect(error).toMatchObject({ code: 'OAUTH', data: { url: expect.stringContaining('accounts.google.com') } });
    expect(kit.page.navigations).toHaveLength(0);
  });
});

describe('popup login', () => {
  it('accepts the return only from this origin, then exchanges it', async () => {
    const kit = kitWith();
    const pending = kit.account.loginWithProvider('line');
    await vi.waitFor(() => expect(kit.popup.opened.map((opened) => opened.navigations.length)).toEqual([1]));
    const opened = kit.popup.opened[0]!;
    const state = new URL(opened.url).searchParams.get('state')!;
    kit.popup.receive({ origin: 'https://evil.test', data: { source: 'campaign-kit-oauth', params: { login_type: 'line', code: 'evil', state } } });
    await flush();
    expect(authCalls(kit)).toHaveLength(0);
    kit.popup.receive({ origin: 'https://campaign.test', data: { source: 'campaign-kit-oauth', params: { login_type: 'line', code: 'l-code', state } } });
    expect(await pending).toMatchObject({ kind: 'logged-in', result: { userId: USER } });
    expect(authCalls(kit)[0]).toMatchObject({ platform: 'line', code: obfuscate('l-code') });
  });

  it('a popup message with the wrong state is rejected', async () => {
    const kit = kitWith();
    const pending = rejection(kit.account.loginWithProvider('line'));
    await vi.waitFor(() => expect(kit.popup.opened.map((opened) => opened.navigations.length)).toEqual([1]));
    kit.popup.receive({ origin: 'https://campaign.test', data: { source: 'campaign-kit-oauth', params: { login_type: 'line', code: 'c', state: 'nope' } } });
    expect(await pending).toMatchObject({ code: 'OAUTH_STATE' });
  });

  it('closing the popup fails the login', async () => {
    const kit = kitWith();
    const pending = rejection(kit.account.loginWithProvider('line'));
    await vi.waitFor(() => expect(kit.popup.opened.map((opened) => opened.navigations.length)).toEqual([1]));
    kit.popup.opened[0]!.close();
    kit.clock.advance(500);
    const error = await pending;
    expect(error).toMatchObject({ code: 'OAUTH', message: 'login fail!' });
    expect(error?.data).toEqual({ type: 'line', reason: 'popup_closed' });
  });

  it('a blocked popup: POPUP_BLOCKED when asked to fail, else the redirect fallback', async () => {
    const kit = kitWith();
    kit.popup.blockPopups = true;
    const blocked = await rejection(kit.account.loginWithProvider('line', { popupFallback: 'fail' }));
    expect(blocked).toMatchObject({ code: 'POPUP_BLOCKED' });
    expect(blocked?.data).toEqual({ type: 'line' });
    expect(await kit.account.loginWithProvider('line')).toEqual({ kind: 'redirecting' });
    expect(kit.page.navigations[0]).toContain('https://access.line.me/oauth2/v2.1/authorize');
    expect(kit.storage.get('session', PENDING_LOGIN_KEY)).toMatchObject({ type: 'line', mode: 'redirect' });
  });

  it('inside the popup: the return is posted to the opener at this origin, the popup closes, nothing is exchanged', async () => {
    const kit = kitWith({ url: `${PAGE}&login_type=line&code=l&state=s1` });
    kit.popup.opener = true;
    // The popup's session storage is a copy of its opener's: it holds the popup login.
    kit.storage.set('session', PENDING_LOGIN_KEY, { state: 's1', type: 'line', mode: 'popup', redirectUri: `${PAGE}&login_type=line` });
    expect(await kit.account.handleProviderReturn()).toBeUndefined();
    expect(kit.popup.posted).toEqual([{ targetOrigin: 'https://campaign.test', data: { source: 'campaign-kit-oauth', params: { login_type: 'line', code: 'l', state: 's1' } } }]);
    expect(kit.popup.selfClosed).toBe(true);
    expect(kit.page.url()).toBe(PAGE);
    expect(authCalls(kit)).toHaveLength(0);
  });
});

describe('kit.start() and providers', () => {
  it('without the providers() feature a provider login fails with FEATURE_MISSING, naming it', async () => {
    const kit = createTestKit({ features: [account()] });
    const error = await rejection(kit.account.loginWithProvider('google'));
    expect(error).toMatchObject({ code: 'FEATURE_MISSING', message: expect.stringContaining('providers()') });
    expect(() => kit.account.providers).toThrow(expect.objectContaining({ code: 'FEATURE_MISSING' }));
    await expect(kit.account.handleProviderReturn()).resolves.toBeUndefined();
  });

  it('providers() needs account()', () => {
    expect(() => createTestKit({ features: [providers(SETTINGS)] })).toThrow(expect.objectContaining({ code: 'FEATURE_MISSING', message: "providers() needs account(): add account() to createCampaignKit's features" }));
  });

  it('with providers(settings), kit.start() finishes the return in the address and settles providers.redirectLogin', async () => {
    const kit = await returnedKit(SETTINGS);
    expect(new URL(kit.page.url()).searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    await kit.start();
    expect(await kit.account.providers.redirectLogin).toMatchObject({ userId: USER });
    expect(kit.account.providers.state).toMatchObject({ status: 'logged-in', type: 'google' });
    expect(kit.page.url()).toBe(PAGE);
  });

  it('kit.start() removes the code and state from the address at once, before any start-up effect, and exchanges them after', async () => {
    const kit = await returnedKit(SETTINGS);
    const started = kit.start();
    expect(kit.page.url()).toBe(PAGE);
    expect(authCalls(kit)).toHaveLength(0);
    await started;
    expect(await kit.account.providers.redirectLogin).toMatchObject({ userId: USER });
    expect(authCalls(kit)).toEqual([expect.objectContaining({ code: obfuscate('g-code'), platform_app_id: '12' })]);
  });

  it('a return taken before any provider is configured waits for handleProviderReturn(), the address already clean', async () => {
    const kit = await returnedKit([]);
    await kit.start();
    expect(kit.page.url()).toBe(PAGE);
    expect(authCalls(kit)).toHaveLength(0);
    kit.account.configureProviders(SETTINGS);
    expect(await kit.account.handleProviderReturn()).toMatchObject({ userId: USER });
    expect(await kit.account.handleProviderReturn()).toBeUndefined();
    expect(authCalls(kit)).toHaveLength(1);
  });

  it('without providers, a return-looking address is left alone and nothing is exchanged', async () => {
    const kit = createTestKit({ url: `${PAGE}&login_type=google&code=c&state=abc` });
    expect(await kit.account.handleProviderReturn()).toBeUndefined();
    expect(kit.page.url()).toBe(`${PAGE}&login_type=google&code=c&state=abc`);
    expect(authCalls(kit)).toHaveLength(0);
  });
});
