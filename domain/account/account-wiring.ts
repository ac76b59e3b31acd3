import { BehaviorSubject, type Subject } from 'rxjs';
import { CampaignKitError, notInitializedMessage } from '../../ports/errors';
import { ApiClient } from '../http/api-client';
import type { PassportClients, PassportConnection } from '../passport/passport-connection';
import { CSRF_COOKIE } from '../passport/passport.config';
import { accountCache, EMPTY_ACCOUNT_CACHE, type AccountCache, type AccountCacheState } from './account-cache';
import { AccountSession, type AccountState } from './account-session';
import type { AccountServiceOptions, AccountPorts } from './account.types';
import type { AccountUser } from './account-user';
import type { AppAuthLogin } from './app-auth-login';
import { SsoCodeRoute, type CodeRoute } from './code-route';
import { loadOnce } from '../shared/load-once';
import { PassportLink } from './passport-link';
import type { PassportWeb } from './passport-web';
import type { ProviderLogin } from './providers/provider-login';
import { PROVIDERS_MISSING_MESSAGE } from './provider-plugin';
import { SsoApi } from './sso.api';

/** The collaborators of an initialised account; the passport-side ones load on first use. */
export interface AccountParts {
  readonly init: AccountServiceOptions;
  readonly session: AccountSession;
  readonly passport: PassportLink;
  /** The account's passport web part, imported and built on its first use (a failed import is tried again on the next). */
  readonly web: () => Promise<PassportWeb>;
  /** The account cache: its state now, its loading code on the first `load`. */
  readonly cache: AccountCache;
  /** The code route `init.sms` chose: built in for `sso`, the passport web part's otherwise. */
  readonly codeRoute: () => Promise<CodeRoute>;
  readonly providers: () => Promise<ProviderLogin>;
  /** @throws CampaignKitError `NOT_INITIALIZED` without a bridge port, before anything is imported. */
  readonly appAuth: () => Promise<AppAuthLogin>;
}

/**
 * Builds the account's collaborators from its ports and its (validated) init options: the
 * session over the single-sign-on and activity calls, the passport link, and the loaders of the
 * parts that are imported on first use.
 */
export function wireAccount(
  ports: AccountPorts,
  init: AccountServiceOptions,
  shared: { readonly state: BehaviorSubject<AccountState>; readonly loggedIn: Subject<AccountUser> },
): AccountParts {
  const { http, page, clock, storage, challenges, scriptLoader, signer, bridge, random, popup } = ports;
  const { mobileWebPaths, origin, ...config } = init.passport ?? {};
  const connection: PassportConnection = {
    ports: { http, page, scriptLoader, signer, challenges },
    config: { ...config, aid: init.aid, origin: origin ?? init.ssoOrigin },
    ssoOrigin: init.ssoOrigin,
    mobileWebPaths,
  };
  const passport = new PassportLink(connection, async (): Promise<PassportClients> => (await web()).clients);
  const sso = new SsoApi(new ApiClient(http, init.ssoOrigin), init.aid, () => page.cookie(CSRF_COOKIE));
  const activity = new ApiClient(http, init.apiOrigin);
  const session = new AccountSession({
    state: shared.state,
    loggedIn: shared.loggedIn,
    page,
    storage,
    activity,
    sso,
    appId: init.appId,
    activityId: init.activityId,
    logoutUrls: { sso: (next) => passport.logoutUrl('sso', next), passport: (next) => passport.logoutUrl('passport', next) },
  });
  const cacheState = new BehaviorSubject<AccountCacheState>(EMPTY_ACCOUNT_CACHE);
  const web = loadOnce(async () =>
    (await import('./passport-web')).createPassportWeb({ ports, init, connection, session, activity, cacheState, emptyCache: EMPTY_ACCOUNT_CACHE }),
  );
  const sms = init.sms ?? 'sso';
  const ssoRoute = new SsoCodeRoute({ sso, page, clock, random, challenges }, init);
  const codeRoute = sms === 'sso' ? async () => ssoRoute : async () => (await web()).logins.codeRoute(sms);
  const providers = loadOnce(async () => {
    const plugin = init.providers;
    if (!plugin) throw new CampaignKitError('FEATURE_MISSING', PROVIDERS_MISSING_MESSAGE);
    if (!storage || !random) throw new CampaignKitError('NOT_INITIALIZED', notInitializedMessage('Account providers (storage and random ports)'));
    const { createProviderLogin } = await plugin.load();
    return createProviderLogin({ status: plugin.status, session, passport, page, storage, random, clock, popup, takeReturn: plugin.takeReturn });
  });
  const appAuth = async () => {
    if (!bridge) throw new CampaignKitError('NOT_INITIALIZED', notInitializedMessage('Account app authorisation (bridge port)'));
    return (await web()).appAuth(bridge);
  };
  const cache = accountCache(cacheState, async () => (await web()).cacheLoader);
  return { init, session, passport, web, cache, codeRoute, providers, appAuth };
}
