// npm run check:bundlers: a fresh Rsbuild app built from docs/bundlers.md against the packed
// package. Packs the package (after a build; `--no-build` reuses dist/), creates the app in a
// temporary folder outside the repository with the files `npm create rsbuild@latest`'s React and
// TypeScript template starts with (its package.json, rsbuild.config.ts and tsconfig.json),
// installs it with the tarball in one `npm install`, writes src/index.tsx from the code block
// docs/bundlers.md marks `<!-- bundlers:rsbuild-page -->` (so the page and the check cannot
// drift), and then:
//   1. `tsc` with the template's tsconfig.json must pass;
//   2. `rsbuild build` must pass and print no warning or error;
//   3. `rsbuild preview` beside the packaged contract server (`--origin` the preview's address):
//      in headless Chromium the page logs in by SMS code and reserves, with no console warning or
//      error, no page error and no failed request;
//   4. `rsbuild dev`: the same visit, with another visitor, and the dev server prints no warning or
//      error.
// Every server runs in its own process group on a port the check picks, and is stopped at the
// end, also on failure. Exit 1 when a step fails (its output is printed). Needs the npm registry
// and Chromium; about a minute after the build. Not part of npm test (.ci/run runs it).
// Environment: BUNDLERS_KEEP=1 keeps the app folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  MOBILE,
  complaints,
  freePort,
  installApp,
  launchChromium,
  log,
  loginAndReserve,
  markedBlock,
  packPackage,
  portFreed,
  run,
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
  log('bundlers check passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (current) console.error(`--- the last server's output ---\n${current.output().slice(-6000)}`);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await stopAllServers();
  if (!process.env.BUNDLERS_KEEP) rmSync(work, { recursive: true, force: true });
  log('done');
}
