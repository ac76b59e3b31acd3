import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer } from 'vite';
import { packageAliases } from '../../scripts/package-sources.mjs';
import { isApiPath } from './api-paths';
import { createContractApp } from './app';
import { CSRF_COOKIE, csrfCookieHeader } from './routes/passport-csrf';
import type { ContractStore } from './store';

export interface DemoServerOptions {
  /** `0` picks a free port. Defaults to `5173`. */
  port?: number;
  /** Defaults to `'127.0.0.1'`. */
  host?: string;
  /** Share of code requests answered with a captcha demand, 0..1. Defaults to `0.25`. */
  captchaRate?: number;
  /** No call log, no SMS lines, no Vite output. */
  quiet?: boolean;
}

export interface DemoServer {
  /** Origin of both the page and the contract server, e.g. `http://127.0.0.1:5173`. */
  url: string;
  close(): Promise<void>;
  store: ContractStore;
}

const PAGE_ROOT = fileURLToPath(new URL('../page', import.meta.url));
/** The page imports the toolkit by its package names; in the demo they are the source entries. */
const TOOLKIT_ALIASES = packageAliases(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * One Node HTTP server: the contract server's paths go to the Hono app, everything else to Vite
 * serving the demo page (in middleware mode, its HMR socket on the same server).
 */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { port = 5173, host = '127.0.0.1', captchaRate, quiet = false } = options;
  const { app, store } = createContractApp({ captchaRate, log: quiet ? () => {} : (line) => console.log(line), devHosts: [host] });
  const api = getRequestListener(app.fetch);

  const server = createHttpServer();
  const vite = await createViteServer({
    root: PAGE_ROOT,
    appType: 'spa',
    plugins: [react()],
    resolve: { alias: TOOLKIT_ALIASES },
    logLevel: quiet ? 'silent' : 'info',
    server: { middlewareMode: true, hmr: { server } },
  });
  server.on('request', (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (isApiPath(pathname)) {
      void api(req, res);
      return;
    }
    // The page hands out the passport's CSRF cookie, which its passport writes must echo.
    if (!new RegExp(`(?:^|;\\s*)${CSRF_COOKIE}=`).test(req.headers.cookie ?? '')) res.setHeader('set-cookie', csrfCookieHeader());
    vite.middlewares(req, res);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: boundPort } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${boundPort}`,
    store,
    async close() {
      await vite.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
