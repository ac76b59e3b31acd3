import { Hono } from 'hono';
import { forcedResponses, logCalls } from './middleware';
import { activityRoutes } from './routes/activity';
import { devRoutes } from './routes/dev';
import { ssoRoutes } from './routes/sso';
import { loadSeed, type Seed } from './seed';
import { ContractStore } from './store';

export interface ContractAppOptions {
  /** Defaults to `seed.json` beside this file. */
  seed?: Seed;
  /** Share of code requests answered with a captcha demand, 0..1. Defaults to `0.25`. */
  captchaRate?: number;
  /** How long an SMS code stays valid. Defaults to `300000` ms (5 minutes). */
  codeTtlMs?: number;
  /** Receives one line per call, each SMS code and each captcha answer. Defaults to `console.log`. */
  log?: (line: string) => void;
  /** Numbers in [0, 1) for codes, captchas and the captcha share. Defaults to `Math.random`. */
  random?: () => number;
  /** Epoch ms, for code expiry and the resend interval. Defaults to `Date.now`. */
  now?: () => number;
}

/**
 * The contract server of docs/wire-contract.md as a Hono app, with its in-memory store.
 * @example
 * const { app } = createContractApp({ captchaRate: 0, log: () => {} });
 * const answer = await app.request('/act/demo-app/passport/login_check?activity_id=demo-activity');
 */
export function createContractApp(options: ContractAppOptions = {}): { app: Hono; store: ContractStore } {
  const log = options.log ?? ((line: string) => console.log(line));
  const store = new ContractStore(
    options.seed ?? loadSeed(),
    { captchaRate: options.captchaRate ?? 0.25, codeTtlMs: options.codeTtlMs ?? 5 * 60_000 },
    options.now ?? Date.now,
    options.random ?? Math.random,
  );

  const app = new Hono();
  app.use(logCalls(log));
  app.use(forcedResponses(store));
  app.route('/', ssoRoutes(store, log));
  app.route('/', activityRoutes(store));
  app.route('/__dev', devRoutes(store));
  app.notFound((c) => c.json({ message: 'not found', path: c.req.path }, 404));
  app.onError((error, c) => {
    log(`[error] ${c.req.method} ${c.req.path}: ${error.stack ?? error.message}`);
    return c.json({ message: 'internal error' }, 500);
  });
  return { app, store };
}
