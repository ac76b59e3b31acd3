import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createContractApp, type ContractAppOptions } from './app';
import { DEV_TOKEN_HEADER, DEV_TOKEN_PARAM, devTokenFor, originFor } from './dev-doors';
import { CSRF_COOKIE, csrfCookieHeader } from './routes/passport-csrf';
import { loadSeed } from './seed';
import { seedLines } from './seed-lines';
import type { ContractStore } from './store';

/** Options of {@link startContractServer}: the contract app's, and where it listens. */
export interface ContractServerOptions extends ContractAppOptions {
  /** `0` picks a free port. Defaults to `8787`. */
  readonly port?: number;
  /** Defaults to `'127.0.0.1'`. */
  readonly host?: string;
  /** No call log, no SMS lines, no seed listing. Defaults to `false`. */
  readonly quiet?: boolean;
}

/** A running contract server. */
export interface ContractServer {
  /**
   * Its origin, e.g. `http://localhost:8787` (a server on `127.0.0.1` or `localhost` names itself
   * `localhost`, the host name the page should use too): the kit's `apiOrigin`, `ssoOrigin` and passport origin.
   */
  readonly url: string;
  /** The in-memory store behind it (reservations, sessions, codes). */
  readonly store: ContractStore;
  /**
   * The token the `/__dev/` doors ask of callers on other machines (header `x-dev-token` or
   * parameter `dev_token`), printed at start; undefined on a loopback host, where every caller is
   * on this machine.
   */
  readonly devToken: string | undefined;
  close(): Promise<void>;
}

/**
 * Starts the contract server on its own, without the demo page: the backend a page served
 * elsewhere (a Vite app on another port, listed in `corsOrigins`) or a test points the kit at.
 * Every answer hands a visitor without one the passport's CSRF cookie, as the demo page does.
 * Prints the seeded ids (activity, players, affiliate accounts) unless `quiet`. On a host other
 * machines can reach (not 127.0.0.1, localhost or ::1), the `/__dev/` doors answer only callers on
 * this machine or with the dev token it prints.
 * @throws Error when the port is taken (`EADDRINUSE`) or an origin in `corsOrigins` is not one.
 * @example
 * ```ts
 * const server = await startContractServer({ port: 8787, corsOrigins: ['http://localhost:5173'] });
 * // ... createCampaignKit({ apiOrigin: server.url, ssoOrigin: server.url, passport: { origin: server.url }, ... })
 * await server.close();
 * ```
 */
export async function startContractServer(options: ContractServerOptions = {}): Promise<ContractServer> {
  const { port = 8787, host = '127.0.0.1', quiet = false, ...appOptions } = options;
  const log = quiet ? () => {} : (appOptions.log ?? ((line: string) => console.log(line)));
  const seed = appOptions.seed ?? loadSeed();
  const devToken = appOptions.devToken ?? devTokenFor(host);
  const { app, store } = createContractApp({ ...appOptions, seed, log, devHosts: [host, ...(appOptions.devHosts ?? [])], devToken }, { host });
  const server = createServer(getRequestListener(withCsrfCookie(app).fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: boundPort } = server.address() as AddressInfo;
  const url = originFor(host, boundPort);
  if (!quiet) {
    const origins = appOptions.corsOrigins ?? [];
    console.log(`campaign-kit contract server: ${url}`);
    console.log(origins.length ? `  pages allowed from: ${origins.join(', ')}` : '  pages allowed from: this origin only (pass --origin for another)');
    if (devToken) console.log(`  dev doors (/__dev/) from other machines: send the header ${DEV_TOKEN_HEADER}: ${devToken} (the dev page: add ?${DEV_TOKEN_PARAM}=${devToken} to its address)`);
    for (const line of seedLines(seed, url)) console.log(line);
  }
  return {
    url,
    store,
    devToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The app behind a layer that hands out the passport's CSRF cookie to a visitor who has none. */
function withCsrfCookie(app: Hono): Hono {
  const outer = new Hono();
  outer.use(async (c, next) => {
    await next();
    if (getCookie(c, CSRF_COOKIE) !== undefined) return;
    if (c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`))) return;
    c.res.headers.append('set-cookie', csrfCookieHeader());
  });
  outer.route('/', app);
  return outer;
}
