import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { corsFor, logRefusedOrigins } from './cors';
import { devDoorsGuard } from './dev-doors';
import { forcedResponses, logCalls } from './middleware';
import { activityRoutes } from './routes/activity';
import { captchaRoutes } from './routes/captcha';
import { contentRoutes } from './routes/content';
import { contentServiceRoutes } from './routes/content-service';
import { ContentCatalogue } from './state/content-catalogue';
import { SiteContent } from './state/site-content';
import { devRoutes } from './routes/dev';
import { DEV_STATE_PATH, devPageRoutes } from './dev-page/routes';
import { networkHosts } from './dev-page/network';
import { CallLog } from './state/call-log';
import { passportDevRoutes } from './routes/passport-dev';
import { affiliateRoutes } from './routes/affiliate';
import { passportWebRoutes } from './routes/passport-web';
import { passportRegisterRoutes } from './routes/passport-register';
import { passportQrRoutes } from './routes/passport-qr';
import { passportCsrf } from './routes/passport-csrf';
import { oauthRoutes } from './routes/oauth';
import { mobileWebRoutes } from './routes/mobile-web';
import { gameAccountRoutes } from './routes/game-account';
import { OAuthGrants } from './state/oauth-grants';
import { ssoRoutes } from './routes/sso';
import { loadSeed, type Seed } from './seed';
import { PassportDirectory } from './state/passport-directory';
import { ContractStore } from './store';
import { gameRoutes } from './routes/game';
import { locationRoutes } from './routes/location';
import { mailRoutes } from './routes/mail';
import { monitorDevRoutes, monitoringRoutes } from './routes/monitoring';
import { shareRoutes } from './routes/share';
import { weixinRoutes } from './routes/weixin';
import { PlatformState } from './state/platform-state';
import { BODY_LIMIT_BYTES } from './state/limits';

export interface ContractAppOptions {
  /** Defaults to `assets/seed.json`. */
  seed?: Seed;
  /** Share of code requests answered with a captcha demand, 0..1. Defaults to `0.25`. */
  captchaRate?: number;
  /** How long an SMS code stays valid. Defaults to `300000` ms (5 minutes). */
  codeTtlMs?: number;
  /** Receives one line per call (but the dev page's reads of `/__dev/state`), each SMS code and each captcha answer. Defaults to `console.log`. */
  log?: (line: string) => void;
  /** Numbers in [0, 1) for codes, captchas and the captcha share. Defaults to `Math.random`. */
  random?: () => number;
  /** Epoch ms, for code expiry and the resend interval. Defaults to `Date.now`. */
  now?: () => number;
  /** Host names the `/__dev/` doors answer on besides localhost, 127.0.0.1 and [::1]. Defaults to none. */
  devHosts?: readonly string[];
  /**
   * For a server other machines can reach: the `/__dev/` doors then answer only callers on this
   * machine (the connection comes from a loopback address) or requests that carry this token, as
   * the `x-dev-token` header or the `dev_token` query parameter. `startContractServer` makes one
   * when its host is not a loopback one. Defaults to none.
   */
  devToken?: string;
  /**
   * Origins of pages served elsewhere (a user's app on another port) that may call this server
   * from the browser with cookies: CORS answers for them, the `/__dev/` doors accept them, and
   * logout (`/logout/?page=`, `/passport/web/logout/?next=`) may go back to them.
   * Exact origins such as `http://localhost:5173`. Defaults to none (same-origin pages only).
   */
  corsOrigins?: readonly string[];
}

/**
 * The contract server of docs/wire-contract.md as a Hono app, with its in-memory store.
 * @example
 * const { app } = createContractApp({ captchaRate: 0, log: () => {} });
 * const answer = await app.request('/act/demo-app/passport/login_check?activity_id=demo-activity');
 * @param listening - where the server listens, when it does (startContractServer, startDemoServer): the dev page tells a phone's addresses from it.
 */
export function createContractApp(options: ContractAppOptions = {}, listening?: { readonly host: string }): { app: Hono; store: ContractStore } {
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? Date.now;
  const store = new ContractStore(
    options.seed ?? loadSeed(),
    { captchaRate: options.captchaRate ?? 0.25, codeTtlMs: options.codeTtlMs ?? 5 * 60_000 },
    now,
    options.random ?? Math.random,
  );
  const passport = new PassportDirectory(now, options.random ?? Math.random);
  const calls = new CallLog();

  const app = new Hono();
  // Logged first, so that preflights (which CORS answers itself) get their line too.
  app.use(logCalls(log, calls, now, new Set([DEV_STATE_PATH])));
  app.use(logRefusedOrigins(options.corsOrigins ?? [], log));
  app.use(corsFor(options.corsOrigins ?? []));
  app.use(bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: (c) => c.json({ message: `the body is over ${BODY_LIMIT_BYTES} bytes (the contract server's limit)` }, 413) }));
  app.use('/__dev/*', devDoorsGuard([...(options.devHosts ?? []), ...networkHosts(listening?.host)], options.corsOrigins, options.devToken));
  app.use(forcedResponses(store));
  app.route('/', devPageRoutes({ store, passport, calls, now }, listening?.host));
  app.route('/', ssoRoutes(store, log, options.corsOrigins));
  app.route('/', activityRoutes(store));
  app.route('/', contentRoutes(new SiteContent()));
  app.route('/', contentServiceRoutes(new ContentCatalogue()));
  app.route('/__dev', devRoutes(store));
  app.use('/passport/web/*', passportCsrf(passport));
  app.route('/passport/web', passportWebRoutes(store, passport, log, options.corsOrigins));
  app.route('/passport/web', passportRegisterRoutes(store, passport, log));
  app.route('/passport/web', passportQrRoutes(store, passport, log));
  const grants = new OAuthGrants();
  const oauth = oauthRoutes(store, grants, log, passport);
  app.route('/passport/web', oauth.passport);
  app.route('/oauth', oauth.provider);
  app.route('/', mobileWebRoutes(store, passport, grants, log));
  app.route('/', gameAccountRoutes(store));
  app.route('/captcha', captchaRoutes(passport.slides));
  app.route('/__dev/passport', passportDevRoutes(passport, grants));
  const affiliate = affiliateRoutes(passport, now, log);
  app.route('/passport/aff/web', affiliate.routes);
  app.route('/__dev/affiliate', affiliate.dev);
  const platform = new PlatformState();
  app.route('/', gameRoutes(store, platform));
  app.route('/', locationRoutes(store, platform));
  app.route('/', mailRoutes(platform));
  app.route('/', shareRoutes(platform, options.corsOrigins));
  app.route('/', weixinRoutes(platform, now));
  app.route('/', monitoringRoutes(store, now));
  app.route('/__dev', monitorDevRoutes(store));
  app.notFound((c) => c.json({ message: 'not found', path: c.req.path }, 404));
  app.onError((error, c) => {
    log(`[error] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json({ message: 'internal error' }, 500);
  });
  return { app, store };
}
