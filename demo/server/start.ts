import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import react from '@vitejs/plugin-react';
import { build, createServer as createViteServer, preview, type Plugin } from 'vite';
import { ESBUILD_TARGETS, LIGHTNINGCSS_TARGETS } from '../../scripts/browser-floor.mjs';
import { packageAliases } from '../../scripts/package-sources.mjs';
import { isApiPath } from './api-paths';
import { createContractApp } from './app';
import { DEV_TOKEN_HEADER, DEV_TOKEN_PARAM, devTokenFor } from './dev-doors';
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
  /**
   * A production build of the page (from {@link buildDemoPage}) to serve instead of Vite's dev
   * server: one script per page instead of hundreds of modules, for the browser tests. Defaults to none.
   */
  built?: string;
  /** The folder of the page that Vite's dev server serves. Defaults to the demo's (`demo/page`). */
  pageRoot?: string;
}

export interface DemoServer {
  /** Origin of both the page and the contract server, e.g. `http://127.0.0.1:5173`. */
  url: string;
  close(): Promise<void>;
  store: ContractStore;
  /** What the `/__dev/` doors ask of callers on other machines when the host is not a loopback one (see `startContractServer`). */
  devToken: string | undefined;
}

const PAGE_ROOT = fileURLToPath(new URL('../page', import.meta.url));
/** The page imports the toolkit by its package names; in the demo they are the source entries. */
const TOOLKIT_ALIASES = packageAliases(fileURLToPath(new URL('../..', import.meta.url)));


/** Builds the demo page for production into `outDir` (for `startDemoServer({ built })`). */
export async function buildDemoPage(outDir: string): Promise<void> {
  await build({
    root: PAGE_ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    resolve: { alias: TOOLKIT_ALIASES },
    // For the package's declared browser floor, as its own build (scripts/browser-floor.mjs): the
    // demo's CSS imports the kit's stylesheets from source, so Lightning CSS adds their prefixes here.
    css: { transformer: 'lightningcss', lightningcss: { targets: LIGHTNINGCSS_TARGETS } },
    // Every HTML page of the demo is an entry.
    build: { outDir, emptyOutDir: true, target: ESBUILD_TARGETS, rollupOptions: { input: readdirSync(PAGE_ROOT).filter((file) => file.endsWith('.html')).map((file) => join(PAGE_ROOT, file)) } },
  });
}

/**
 * One Node HTTP server: the contract server's paths go to the Hono app, everything else to Vite
 * serving the demo page (in middleware mode, its HMR socket on the same server), or to Vite's
 * preview of a production build when `built` is given.
 */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<DemoServer> {
  const { port = 5173, host = '127.0.0.1', captchaRate, quiet = false, built, pageRoot = PAGE_ROOT } = options;
  const devToken = devTokenFor(host);
  if (devToken && !quiet) console.log(`campaign-kit demo on ${host}: dev doors (/__dev/) from other machines: send the header ${DEV_TOKEN_HEADER}: ${devToken} (the dev page: add ?${DEV_TOKEN_PARAM}=${devToken} to its address)`);
  const { app, store } = createContractApp({ captchaRate, log: quiet ? () => {} : (line) => console.log(line), devHosts: [host], devToken }, { host });
  const api = getRequestListener(app.fetch);
  const contract = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (isApiPath(pathname)) {
      void api(req, res);
      return;
    }
    // The page hands out the passport's CSRF cookie, which its passport writes must echo.
    if (!new RegExp(`(?:^|;\\s*)${CSRF_COOKIE}=`).test(req.headers.cookie ?? '')) res.setHeader('set-cookie', csrfCookieHeader());
    next();
  };
  if (built) return { ...(await startPreview({ built, host, port, quiet, contract, store })), devToken };

  const server = createHttpServer();
  const vite = await createViteServer({
    root: pageRoot,
    appType: 'spa',
    plugins: [react()],
    resolve: { alias: TOOLKIT_ALIASES },
    logLevel: quiet ? 'silent' : 'info',
    server: { middlewareMode: true, hmr: { server } },
  });
  server.on('request', (req, res) => contract(req, res, () => vite.middlewares(req, res)));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const { port: boundPort } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${boundPort}`,
    store,
    devToken,
    async close() {
      await vite.close();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Vite's preview of a production build, with the contract server's paths in front of it. */
async function startPreview(options: {
  built: string;
  host: string;
  port: number;
  quiet: boolean;
  contract: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  store: ContractStore;
}): Promise<Omit<DemoServer, 'devToken'>> {
  const { built, host, port, quiet, contract, store } = options;
  const contractPaths: Plugin = {
    name: 'campaign-kit-contract',
    configurePreviewServer(server) {
      server.middlewares.use(contract);
    },
  };
  const server = await preview({
    root: PAGE_ROOT,
    configFile: false,
    appType: 'spa',
    logLevel: quiet ? 'silent' : 'info',
    plugins: [contractPaths],
    build: { outDir: built },
    preview: { host, port, strictPort: port !== 0, open: false },
  });
  const { port: boundPort } = server.httpServer.address() as AddressInfo;
  return { url: `http://${host}:${boundPort}`, store, close: () => server.close() };
}
