import { describe, expect, it } from 'vitest';
import { stripReturn } from '../../../domain/account/providers/oauth-return';
import { exchanges, PAGE, providerKit, rejection, startRedirect, USER } from './provider-kit';

describe('a provider return in the fragment (SPEC §1 provider return parameters)', () => {
  it('a token answer in the fragment (#access_token=...&state=...) is exchanged and the whole fragment leaves the address', async () => {
    const kit = providerKit();
    const state = await startRedirect(kit, 'facebook');
    kit.page.replaceUrl(`${PAGE}?login_type=facebook#access_token=fb-token&state=${state}`);
    expect(await kit.account.handleProviderReturn()).toMatchObject({ userId: USER });
    expect(kit.page.url()).toBe(PAGE);
    expect(exchanges(kit)).toEqual([expect.objectContaining({ platform: 'facebook', access_token: 'fb-token' })]);
  });

  it("the page's own fragment stays: only the return parameters are removed from it", () => {
    expect(stripReturn(`${PAGE}?login_type=facebook#access_token=t&state=s&tab=2`)).toBe(`${PAGE}#tab=2`);
  });

  it("a page anchor next to a return in the query is left as it was", () => {
    expect(stripReturn(`${PAGE}?login_type=google&code=c&state=s#rules`)).toBe(`${PAGE}#rules`);
  });
});

describe('what counts as a provider return', () => {
  // Whatever the provider answered, it leaves the address; without a state it cannot be this page's login.
  it.each(['code', 'access_token', 'id_token', 'oauth_token', 'error', 'error_code', 'denied'])(
    'login_type with %s but no state is taken from the address and fails OAUTH_STATE',
    async (name) => {
      const kit = providerKit({ url: `${PAGE}?login_type=google&${name}=x` });
      expect(await rejection(kit.account.handleProviderReturn())).toMatchObject({ code: 'OAUTH_STATE' });
      expect(kit.page.url()).toBe(PAGE);
    },
  );

  it.each([
    ['a login_type alone (a shared link)', `${PAGE}?login_type=google`],
    ["the page's own code and state, without login_type", `${PAGE}?code=SPRING24&state=open`],
  ])('%s is not a return: nothing happens and the address stays', async (_, url) => {
    const kit = providerKit({ url });
    expect(await kit.account.handleProviderReturn()).toBeUndefined();
    expect(kit.page.url()).toBe(url);
    expect(exchanges(kit)).toEqual([]);
  });
});

describe("the provider's refusal is the failure message (SPEC §8)", () => {
  it('an error_code answer fails with its error_message', async () => {
    const kit = providerKit();
    const state = await startRedirect(kit, 'google');
    kit.page.replaceUrl(`${PAGE}?login_type=google&error_code=4201&error_message=User+canceled&state=${state}`);
    expect(await rejection(kit.account.handleProviderReturn())).toMatchObject({ code: 'OAUTH', message: 'User canceled' });
    expect(kit.page.url()).toBe(PAGE);
  });

  it("twitter's denied answer (no message of its own) fails with 'access_denied'", async () => {
    const kit = providerKit();
    const state = await startRedirect(kit, 'twitter');
    kit.page.replaceUrl(`${PAGE}?login_type=twitter&denied=req-token&state=${state}`);
    expect(await rejection(kit.account.handleProviderReturn())).toMatchObject({ code: 'OAUTH', message: 'access_denied' });
    expect(exchanges(kit)).toEqual([]);
  });
});

describe('a login_type from the address is never shown unchecked (issue 35, finding 7)', () => {
  const FROZEN = 'Your account is frozen, call 400-000-0000';
  /** Everything of a failure a page or a report may show: its message, its data and the providers' state. */
  const shown = (kit: ReturnType<typeof providerKit>, error: unknown) => JSON.stringify([String(error), (error as { data?: unknown }).data, kit.account.providers.state]);

  it('with no login pending, a return naming any login_type fails OAUTH_STATE with the fixed message, in the rejection and the state', async () => {
    const kit = providerKit({ url: `${PAGE}?login_type=${encodeURIComponent(FROZEN)}&code=1` });
    await kit.start();
    const error = await rejection(kit.account.providers.redirectLogin);
    expect(error).toMatchObject({ code: 'OAUTH_STATE', message: 'login fail!' });
    expect(kit.account.providers.state).toMatchObject({ status: 'failed', error: 'login fail!' });
    expect(shown(kit, error)).not.toContain('frozen');
    expect(kit.page.url()).toBe(PAGE);
  });

  it('with a login pending, a return naming another login_type fails OAUTH_STATE before the type is read, whether its state matches or not', async () => {
    for (const forged of [false, true]) {
      const kit = providerKit();
      const state = await startRedirect(kit, 'google');
      kit.page.replaceUrl(`${PAGE}?login_type=${encodeURIComponent(FROZEN)}&code=1&state=${forged ? 'forged' : state}`);
      const error = await rejection(kit.account.handleProviderReturn());
      expect(error).toMatchObject({ code: 'OAUTH_STATE', message: 'login fail!', data: { type: 'google' } });
      expect(shown(kit, error)).not.toContain('frozen');
      expect(exchanges(kit)).toEqual([]);
    }
  });
});
