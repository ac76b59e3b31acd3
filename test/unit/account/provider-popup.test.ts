import { describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../../adapters/fake/fake-clock';
import { createFakeHttp } from '../../../adapters/fake/fake-http';
import { FakePage } from '../../../adapters/fake/fake-page';
import { FakePopup } from '../../../adapters/fake/fake-popup';
import { FakeRandom } from '../../../adapters/fake/fake-random';
import { InMemoryStorage } from '../../../adapters/fake/in-memory-storage';
import { AccountService } from '../../../domain/account/account.service';
import type { ProviderEngineModule } from '../../../domain/account/provider-plugin';
import { openPopupWithinTap } from '../../../domain/account/provider-popup';
import { ProviderStatus } from '../../../domain/account/providers/provider-status';
import { PENDING_LOGIN_KEY } from '../../../domain/account/providers/provider-login';
import { exchanges, PAGE, providerKit, rejection, USER } from './provider-kit';

const fromPopup = (params: Record<string, string>) => ({ origin: 'https://campaign.test', data: { source: 'campaign-kit-oauth', params } });

/** An account built by hand whose provider engine loads when the test says so (or fails to). */
function accountWithSlowEngine() {
  const { http } = createFakeHttp();
  const popup = new FakePopup();
  const status = new ProviderStatus();
  status.configure([{ type: 'line', platform_app_id: 14, client_id: 'line-client', mode: 'popup' }]);
  const engine = {} as { resolve(module: ProviderEngineModule): void; reject(error: unknown): void };
  const loaded = new Promise<ProviderEngineModule>((resolve, reject) => Object.assign(engine, { resolve, reject }));
  const load = vi.fn(() => loaded);
  const account = new AccountService({ http, page: new FakePage({ url: PAGE }), clock: new FakeClock(), storage: new InMemoryStorage(), random: new FakeRandom(1), popup }, { aid: 1128, appId: 'test-app', activityId: 'test-activity', apiOrigin: 'https://campaign.test', ssoOrigin: 'https://campaign.test', providers: { status, load, openPopup: openPopupWithinTap } });
  return { account, popup, engine, load };
}

describe('a popup login opens its popup within the tap (WebKit refuses one after an await of an import)', () => {
  it('the popup is open, empty, when loginWithProvider returns, before the engine and the provider code load', async () => {
    const kit = providerKit();
    const outcome = kit.account.loginWithProvider('line');
    // No await yet: the call's synchronous part opened it.
    expect(kit.popup.opened.map((opened) => [opened.url, opened.name])).toEqual([['about:blank', 'ck-oauth']]);
    await vi.waitFor(() => expect(kit.popup.opened[0]!.navigations).toHaveLength(1));
    const sent = new URL(kit.popup.opened[0]!.url);
    expect(sent.origin + sent.pathname).toBe('https://access.line.me/oauth2/v2.1/authorize');
    const state = sent.searchParams.get('state')!;
    expect(kit.storage.get('session', PENDING_LOGIN_KEY)).toMatchObject({ state, type: 'line', mode: 'popup' });
    kit.popup.receive(fromPopup({ login_type: 'line', code: 'l-code', state }));
    expect(await outcome).toMatchObject({ kind: 'logged-in', result: { userId: USER } });
    expect(kit.popup.opened).toHaveLength(1);
    expect(exchanges(kit)).toHaveLength(1);
  });

  it('the pending login is in session storage as the popup opens (the popup\'s storage is a copy taken then), with the state the provider is sent', async () => {
    const kit = providerKit();
    const open = kit.popup.open.bind(kit.popup);
    const storedAtOpen: unknown[] = [];
    vi.spyOn(kit.popup, 'open').mockImplementation((...args) => {
      storedAtOpen.push(kit.storage.get('session', PENDING_LOGIN_KEY));
      return open(...args);
    });
    const outcome = kit.account.loginWithProvider('line');
    await vi.waitFor(() => expect(kit.popup.opened[0]!.navigations).toHaveLength(1));
    const state = new URL(kit.popup.opened[0]!.url).searchParams.get('state');
    expect(storedAtOpen).toEqual([{ state, type: 'line', mode: 'popup', redirectUri: `${PAGE}?login_type=line` }]);
    kit.popup.opened[0]!.close();
    kit.clock.advance(500);
    expect(await rejection(outcome)).toMatchObject({ code: 'OAUTH', data: { reason: 'popup_closed' } });
  });

  it('the popup opened before the engine load resolved, and got its address only after', async () => {
    const { account, popup, engine, load } = accountWithSlowEngine();
    const outcome = account.loginWithProvider('line');
    expect(popup.opened).toHaveLength(1);
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(popup.opened[0]!.navigations).toEqual([]);
    engine.resolve(await import('../../../domain/account/providers/provider-login'));
    await vi.waitFor(() => expect(popup.opened[0]!.navigations).toHaveLength(1));
    expect(popup.opened[0]!.url).toContain('https://access.line.me/oauth2/v2.1/authorize');
    popup.opened[0]!.close();
    void outcome.catch(() => undefined);
  });

  it('an engine that fails to load closes the popup it opened, never navigated, and rejects with the load error', async () => {
    const { account, popup, engine } = accountWithSlowEngine();
    const outcome = rejection(account.loginWithProvider('line'));
    expect(popup.opened[0]!.closed).toBe(false);
    engine.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await outcome).toBeInstanceOf(TypeError);
    expect(popup.opened[0]!).toMatchObject({ closed: true, navigations: [] });
  });

  it('a login that fails before navigation (Google in an in-app browser) closes its popup', async () => {
    const kit = providerKit({ userAgent: 'Mozilla/5.0 (iPhone) Instagram 300.0' });
    const error = await rejection(kit.account.loginWithProvider('google', { mode: 'popup' }));
    expect(error).toMatchObject({ code: 'OAUTH', message: 'google login is not supported in in-app browsers' });
    expect(kit.popup.opened).toHaveLength(1);
    expect(kit.popup.opened[0]!).toMatchObject({ closed: true, navigations: [] });
    expect(kit.storage.get('session', PENDING_LOGIN_KEY)).toBeUndefined();
  });

  it('a redirect login opens no popup', async () => {
    const kit = providerKit();
    expect(await kit.account.loginWithProvider('line', { mode: 'redirect' })).toEqual({ kind: 'redirecting' });
    expect(kit.popup.opened).toEqual([]);
  });

  it('only a popup the browser really refused falls back: POPUP_BLOCKED with popupFallback fail, else one redirect', async () => {
    const kit = providerKit();
    kit.popup.blockPopups = true;
    expect(await rejection(kit.account.loginWithProvider('line', { popupFallback: 'fail' }))).toMatchObject({ code: 'POPUP_BLOCKED', data: { type: 'line' } });
    expect(kit.page.navigations).toEqual([]);
    expect(await kit.account.loginWithProvider('line')).toEqual({ kind: 'redirecting' });
    expect(kit.page.navigations).toHaveLength(1);
    expect(kit.page.navigations[0]).toContain('https://access.line.me/oauth2/v2.1/authorize');
  });
});
