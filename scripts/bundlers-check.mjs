// npm run check:bundlers: a fresh Rsbuild app and a fresh webpack app built from
// docs/bundlers.md against the packed package. Packs the package (after a build; `--no-build`
// reuses dist/) and creates each app in a temporary folder outside the repository, installed with
// the tarball in one `npm install`, its files from the code blocks docs/bundlers.md marks
// `<!-- bundlers:... -->` (so the page and the check cannot drift).
// Rsbuild, with the files `npm create rsbuild@latest`'s React and TypeScript template starts with
// (its package.json, rsbuild.config.ts and tsconfig.json) and src/index.tsx from the doc:
//   1. `tsc` with the template's tsconfig.json must pass;
//   2. `rsbuild build` must pass and print no warning or error;
//   3. `rsbuild preview` beside the packaged contract server (`--origin` the preview's address):
//      in headless Chromium the page logs in by SMS code and reserves, with no console warning or
//      error, no page error and no failed request;
//   4. `rsbuild dev`: the same visit, with another visitor, and the dev server prints no warning or
//      error.
// webpack, with the doc's install line, webpack.config.js and the Rsbuild page with the doc's
// webpack API line:
//   5. `webpack --mode production` (ts-loader type-checks) must pass and print no warning or error
//      but webpack's performance hints (a page with React is above its 244 KiB hint);
//   6. the built folder served as a static host would: the same visit;
//   7. `webpack serve --mode development`: the same visit, and the dev server prints no warning or
//      error.
// Every server runs in its own process group on a port the check picks, and is stopped at the
// end, also on failure. Exit 1 when a step fails (its output is printed). Needs the npm registry
// and Chromium; about two minutes after the build. Not part of npm test (.ci/run runs it).
// Environment: BUNDLERS_KEEP=1 keeps the app folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MOBILE,
  complaints,
  favicon,
  freePort,
  installApp,
  launchChromium,
  log,
  loginAndReserve,
  markedBlock,
  packPackage,
  portFreed,
  removeInBackground,
  run,
  serveFolder,
  startServer,
  stopAllServers,
  stopServer,
  watchedPage,
  writeFiles,
} from './adoption/support.mjs';

const DOC = 'docs/bundlers.md';
/** The dev-server visit's own visitor (the preview's visit reserved with MOBILE). */
const DEV_MOBILE = '13800000001';
/** The React and TypeScript template's package.json (create-rsbuild's template-react-ts). */
const RSBUILD_MANIFEST = {
  name: 'rsbuild-app',
  private: true,
  type: 'module',
  scripts: { build: 'rsbuild build', dev: 'rsbuild', preview: 'rsbuild preview' },
  dependencies: { react: '^19', 'react-dom': '^19' },
  devDependencies: {
    // 2.x runs on Node 20.19 or later (its engines field).
    '@rsbuild/core': '^2.3',
    '@rsbuild/plugin-react': '^2.1',
    '@types/node': '^20',
    '@types/react': '^19',
    '@types/react-dom': '^19',
    typescript: '^6',
  },
};
/** The template's other project files, as it has them. */
const RSBUILD_FILES = {
  'rsbuild.config.ts': `import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
});
`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        lib: ['DOM', 'ES2020'],
        jsx: 'react-jsx',
        target: 'ES2020',
        noEmit: true,
        skipLibCheck: true,
        types: ['@rsbuild/core/types', 'node'],
        useDefineForClassFields: true,
        moduleDetection: 'force',
        moduleResolution: 'bundler',
        verbatimModuleSyntax: true,
        resolveJsonModule: true,
        allowImportingTsExtensions: true,
        noUnusedLocals: true,
        noUnusedParameters: true,
      },
      include: ['src'],
    },
    null,
    2,
  )}\n`,
};

/** The webpack app's package.json: what the Rsbuild template has for React and TypeScript, and a script per mode. */
const WEBPACK_MANIFEST = {
  name: 'webpack-app',
  private: true,
  type: 'module',
  scripts: { build: 'webpack --mode production', dev: 'webpack serve --mode development' },
  dependencies: { react: '^19', 'react-dom': '^19' },
  devDependencies: { '@types/node': '^20', '@types/react': '^19', '@types/react-dom': '^19', typescript: '^5' },
};
const WEBPACK_TSCONFIG = `${JSON.stringify(
  {
    compilerOptions: { target: 'ES2020', lib: ['DOM', 'ES2020'], module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, skipLibCheck: true, types: ['node'] },
    include: ['src'],
  },
  null,
  2,
)}\n`;
/** webpack's production warnings about the bundle's size (its `performance` hints), which any React page gets. */
const WEBPACK_SIZE_HINT = /^WARNING in (asset size limit|entrypoint size limit|webpack performance recommendations)/;

/** The doc's webpack install line, as the packages it adds (`npm install -D a b c`). */
function webpackTools() {
  const line = markedBlock(DOC, 'bundlers:webpack-install').split('\n').find((text) => text.startsWith('npm install -D '));
  if (!line) throw new Error(`${DOC}: the bundlers:webpack-install block has no npm install -D line`);
  return line.trim().split(/\s+/).slice(3);
}

/** The webpack page: the Rsbuild page with the doc's webpack API line in place of its own. */
function webpackPage(rsbuildPage) {
  const apiLine = markedBlock(DOC, 'bundlers:webpack-api').trim();
  const page = rsbuildPage.replace(/^const API\b.*$/m, apiLine);
  if (page === rsbuildPage) throw new Error(`${DOC}: the Rsbuild page has no const API line for the webpack one to replace`);
  return page;
}

/** The lines of webpack's build output that report a problem, its size hints (each a paragraph) left out. */
function webpackComplaints(output) {
  const paragraphs = output.split(/\n\s*\n/).filter((paragraph) => !WEBPACK_SIZE_HINT.test(paragraph.trim()));
  return complaints(paragraphs.join('\n')).filter((line) => !/compiled with \d+ warnings?/.test(line));
}

const work = mkdtempSync(join(tmpdir(), 'bundlers-check-'));
const bin = (app, name) => join(app, 'node_modules', '.bin', name);

/** Opens `origin` in a fresh context of `browser`, logs in as `mobile` and reserves; no warning, error or failed request on the way. */
async function visit(browser, origin, api, mobile, where) {
  const { page, context, expectNoProblems } = await watchedPage(browser);
  await page.goto(`${origin}/`);
  await loginAndReserve(page, api, mobile);
  expectNoProblems(where);
  await context.close();
}

/** Throws when `server` printed a warning or an error. */
function expectQuiet(server, what) {
  const lines = complaints(server.output());
  if (lines.length > 0) throw new Error(`${what} printed:\n${lines.join('\n')}`);
}

let browser;
let current;
let host;
try {
  log('building and packing campaign-kit');
  const tarball = packPackage(work);

  const app = join(work, 'rsbuild');
  log(`a fresh Rsbuild app in ${app}: npm install`);
  const versions = installApp(app, RSBUILD_MANIFEST, tarball, ['@rsbuild/core', 'react', 'typescript']);
  writeFiles(app, { ...RSBUILD_FILES, 'src/index.tsx': markedBlock(DOC, 'bundlers:rsbuild-page') });

  const apiPort = await freePort();
  const appPort = await freePort();
  const api = `http://localhost:${apiPort}`;
  const origin = `http://localhost:${appPort}`;

  log(`tsc (TypeScript ${versions.typescript}, the template's tsconfig.json)`);
  run(bin(app, 'tsc'), ['-p', 'tsconfig.json'], app, 'tsc');

  log(`rsbuild build (Rsbuild ${versions['@rsbuild/core']}, React ${versions.react})`);
  const built = run(bin(app, 'rsbuild'), ['build'], app, 'rsbuild build', { PUBLIC_CAMPAIGN_KIT_API: api });
  if (complaints(built).length > 0) throw new Error(`rsbuild build printed:\n${complaints(built).join('\n')}`);

  log(`the contract server on :${apiPort}, rsbuild preview on :${appPort}`);
  await startServer(bin(app, 'campaign-kit-dev-server'), ['--port', String(apiPort), '--host', 'localhost', '--origin', origin, '--captcha-rate', '0'], app, /contract server: http/);
  current = await startServer(bin(app, 'rsbuild'), ['preview', '--port', String(appPort), '--host', 'localhost'], app, /Local:\s+http/);
  browser = await launchChromium();
  log('Chromium: the built page logs in by SMS and reserves, no warning or error');
  await visit(browser, origin, api, MOBILE, 'rsbuild preview');
  expectQuiet(current, 'rsbuild preview');
  await stopServer(current);
  await portFreed(appPort);

  log(`rsbuild dev on :${appPort}: the page logs in again, and the dev server prints no warning or error`);
  current = await startServer(bin(app, 'rsbuild'), ['dev', '--port', String(appPort), '--host', 'localhost'], app, /built in/, { env: { PUBLIC_CAMPAIGN_KIT_API: api }, timeoutMs: 90_000 });
  await visit(browser, origin, api, DEV_MOBILE, 'rsbuild dev');
  expectQuiet(current, 'rsbuild dev');
  await stopServer(current);
  current = undefined;
  await portFreed(appPort);

  const webpackApp = join(work, 'webpack');
  const tools = webpackTools();
  log(`a fresh webpack app in ${webpackApp}: npm install (with ${tools.join(' ')})`);
  const devDependencies = { ...WEBPACK_MANIFEST.devDependencies, ...Object.fromEntries(tools.map((tool) => (/^(@?[^@]+)@(.+)$/.exec(tool) ?? [tool, tool, '*']).slice(1))) };
  const webpackVersions = installApp(webpackApp, { ...WEBPACK_MANIFEST, devDependencies }, tarball, ['webpack', 'webpack-dev-server']);
  writeFiles(webpackApp, {
    'webpack.config.js': markedBlock(DOC, 'bundlers:webpack-config'),
    'tsconfig.json': WEBPACK_TSCONFIG,
    'src/index.tsx': webpackPage(markedBlock(DOC, 'bundlers:rsbuild-page')),
    // The site's icon, which webpack-dev-server serves from public/ (without one, the browser's
    // /favicon.ico request is a 404 on the console).
    'public/favicon.ico': favicon(),
  });
  log(`webpack --mode production (webpack ${webpackVersions.webpack}, ts-loader type-checking)`);
  // Its errors and warnings only: the module list it prints otherwise names files such as errors.js.
  const packed = run(bin(webpackApp, 'webpack'), ['--mode', 'production', '--stats', 'errors-warnings'], webpackApp, 'webpack --mode production', { CAMPAIGN_KIT_API: api });
  if (webpackComplaints(packed).length > 0) throw new Error(`webpack --mode production printed:\n${webpackComplaints(packed).join('\n')}`);
  log(`the built folder served on :${appPort}: the page logs in and reserves`);
  writeFiles(webpackApp, { 'dist/favicon.ico': favicon() }); // deployed beside the build
  host = await serveFolder(join(webpackApp, 'dist'), appPort);
  await visit(browser, origin, api, '13800000002', 'webpack --mode production, served');
  await new Promise((resolve) => host.close(resolve));
  host = undefined;
  await portFreed(appPort);

  log(`webpack serve (webpack-dev-server ${webpackVersions['webpack-dev-server']}) on :${appPort}: the page logs in again, no warning or error`);
  current = await startServer(bin(webpackApp, 'webpack'), ['serve', '--mode', 'development', '--port', String(appPort), '--host', 'localhost'], webpackApp, /compiled (successfully|with)/, { env: { CAMPAIGN_KIT_API: api }, timeoutMs: 120_000 });
  await visit(browser, origin, api, '13800000003', 'webpack serve');
  expectQuiet(current, 'webpack serve');
  log('bundlers check passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (current) console.error(`--- the last server's output ---\n${current.output().slice(-6000)}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  host?.closeAllConnections();
  await new Promise((resolve) => (host ? host.close(resolve) : resolve()));
  await stopAllServers();
  if (!process.env.BUNDLERS_KEEP) removeInBackground(work);
  log('done');
}
