import { describe, expect, it, vi } from 'vitest';
import type { ProviderLoginState } from '../../../domain/account/providers/provider-status';
import { obfuscate } from '../../../domain/passport/obfuscate';
import type { TestKit } from '../../../composition/testing';
import { exchanges, PAGE, providerKit, rejection, startRedirect, USER } from './provider-kit';

const IN_APP = 'Mozilla/5.0 (iPhone) Instagram 300.0';

/** Opens the line popup login (line is set to popup) and returns its outcome and the state it sent. */
async function openPopup(kit: TestKit) {
  const outcome = kit.account.loginWithProvider('line');
  await vi.waitFor(() => expect(kit.popup.opened.map((opened) => opened.navigations.length)).toEqual([1]));
  const state = new URL(kit.popup.opened[0]!.url).searchParams.get('state')!;
  return { outcome, state };
}

const fromPopup = (params: Record<string, string>) => ({ origin: 'https://campaign.test', data: { source: 'campaign-kit-oauth', params } });

describe('the login state on kit.account.providers (docs/account.md)', () => {
  it("is 'idle' before any provider login", () => {
    expect(providerKit().account.providers.state).toEqual({ status: 'idle' });
  });

  it("is 'redirecting' with the provider's type once the visitor is sent to it", async () => {
    const kit = providerKit();
    await kit.account.loginWithProvider('google');
    expect(kit.account.providers.state).toMatchObject({ status: 'redirecting', type: 'google' });
  });

  it("is 'popup' while the popup is open", async () => {
    const kit = providerKit();
    await openPopup(kit);
    expect(kit.account.providers.state).toMatchObject({ status: 'popup', type: 'line' });
  });

  it("passes through 'exchanging' on a return, and the login is recorded as a passport login", async () => {
    const kit = providerKit();
    const state = await startRedirect(kit, 'google');
    kit.page.replaceUrl(`${PAGE}?login_type=google&code=g-code&state=${state}`);
    const seen: ProviderLoginState[] = [];
    const subscription = kit.account.providers.state$.subscribe((s) => seen.push(s));
    await kit.account.handleProviderReturn();
    subscription.unsubscribe();
    expect(seen).toContainEqual(expect.objectContaining({ status: 'exchanging', type: 'google' }));
    expect(kit.account.providers.state).toMatchObject({ status: 'logged-in', type: 'google' });
    expect(kit.account.state).toMatchObject({ status: 'logged-in', userId: USER, loginRoute: 'passport', loginMethod: 'google' });
  });
});

describe('in-app browsers', () => {
  it('only google refuses them: facebook still sends the visitor on', async () => {
    const kit = providerKit({ userAgent: IN_APP });
    expect(await kit.account.loginWithProvider('facebook')).toEqual({ kind: 'redirecting' });
  });

  it("google's refusal says so", async () => {
    const kit = providerKit({ userAgent: IN_APP });
    expect(await rejection(kit.account.loginWithProvider('google'))).toMatchObject({ code: 'OAUTH', message: 'google login is not supported in in-app browsers' });
  });
});

describe('popup login', () => {
  it('a popup still open when it is checked keeps the login waiting for its answer', async () => {
    const kit = providerKit();
    const { outcome, state } = await openPopup(kit);
    kit.clock.advance(500);
    kit.clock.advance(500);
    kit.popup.receive(fromPopup({ login_type: 'line', code: 'l-code', state }));
    expect(await outcome).toMatchObject({ kind: 'logged-in', result: { userId: USER } });
  });

  it('other messages from this origin are not the answer: no data, another source, or no params', async () => {
    const kit = providerKit();
    const { outcome, state } = await openPopup(kit);
    kit.popup.receive({ origin: 'https://campaign.test', data: null });
    kit.popup.receive({ origin: 'https://campaign.test', data: { source: 'another-widget', params: { login_type: 'line', code: 'other', state } } });
    kit.popup.receive({ origin: 'https://campaign.test', data: { source: 'campaign-kit-oauth' } });
    kit.popup.receive(fromPopup({ login_type: 'line', code: 'l-code', state }));
    expect(await outcome).toMatchObject({ kind: 'logged-in' });
    expect(exchanges(kit)).toEqual([expect.objectContaining({ platform: 'line', code: obfuscate('l-code') })]);
  });

  it('once answered, closing the popup does not undo the login', async () => {
    const kit = providerKit();
    const { outcome, state } = await openPopup(kit);
    kit.popup.receive(fromPopup({ login_type: 'line', code: 'l-code', state }));
    await outcome;
    kit.popup.opened[0]!.close();
    kit.clock.advance(500);
    expect(kit.account.providers.state).toMatchObject({ status: 'logged-in', type: 'line' });
  });

  it("an answer without login_type is not the pending login's: it fails OAUTH_STATE, whatever its state", async () => {
    const kit = providerKit();
    const { outcome, state } = await openPopup(kit);
    kit.popup.receive(fromPopup({ code: 'l-code', state }));
    expect(await rejection(outcome)).toMatchObject({ code: 'OAUTH_STATE', message: 'login fail!', data: { type: 'line' } });
    expect(exchanges(kit)).toEqual([]);
  });
});

describe('the return is checked and exchanged', () => {
  it("a return naming another provider than the pending login fails OAUTH_STATE, even with the pending state", async () => {
    const kit = providerKit();
    const state = await startRedirect(kit, 'google');
    kit.page.replaceUrl(`${PAGE}?login_type=facebook&access_token=t&state=${state}`);
    expect(await rejection(kit.account.handleProviderReturn())).toMatchObject({ code: 'OAUTH_STATE' });
    expect(exchanges(kit)).toEqual([]);
  });

  it("facebook with responseType 'token' asks for a token", async () => {
    const kit = providerKit();
    await kit.account.loginWithProvider('facebook');
    expect(new URL(kit.page.navigations[0]!).searchParams.get('response_type')).toBe('token');
  });

  it.each([
    ['google', {}, 'code is empty!'],
    ['facebook', { code: 'x' }, 'AccessToken Is Empty!'],
    ['twitter', { oauth_verifier: 'v' }, 'No OauthToken!'],
  ])('%s without its token fails OAUTH %s', async (type, extra, message) => {
    const kit = providerKit();
    const state = await startRedirect(kit, type);
    const back = new URL(PAGE);
    for (const [name, value] of Object.entries({ login_type: type, state, ...extra })) back.searchParams.set(name, value);
    kit.page.replaceUrl(back.toString());
    expect(await rejection(kit.account.handleProviderReturn())).toMatchObject({ code: 'OAUTH', message });
  });

  it("apple's id_token stands in for a missing code; another provider's does not", async () => {
    const apple = providerKit();
    const appleState = await startRedirect(apple, 'apple');
    apple.page.replaceUrl(`${PAGE}?login_type=apple&id_token=apple-jwt&state=${appleState}`);
    expect(await apple.account.handleProviderReturn()).toMatchObject({ userId: USER });
    expect(exchanges(apple)).toEqual([expect.objectContaining({ platform: 'apple', code: obfuscate('apple-jwt') })]);

    const google = providerKit();
    const googleState = await startRedirect(google, 'google');
    google.page.replaceUrl(`${PAGE}?login_type=google&id_token=g-jwt&state=${googleState}`);
    expect(await rejection(google.account.handleProviderReturn())).toMatchObject({ code: 'OAUTH', message: 'code is empty!' });
  });
});

describe('the pending login (docs/wire-contract.md: ck.oauth.pending)', () => {
  it('is kept in session storage under ck.oauth.pending until the provider comes back', async () => {
    const kit = providerKit();
    const state = await startRedirect(kit, 'google');
    expect(kit.storage.get('session', 'ck.oauth.pending')).toMatchObject({ state, type: 'google', mode: 'redirect' });
  });
});
