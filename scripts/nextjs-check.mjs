// npm run check:nextjs: a fresh Next.js app (App Router, plus the Pages Router beside it) built
// from docs/nextjs.md against the packed package. Packs the package (after a build; `--no-build`
// reuses dist/), creates the app in a temporary folder outside the repository, installs the
// tarball with next, react and react-dom from the registry, writes the app's files from the
// code blocks docs/nextjs.md marks `<!-- nextjs:... -->` (so the page and the check cannot
// drift), and then:
//   1. `next build` (Turbopack) must pass;
//   2. `next start` beside the packaged contract server: the server's HTML holds the widgets
//      (the easy-login widget's 手机号 field, the reserve button's 立即预约), on both routers;
//   3. in headless Chromium: log in by SMS code and see the reservation, reload (a returning
//      visitor hydrates), open `?lang=en` (the page hydrates in zh-CN, then speaks English) and
//      the Pages Router page, with no console warning or error and no page error (a hydration
//      mismatch shows as a console error);
//   4. `next dev`: the page answers 200 several times, then the file that creates the kit is
//      edited while a page is open in Chromium; the hot update lands, that page still logs in and
//      reserves, the page answers 200 again, and a fresh load shows the widgets, without errors.
// Every server runs in its own process group on a port the check picks, and is stopped at the
// end, also on failure. Exit 1 when a step fails (its output is printed). Needs the npm registry
// and Chromium; about three minutes. Not part of npm test (.ci/run runs it). Environment:
// NEXTJS_KEEP=1 keeps the app folder.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MOBILE,
  delay,
  expectWidgetsInHtml,
  favicon,
  freePort,
  launchChromium,
  log,
  loginAndReserve,
  markedBlock,
  packPackage,
  portFreed,
  removeInBackground,
  run,
  startServer,
  stopAllServers,
  stopServer,
  watchedPage,
} from './adoption/support.mjs';

const DOC = 'docs/nextjs.md';
/** Next 16 builds here with Turbopack on Node 20 (shared/TOOLCHAIN.md); react and react-dom as npm resolves them. */
const DEPENDENCIES = ['next@16', 'react', 'react-dom'];
/** What create-next-app adds for TypeScript. */
const DEV_DEPENDENCIES = ['typescript@5', '@types/react', '@types/react-dom', '@types/node@20'];
/** The text of the provider file that the `next dev` step edits: the contract server's default address. */
const EDITED_TEXT = "'http://localhost:8787'";

const work = mkdtempSync(join(tmpdir(), 'campaign-kit-nextjs-'));
const app = join(work, 'app');
const bin = (name) => join(app, 'node_modules', '.bin', name);

const block = (name) => markedBlock(DOC, `nextjs:${name}`);

function write(path, text) {
  mkdirSync(join(app, path, '..'), { recursive: true });
  writeFileSync(join(app, path), text);
}

/** The app's files: the project files a Next.js app starts with, the rest from docs/nextjs.md. */
function writeApp() {
  write('package.json', JSON.stringify({ name: 'nextjs-app', private: true }, null, 2));
  write('next.config.mjs', "/** @type {import('next').NextConfig} */\nexport default {};\n");
  write(
    'tsconfig.json',
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2017',
          lib: ['dom', 'dom.iterable', 'esnext'],
          allowJs: true,
          skipLibCheck: true,
          strict: true,
          noEmit: true,
          esModuleInterop: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          resolveJsonModule: true,
          isolatedModules: true,
          jsx: 'react-jsx',
          incremental: true,
          plugins: [{ name: 'next' }],
        },
        include: ['next-env.d.ts', '**/*.ts', '**/*.tsx', '.next/types/**/*.ts', '.next/dev/types/**/*.ts'],
        exclude: ['node_modules'],
      },
      null,
      2,
    ),
  );
  // A favicon, as create-next-app gives one: without it the browser's /favicon.ico request is a 404 on the console.
  write('public/favicon.ico', favicon());
  write('app/campaign-kit.tsx', block('provider'));
  write('app/page.tsx', block('page'));
  write('app/layout.tsx', block('layout'));
  // The Pages Router beside it: the same provider file where the doc keeps it, its _app, and its
  // index page under another name (/ is the App Router's).
  write('components/campaign-kit.tsx', block('provider'));
  write('pages/_app.tsx', block('pages-app'));
  write('pages/pages-router.tsx', block('pages-page'));
}

/** Next marks a failed render or request with ⨯ on its console. */
function expectNoServerErrors(server, what) {
  if (/⨯|already initialized/i.test(server.output())) throw new Error(`${what} reported errors`);
}

/** Waits up to `timeoutMs` for a console message of `page` matching `pattern`; a timeout says which message did not come. */
function consoleMessage(page, pattern, timeoutMs) {
  return page.waitForEvent('console', { predicate: (message) => pattern.test(message.text()), timeout: timeoutMs }).catch((error) => {
    throw new Error(`no console message matching ${pattern} within ${timeoutMs / 1000} s`, { cause: error });
  });
}

/**
 * Waits for the edit to reach the open page: Fast Refresh applies it in place ("[Fast Refresh]
 * done"), or, when it cannot, reloads the page ("performing full reload", then a new load).
 */
async function editApplied(page, timeoutMs) {
  const message = await consoleMessage(page, /\[Fast Refresh\] (done|performing full reload)/, timeoutMs);
  if (/full reload/.test(message.text())) await page.waitForEvent('load', { timeout: timeoutMs });
}

let nextServer;
let browser;
try {
  log('building and packing campaign-kit');
  const tarball = packPackage(work);

  log(`a fresh Next.js app in ${app}`);
  writeApp();
  run('npm', ['install', '--no-audit', '--no-fund', tarball, ...DEPENDENCIES], app, 'npm install');
  run('npm', ['install', '-D', '--no-audit', '--no-fund', ...DEV_DEPENDENCIES], app, 'npm install -D');
  const version = JSON.parse(readFileSync(join(app, 'node_modules', 'next', 'package.json'), 'utf8')).version;
  const reactVersion = JSON.parse(readFileSync(join(app, 'node_modules', 'react', 'package.json'), 'utf8')).version;

  const apiPort = await freePort();
  const appPort = await freePort();
  const api = `http://localhost:${apiPort}`;
  const origin = `http://localhost:${appPort}`;
  const env = { NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_CAMPAIGN_KIT_API: api };

  log(`next build (Next.js ${version}, React ${reactVersion}, Turbopack)`);
  run(bin('next'), ['build'], app, 'next build', env);

  log(`the contract server on :${apiPort}, next start on :${appPort}`);
  await startServer(bin('campaign-kit-dev-server'), ['--port', String(apiPort), '--host', 'localhost', '--origin', origin, '--captcha-rate', '0'], app, /contract server: http/);
  nextServer = await startServer(bin('next'), ['start', '--port', String(appPort), '--hostname', 'localhost'], app, /Ready in/, { env });

  log('the server HTML holds the widgets (App Router and Pages Router)');
  await expectWidgetsInHtml(`${origin}/`);
  await expectWidgetsInHtml(`${origin}/pages-router`);

  log('Chromium: log in by SMS and reserve; reload; ?lang=en; the Pages Router page; no warning or error');
  browser = await launchChromium();
  {
    const { page, context, expectNoProblems } = await watchedPage(browser);
    await page.goto(`${origin}/`);
    await loginAndReserve(page, api, MOBILE);
    expectNoProblems('next start: logging in and reserving');
    await page.reload();
    await page.getByRole('button', { name: '已预约' }).first().waitFor({ timeout: 15_000 });
    expectNoProblems('next start: reloading the page of a visitor who reserved');
    await page.goto(`${origin}/?lang=en`);
    await page.getByRole('button', { name: 'Reserved' }).first().waitFor({ timeout: 15_000 });
    expectNoProblems('next start: /?lang=en (hydrating in zh-CN, then speaking English)');
    await page.goto(`${origin}/pages-router`);
    // The visitor's language is stored now (?lang=en chose it).
    await page.getByRole('button', { name: /已预约|Reserved/ }).first().waitFor({ timeout: 15_000 });
    expectNoProblems('next start: the Pages Router page');
    await context.close();
  }
  expectNoServerErrors(nextServer, 'next start');
  await stopServer(nextServer);
  await portFreed(appPort);

  log(`next dev (Turbopack) on :${appPort}: requests before an edit`);
  nextServer = await startServer(bin('next'), ['dev', '--port', String(appPort), '--hostname', 'localhost'], app, /Ready in/, { env });
  await expectWidgetsInHtml(`${origin}/`, 3);

  log('next dev: a page open in Chromium while app/campaign-kit.tsx is edited');
  {
    const { page, context, expectNoProblems } = await watchedPage(browser);
    // The edit must reach a page whose hot-update socket is open: an edit made before it connects
    // is built but never announced to the page, which then waits for a refresh that does not come.
    const pageConsole = [];
    page.on('console', (message) => pageConsole.push(`${message.type()}: ${message.text()}`));
    const connected = consoleMessage(page, /\[HMR\] connected/, 90_000);
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: '获取验证码', disabled: false }).waitFor({ timeout: 30_000 });
    await connected;
    const provider = join(app, 'app', 'campaign-kit.tsx');
    const source = readFileSync(provider, 'utf8');
    if (!source.includes(EDITED_TEXT)) throw new Error(`${DOC}: the provider block no longer holds ${EDITED_TEXT}, the text this check edits`);
    // Next's dev server subscribes the page to its chunks' updates only after the page asks, and
    // takes the subscription's baseline after that, not atomically (its own comment in
    // subscribeToClientHmrEvents says so): an edit landing in between can become part of the
    // baseline and is never announced, and the page cannot tell when the subscription is ready.
    // So when the first edit brings no refresh, a second, different edit follows.
    const firstApplied = editApplied(page, 20_000).then(() => true, () => false);
    writeFileSync(provider, source.replace(EDITED_TEXT, "'http://localhost:8788'"));
    if (!(await firstApplied)) {
      log('next dev: the first edit brought no refresh within 20 s (Next had likely not subscribed the page yet); a second edit');
      const refreshed = editApplied(page, 90_000);
      writeFileSync(provider, source.replace(EDITED_TEXT, "'http://localhost:8789'"));
      await refreshed.catch((error) => {
        throw new Error(`${error.message}; the page's console said:\n${pageConsole.join('\n')}`, { cause: error });
      });
    }
    // The edited module made a new kit and started it (the old one is destroyed): the page works on.
    await loginAndReserve(page, api, '13800000001');
    expectNoProblems('next dev: the open page after the edit (hot update, log in, reserve)');
    await context.close();
  }

  log('next dev: requests after the edit');
  await expectWidgetsInHtml(`${origin}/`, 3);
  {
    const { page, context, expectNoProblems } = await watchedPage(browser);
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: '获取验证码', disabled: false }).waitFor({ timeout: 30_000 });
    expectNoProblems('next dev: a fresh load after the edit');
    await context.close();
  }
  expectNoServerErrors(nextServer, 'next dev');
  log('Next.js check passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (nextServer) console.error(`--- next's output ---\n${nextServer.output().slice(-6000)}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await stopAllServers();
  if (!process.env.NEXTJS_KEEP) {
    log('servers stopped; the app folder is removed in the background');
    removeInBackground(work);
  }
  log('done');
}
