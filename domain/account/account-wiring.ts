import type { Subject } from '../shared/observable';
import { CampaignKitError, notInitializedMessage } from '../../ports/errors';
import { ApiClient } from '../http/api-client';
import { CSRF_COOKIE } from '../passport/passport.config';
import type { Store } from '../shared/state-source';
import { AccountCache } from './account-cache';
import { AccountSession, type AccountState } from './account-session';
import type { AccountInit, AccountPorts } from './account.types';
import type { AccountUser } from './account-user';
import type { AppAuthLogin } from './app-auth-login';
import { SsoCodeRoute, type CodeRoute } from './code-route';
import { GameAccountApi } from './game-account.api';
import { loadOnce } from './load-once';
import { PassportLink } from './passport-link';
import type { PassportLogins } from './passport-logins';
import type { ProviderLogin } from './providers/provider-login';
import { PROVIDERS_MISSING_MESSAGE } from './provider-plugin';
import { SsoApi } from './sso.api';

/** The collaborators of an initialised account; the passport-side ones load on first use. */
export interface AccountParts {
  readonly init: AccountInit;
  readonly session: AccountSession;
  readonly passport: PassportLink;
  readonly games: GameAccountApi;
  readonly cache: AccountCache;
  /** The code route `init.sms` chose: built in for `sso`, imported with the passport logins otherwise. */
  readonly codeRoute: () => Promise<CodeRoute>;
  readonly logins: () => Promise<PassportLogins>;
  readonly providers: () => Promise<ProviderLogin>;
  readonly appAuth: () => Promise<AppAuthLogin>;
}

/**
 * Builds the account's collaborators from its ports and its (validated) init options: the
 * session over the single-sign-on and activity calls, the passport link, and the loaders of the
 * parts that are imported on first use.
 */
export function wireAccount(
  ports: AccountPorts,
  init: AccountInit,
  shared: { readonly store: Store<AccountState>; readonly loggedIn: Subject<AccountUser> },
): AccountParts {
  const { http, page, clock, storage, challenges, scriptLoader, signer, bridge, random, popup } = ports;
  const { mobileWebPaths, origin, ...config } = init.passport ?? {};
  const passport = new PassportLink({
    ports: { http, page, scriptLoader, signer, challenges },
    config: { ...config, aid: init.aid, origin: origin ?? init.ssoOrigin },
    ssoOrigin: init.ssoOrigin,
    mobileWebPaths,
  });
  const sso = new SsoApi(new ApiClient(http, init.ssoOrigin), init.aid, () => page.cookie(CSRF_COOKIE));
  const session = new AccountSession({
    store: shared.store,
    loggedIn: shared.loggedIn,
    page,
    storage,
    activity: new ApiClient(http, init.apiOrigin),
    sso,
    appId: init.appId,
    activityId: init.activityId,
    logoutUrls: { sso: (next) => passport.logoutUrl('sso', next), passport: (next) => passport.logoutUrl('passport', next) },
  });
  const logins = loadOnce(async () => (await import('./passport-web')).createPassportLogins({ session, page, passport, mobileWebPaths }));
  const sms = init.sms ?? 'sso';
  const ssoRoute = new SsoCodeRoute({ sso, page, clock, random, challenges }, init);
  const codeRoute = sms === 'sso' ? async () => ssoRoute : loadOnce(async () => (await logins()).codeRoute(sms));
  const providers = loadOnce(async () => {
    const plugin = init.providers;
    if (!plugin) throw new CampaignKitError('FEATURE_MISSING', PROVIDERS_MISSING_MESSAGE);
    if (!storage || !random) throw new CampaignKitError('NOT_INITIALIZED', notInitializedMessage('Account providers (storage and random ports)'));
    const { createProviderLogin } = await plugin.load();
    return createProviderLogin({ status: plugin.status, session, passport, page, storage, random, clock, popup });
  });
  const appAuth = loadOnce(async () => {
    if (!bridge) throw new CampaignKitError('NOT_INITIALIZED', notInitializedMessage('Account app authorisation (bridge port)'));
    return (await import('./passport-web')).createAppAuthLogin({ session, passport, bridge, clock, page }, init.appAuth);
  });
  const games = new GameAccountApi(new ApiClient(http, init.apiOrigin), init.aid);
  return { init, session, passport, games, cache: new AccountCache({ session, games, lists: init.lists }), codeRoute, logins, providers, appAuth };
}
