// npm run check:adoption: what a stranger does with the package, end to end, following only the
// README. Packs the package (after a build), creates a fresh Vite + React + TypeScript app in a
// temporary folder outside the repository, installs the tarball and the README's dependencies from
// the registry, writes the app from the README's "Use on a page" code block and its test from the
// "Test with the contract server" block, and then:
//   1. type-checks it with TypeScript's strict options,
//   2. builds it with Vite,
//   3. starts the packaged contract server (`campaign-kit-dev-server --origin <the app>`), checks
//      that the dev page address it prints answers with the page, starts the built app (vite
//      preview) on its own port, with no proxy, and in headless Chromium logs in by SMS code (the
//      widget then reserves),
//   4. starts the Vite dev server (`vite`), opens the page in Chromium and logs in again there: the
//      dev server logs no error or warning (a missing source map, an unresolved import...),
//   5. runs the README's vitest test against campaign-kit/testing and the in-process contract server,
//   6. with axios installed (an optional peer: the README's installs must not bring it, nor the fetch
//      build bundle it), builds the page again with the README's "adoption:axios" transport
//      (`new AxiosHttpAdapter(axios)`), sees axios in the bundle, and logs in and reserves again.
// The type check runs without Vite's client types and with `noUncheckedSideEffectImports`, so the
// stylesheet imports type-check from the package's own declarations.
// Exit 1 when a step fails (its output is printed). Needs the npm registry; about two minutes.
// Not part of npm test. Environment: ADOPTION_KEEP=1 keeps the app folder.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MOBILE, launchChromium, log, loginAndReserve, markedBlock, packPackage, portFreed, removeInBackground, run, startServer, stopAllServers, stopServer } from './adoption/support.mjs';

const API_PORT = 8787;
const PAGE_PORT = 5173;
/** The dev-server visit's own visitor (the first visit reserved with MOBILE). */
const DEV_MOBILE = '13800000001';
/** The axios visit's own visitor. */
const AXIOS_MOBILE = '13800000002';
const work = mkdtempSync(join(tmpdir(), 'campaign-kit-adoption-'));
const app = join(work, 'app');

/** The code block that follows `<!-- adoption:{name} -->` in the README. */
const readmeBlock = (name) => markedBlock('README.md', `adoption:${name}`);

/** The README's `npm install ...` lines for an app, as argument lists (comments dropped). */
function readmeInstalls() {
  const lines = readmeBlock('install').split('\n').filter((text) => text.startsWith('npm install '));
  if (lines.length === 0) throw new Error('README.md: the adoption:install block has no npm install line');
  return lines.map((line) => line.replace(/#.*/, '').trim().split(/\s+/).slice(2));
}

/** What `npm create vite@latest -- --template react-ts` starts an app with (the README's starting point). */
const VITE_TEMPLATE = { dependencies: ['react', 'react-dom'], devDependencies: ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'] };

/** The dev page at the address the packaged server printed (`dev page: http://.../__dev/`): 200, HTML. */
async function checkPrintedDevPage(server) {
  const address = /dev page: (http\S+\/__dev\/)/.exec(server.output())?.[1];
  if (!address) throw new Error(`the contract server printed no dev page address:\n${server.output()}`);
  const answer = await fetch(address);
  const type = answer.headers.get('content-type') ?? '';
  if (answer.status !== 200 || !type.startsWith('text/html')) throw new Error(`GET ${address} answered ${answer.status} ${type}, not the dev page`);
}

/** The README's page with the transport of its "adoption:axios" block: its imports, its `transport:` line. */
function axiosPage() {
  const block = readmeBlock('axios').split('\n');
  const imports = block.filter((line) => line.startsWith('import '));
  const transport = block.find((line) => /^\s*transport:/.test(line));
  const page = readmeBlock('page');
  if (imports.length === 0 || !transport || !page.includes('createCampaignKit({\n')) throw new Error('README.md: the adoption:axios block has no imports or transport line, or the page no createCampaignKit({');
  return `${imports.join('\n')}\n${page.replace('createCampaignKit({\n', `createCampaignKit({\n  ${transport.trim()}\n`)}`;
}

/** True when the built page's scripts hold axios (its AxiosError class). */
function bundlesAxios() {
  const assets = join(app, 'dist', 'assets');
  return readdirSync(assets).some((file) => file.endsWith('.js') && readFileSync(join(assets, file), 'utf8').includes('AxiosError'));
}

async function loginAndReserveInChromium(mobile = MOBILE) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://localhost:${PAGE_PORT}/`);
    await loginAndReserve(page, `http://localhost:${API_PORT}`, mobile);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

try {
  log('building and packing campaign-kit');
  const tarball = packPackage(work);

  log(`a fresh app in ${app}`);
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'adoption-app', private: true, type: 'module' }, null, 2));
  run('npm', ['install', '--no-audit', '--no-fund', ...VITE_TEMPLATE.dependencies], app, 'npm install (the Vite template)');
  run('npm', ['install', '-D', '--no-audit', '--no-fund', ...VITE_TEMPLATE.devDependencies], app, 'npm install -D (the Vite template)');
  for (const args of readmeInstalls()) {
    log(`npm install ${args.join(' ')}`);
    run('npm', ['install', '--no-audit', '--no-fund', ...args.map((word) => (word === 'campaign-kit' ? tarball : word))], app, `npm install ${args.join(' ')}`);
  }

  if (existsSync(join(app, 'node_modules', 'axios'))) throw new Error('npm install campaign-kit installed axios: it is an optional peer dependency');
  log('no axios installed');

  writeFileSync(join(app, 'index.html'), '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Campaign</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n');
  writeFileSync(join(app, 'src', 'main.tsx'), readmeBlock('page'));
  writeFileSync(join(app, 'src', 'campaign.test.ts'), readmeBlock('test'));
  writeFileSync(join(app, 'vite.config.ts'), "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n");
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          noUncheckedIndexedAccess: true,
          exactOptionalPropertyTypes: true,
          noImplicitOverride: true,
          skipLibCheck: false,
          noEmit: true,
          types: [],
          noUncheckedSideEffectImports: true,
        },
        include: ['src'],
      },
      null,
      2,
    ),
  );

  log('type check (strict)');
  run('npx', ['tsc', '-p', 'tsconfig.json'], app, 'tsc');
  log('vite build');
  run('npx', ['vite', 'build'], app, 'vite build');
  if (bundlesAxios()) throw new Error('the page on the fetch transport bundles axios');

  log(`the contract server on :${API_PORT}, the built app on :${PAGE_PORT}`);
  const contract = await startServer(join(app, 'node_modules', '.bin', 'campaign-kit-dev-server'), ['--port', String(API_PORT), '--host', 'localhost', '--origin', `http://localhost:${PAGE_PORT}`, '--captcha-rate', '0'], app, /dev page: http\S+\/__dev\//);
  log('the dev page it printed answers');
  await checkPrintedDevPage(contract);
  const preview = await startServer(join(app, 'node_modules', '.bin', 'vite'), ['preview', '--port', String(PAGE_PORT), '--strictPort', '--host', 'localhost'], app, /localhost:5173/);
  log('Chromium: log in by SMS code and reserve, across origins');
  await loginAndReserveInChromium();
  await stopServer(preview);
  await portFreed(PAGE_PORT);

  log('vite (the dev server): the page logs in again, and the server logs no error or warning');
  const dev = await startServer(join(app, 'node_modules', '.bin', 'vite'), ['--port', String(PAGE_PORT), '--strictPort', '--host', 'localhost'], app, /localhost:5173/);
  await loginAndReserveInChromium(DEV_MOBILE);
  const complaints = dev.output().split('\n').filter((line) => /error|warn|failed|ENOENT/i.test(line));
  if (complaints.length > 0) throw new Error(`the Vite dev server logged:\n${complaints.join('\n')}`);

  log('vitest with campaign-kit/testing and the contract server');
  run('npx', ['vitest', 'run'], app, 'vitest');
  await stopServer(dev);
  await portFreed(PAGE_PORT);

  log('npm install axios; the page on the AxiosHttpAdapter (the README\'s adoption:axios block)');
  run('npm', ['install', '--no-audit', '--no-fund', 'axios'], app, 'npm install axios');
  writeFileSync(join(app, 'src', 'main.tsx'), axiosPage());
  run('npx', ['tsc', '-p', 'tsconfig.json'], app, 'tsc (axios transport)');
  run('npx', ['vite', 'build'], app, 'vite build (axios transport)');
  if (!bundlesAxios()) throw new Error('the page on the AxiosHttpAdapter bundles no axios');
  const axiosPreview = await startServer(join(app, 'node_modules', '.bin', 'vite'), ['preview', '--port', String(PAGE_PORT), '--strictPort', '--host', 'localhost'], app, /localhost:5173/);
  log('Chromium: log in by SMS code and reserve, through axios');
  await loginAndReserveInChromium(AXIOS_MOBILE);
  await stopServer(axiosPreview);
  log('adoption check passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAllServers();
  if (!process.env.ADOPTION_KEEP) removeInBackground(work);
}
