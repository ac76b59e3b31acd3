// Everything of the account on the passport web area, imported as ONE lazy module on the first
// call that needs any of it (the passport connection, QR, the password and email logins, app
// authorisation, account management) and built at once from it: one chunk. Split per part, each
// chunk was 1-2 KB, but esbuild then gave every module they share with the first load a chunk of
// its own (eight more files in an SMS page's first load, 1.4 KB gz more), and an account page that
// opens one of these parts usually opens another.
// The account's seldom-used parts ride in the same module (`games`, `loginStatus`, the code behind
// `cache.load`): in a lazy module of their own they cost an SMS page's first load 22 B gz more
// (esbuild's chunk for the modules it then shares with the first load).
import type { BehaviorSubject } from 'rxjs';
import type { BridgePort } from '../../ports/bridge.port';
import type { ApiClient } from '../http/api-client';
import { BindApi } from '../passport/api/bind.api';
import { CancelApi } from '../passport/api/cancel.api';
import { CodeApi } from '../passport/api/code.api';
import { LoginApi } from '../passport/api/login.api';
import { MobileWebApi } from '../passport/api/mobile-web.api';
import { PasswordApi } from '../passport/api/password.api';
import { QrApi } from '../passport/api/qr.api';
import { VerifyApi } from '../passport/api/verify.api';
import { createPassportClients, type PassportClients, type PassportConnection } from '../passport/passport-connection';
import type { AccountCacheState } from './account-cache';
import { AccountCacheLoader } from './account-cache-loader';
import { AccountPassword } from './account-password';
import type { AccountSession } from './account-session';
import type { AccountServiceOptions, AccountPorts } from './account.types';
import { AppAuthLogin } from './app-auth-login';
import { AccountCancellation } from './cancellation';
import { EmailBinding } from './email-binding';
import { GameAccountApi } from './game-account.api';
import { LoginStatus } from './login-status';
import { MobileBinding } from './mobile-binding';
import { PassportLogins } from './passport-logins';
import { QrLogin, type QrLoginOptions } from './qr-login';
import { SecondVerification } from './second-verification';

/** What the account's passport web part is built from. */
export interface PassportWebDeps {
  readonly ports: AccountPorts;
  readonly init: AccountServiceOptions;
  readonly connection: PassportConnection;
  readonly session: AccountSession;
  /** The activity host's client (the game-account logins). */
  readonly activity: ApiClient;
  /** The account cache's state, which the cache's loader fills. */
  readonly cacheState: BehaviorSubject<AccountCacheState>;
  readonly emptyCache: AccountCacheState;
}

/** The account's parts on the passport web area, built together when this module arrives. */
export interface PassportWeb {
  /** The passport client and the single-sign-on host's. */
  readonly clients: PassportClients;
  readonly logins: PassportLogins;
  readonly games: GameAccountApi;
  readonly cacheLoader: AccountCacheLoader;
  readonly loginStatus: LoginStatus;
  readonly mobile: MobileBinding;
  readonly email: EmailBinding;
  readonly password: AccountPassword;
  readonly cancellation: AccountCancellation;
  readonly secondVerification: SecondVerification;
  /** A new QR login each call. */
  loginWithQr(options?: QrLoginOptions): QrLogin;
  /**
   * The app-authorisation login, built on its first call (its options are checked then).
   * @throws CampaignKitError `INVALID_ARGUMENT` for bad `appAuth` options.
   */
  appAuth(bridge: BridgePort): AppAuthLogin;
}

/** Builds the account's passport web part: the passport clients and everything on them. */
export function createPassportWeb(deps: PassportWebDeps): PassportWeb {
  const { ports, init, connection, session } = deps;
  const { clock, page } = ports;
  const clients = createPassportClients(connection);
  const { client, sso } = clients;
  const code = new CodeApi(client);
  const login = new LoginApi(client);
  const verify = new VerifyApi(client);
  const bind = new BindApi(client);
  const games = new GameAccountApi(deps.activity, init.aid);
  let appAuth: AppAuthLogin | undefined;
  return {
    clients,
    logins: new PassportLogins({ session, page, code, login, mobileWeb: new MobileWebApi(sso, connection.mobileWebPaths) }),
    games,
    cacheLoader: new AccountCacheLoader({ session, games, lists: init.lists }, deps.cacheState, deps.emptyCache),
    loginStatus: new LoginStatus(ports),
    mobile: new MobileBinding({ code, verify, bind, session }),
    email: new EmailBinding({ code, bind, session }),
    password: new AccountPassword({ code, password: new PasswordApi(client) }),
    cancellation: new AccountCancellation({ code, verify, cancel: new CancelApi(client), session }),
    secondVerification: new SecondVerification(verify),
    loginWithQr: (options) => new QrLogin({ session, clock, page, qr: new QrApi(client) }, options),
    appAuth: (bridge) => (appAuth ??= new AppAuthLogin({ session, bridge, clock, page, login }, init.appAuth)),
  };
}
