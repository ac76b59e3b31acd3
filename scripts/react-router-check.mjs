// npm run check:react-router: a fresh React Router 7 app in framework mode (server rendering)
// built from docs/react-router.md against the packed package. Packs the package (after a build;
// `--no-build` reuses dist/), creates the app in a temporary folder outside the repository with
// the files `create-react-router`'s default template starts with (its package.json, config, routes
// and tsconfig, without Tailwind), installs it with the tarball in one `npm install`, writes the
// provider, app/root.tsx and the index route from the code blocks docs/react-router.md marks
// `<!-- react-router:... -->` (so the page and the check cannot drift), and then:
//   1. `react-router typegen && tsc` (the template's typecheck) must pass;
//   2. `react-router build` must pass and print no warning or error (a 'use client' line Vite
//      cannot place, a source map it cannot read);
//   3. `react-router-serve` beside the packaged contract server: the server's HTML holds the
//      widgets (the easy-login widget's 手机号 field, the reserve button's 立即预约) and the
//      stylesheet, request after request (a kit per request);
//   4. in headless Chromium: the page hydrates, logs in by SMS code and reserves; a reload (a
//      returning visitor hydrates) and `?lang=en` (hydrating in zh-CN, then English), with no
//      console warning or error, no page error (a hydration mismatch is one) and no failed request.
// Every server runs in its own process group on a port the check picks, and is stopped at the
// end, also on failure. Exit 1 when a step fails (its output is printed). Needs the npm registry
// and Chromium; about a minute after the build. Not part of npm test (.ci/run runs it).
// Environment: REACT_ROUTER_KEEP=1 keeps the app folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  complaints,
  expectWidgetsInHtml,
  favicon,
  freePort,
  installApp,
  launchChromium,
  log,
  loginAndReserve,
  markedBlock,
  packPackage,
  removeInBackground,
  run,
  startServer,
  stopAllServers,
  watchedPage,
  writeFiles,
} from './adoption/support.mjs';

const DOC = 'docs/react-router.md';
/** React Router 7's last minor that runs on Node 20 (8.x needs Node 22); its packages move in step. */
const REACT_ROUTER = '7.18.4';
/** The template's package.json (create-react-router's default template), without Tailwind. */
const MANIFEST = {
  name: 'react-router-app',
  private: true,
  type: 'module',
  scripts: {
    build: 'react-router build',
    dev: 'react-router dev',
    start: 'react-router-serve ./build/server/index.js',
    typecheck: 'react-router typegen && tsc',
  },
  dependencies: {
    '@react-router/node': REACT_ROUTER,
    '@react-router/serve': REACT_ROUTER,
    isbot: '^5',
    react: '^19',
    'react-dom': '^19',
    'react-router': REACT_ROUTER,
  },
  devDependencies: {
    '@react-router/dev': REACT_ROUTER,
    '@types/node': '^20',
    '@types/react': '^19',
    '@types/react-dom': '^19',
    typescript: '^5',
    vite: '^8',
  },
};

/** The template's other project files, as it has them (its future flags on, so the build prints none of its notices). */
const TEMPLATE_FILES = {
  'react-router.config.ts': `import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
`,
  'vite.config.ts': `import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [reactRouter()] });
`,
  'app/routes.ts': `import { type RouteConfig, index } from '@react-router/dev/routes';

export default [index('routes/home.tsx')] satisfies RouteConfig;
`,
  'tsconfig.json': `${JSON.stringify(
    {
      include: ['**/*', '**/.server/**/*', '**/.client/**/*', '.react-router/types/**/*'],
      compilerOptions: {
        lib: ['DOM', 'DOM.Iterable', 'ES2022'],
        types: ['node', 'vite/client'],
        target: 'ES2022',
        module: 'ES2022',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        rootDirs: ['.', './.react-router/types'],
        esModuleInterop: true,
        verbatimModuleSyntax: true,
        noEmit: true,
        resolveJsonModule: true,
        skipLibCheck: true,
        strict: true,
      },
    },
    null,
    2,
  )}\n`,
  'public/favicon.ico': favicon(),
};

const work = mkdtempSync(join(tmpdir(), 'react-router-check-'));
const app = join(work, 'app');
const bin = (name) => join(app, 'node_modules', '.bin', name);
const block = (name) => markedBlock(DOC, `react-router:${name}`);

let server;
let browser;
try {
  log('building and packing campaign-kit');
  const tarball = packPackage(work);

  log(`a fresh React Router app in ${app}: npm install`);
  const versions = installApp(app, MANIFEST, tarball, ['react-router', 'vite', 'react']);
  writeFiles(app, {
    ...TEMPLATE_FILES,
    'app/campaign-kit.tsx': block('provider'),
    'app/root.tsx': block('root'),
    'app/routes/home.tsx': block('home'),
  });

  const apiPort = await freePort();
  const appPort = await freePort();
  const api = `http://localhost:${apiPort}`;
  const origin = `http://localhost:${appPort}`;

  log('react-router typegen && tsc');
  run('npm', ['run', 'typecheck'], app, 'npm run typecheck');

  log(`react-router build (React Router ${versions['react-router']}, Vite ${versions.vite}, React ${versions.react})`);
  const built = run(bin('react-router'), ['build'], app, 'react-router build', { VITE_CAMPAIGN_KIT_API: api });
  // What the build printed, less the lines Vite 8 prints for React Router 7 itself.
  const buildComplaints = complaints(built).filter((line) => !/The `envFile` option is deprecated/.test(line));
  if (buildComplaints.length > 0) throw new Error(`react-router build printed:\n${buildComplaints.join('\n')}`);

  log(`the contract server on :${apiPort}, react-router-serve on :${appPort}`);
  await startServer(bin('campaign-kit-dev-server'), ['--port', String(apiPort), '--host', 'localhost', '--origin', origin, '--captcha-rate', '0'], app, /contract server: http/);
  server = await startServer(bin('react-router-serve'), ['./build/server/index.js'], app, /\[react-router-serve\] http/, { env: { PORT: String(appPort), HOST: 'localhost' } });

  log('the server HTML holds the widgets and the stylesheet, three requests in a row');
  await expectWidgetsInHtml(`${origin}/`, 3);
  const html = await (await fetch(`${origin}/`)).text();
  if (!/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/.test(html)) throw new Error(`the server HTML links no stylesheet:\n${html.slice(0, 3000)}`);

  log('Chromium: hydrate, log in by SMS and reserve; reload; ?lang=en; no warning or error');
  browser = await launchChromium();
  const { page, context, expectNoProblems } = await watchedPage(browser);
  await page.goto(`${origin}/`);
  await loginAndReserve(page, api);
  expectNoProblems('react-router-serve: hydrating, logging in and reserving');
  await page.reload();
  await page.getByRole('button', { name: '已预约' }).first().waitFor({ timeout: 15_000 });
  expectNoProblems('react-router-serve: reloading the page of a visitor who reserved');
  await page.goto(`${origin}/?lang=en`);
  await page.getByRole('button', { name: 'Reserved' }).first().waitFor({ timeout: 15_000 });
  expectNoProblems('react-router-serve: /?lang=en (hydrating in zh-CN, then speaking English)');
  await context.close();

  const served = complaints(server.output());
  if (served.length > 0) throw new Error(`react-router-serve printed:\n${served.join('\n')}`);
  log('React Router check passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (server) console.error(`--- react-router-serve's output ---\n${server.output().slice(-6000)}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await stopAllServers();
  if (!process.env.REACT_ROUTER_KEEP) removeInBackground(work);
  log('done');
}
