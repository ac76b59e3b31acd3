// npm run check:adoption: what a stranger does with the package, end to end, following only the
// README. Packs the package (after a build), creates a fresh Vite + React + TypeScript app in a
// temporary folder outside the repository, installs the tarball and the README's dependencies from
// the registry, writes the app from the README's "Use on a page" code block and its test from the
// "Test with the contract server" block, and then:
//   1. type-checks it with TypeScript's strict options,
//   2. builds it with Vite,
//   3. starts the packaged contract server (`campaign-kit-dev-server --origin <the app>`) and the
//      built app (vite preview) on their own ports, with no proxy, and in headless Chromium logs in
//      by SMS code (the widget then reserves),
//   4. runs the README's vitest test against campaign-kit/testing and the in-process contract server.
// Exit 1 when a step fails (its output is printed). Needs the npm registry; about two minutes.
// Not part of npm test. Environment: ADOPTION_KEEP=1 keeps the app folder.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const API_PORT = 8787;
const PAGE_PORT = 5173;
const MOBILE = '13800000000';
const started = performance.now();
const work = mkdtempSync(join(tmpdir(), 'campaign-kit-adoption-'));
const app = join(work, 'app');
const children = [];

const log = (line) => console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);

function run(command, args, cwd, what) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) throw new Error(`${what} failed (${command} ${args.join(' ')}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The code block that follows `<!-- adoption:{name} -->` in the README. */
function readmeBlock(name) {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const marker = readme.indexOf(`<!-- adoption:${name} -->`);
  if (marker < 0) throw new Error(`README.md has no <!-- adoption:${name} --> block`);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(readme.slice(marker));
  if (!block) throw new Error(`README.md: no code block after <!-- adoption:${name} -->`);
  return block[1];
}

/** The README's `npm install ...` lines for an app, as argument lists (comments dropped). */
function readmeInstalls() {
  const lines = readmeBlock('install').split('\n').filter((text) => text.startsWith('npm install '));
  if (lines.length === 0) throw new Error('README.md: the adoption:install block has no npm install line');
  return lines.map((line) => line.replace(/#.*/, '').trim().split(/\s+/).slice(2));
}

/** What `npm create vite@latest -- --template react-ts` starts an app with (the README's starting point). */
const VITE_TEMPLATE = { dependencies: ['react', 'react-dom'], devDependencies: ['vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'] };

function start(command, args, cwd, ready) {
  return new Promise((resolve, reject) => {
    // Its own process group, so stopping it stops whatever it started too.
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } });
    children.push(child);
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not start in 30 s:\n${output}`)), 30_000);
    const hear = (chunk) => {
      // Colour codes can sit inside an address (`localhost:\x1b[1m5173`): read the text without them.
      output += String(chunk).replace(/\x1b\[[0-9;]*m/g, '');
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', hear);
    child.stderr.on('data', hear);
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output}`)));
  });
}

async function loginAndReserve() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://localhost:${PAGE_PORT}/`);
    await page.getByRole('textbox', { name: /手机号|Phone/ }).fill(MOBILE);
    await page.getByRole('button', { name: /获取验证码|Get code/ }).click();
    const code = await pollCode();
    await page.getByRole('textbox', { name: /验证码|Code/ }).fill(code);
    const privacy = page.getByRole('checkbox');
    for (const box of await privacy.all()) await box.check();
    await page.getByRole('button', { name: /^(登录|Log in|Sign in)$/ }).click();
    // The easy-login widget reserves right after a login; the reserve button then says so.
    await page.getByRole('button', { name: /已预约|Reserved/ }).first().waitFor({ timeout: 15_000 });
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
  }
}

async function pollCode() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await fetch(`http://localhost:${API_PORT}/__dev/sms/${MOBILE}`);
    if (answer.ok) return (await answer.json()).code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no SMS code for ${MOBILE} at the contract server`);
}

try {
  log('building and packing campaign-kit');
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build'], ROOT, 'npm run build');
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], ROOT, 'npm pack'));
  const tarball = join(work, packed.filename);

  log(`a fresh app in ${app}`);
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'adoption-app', private: true, type: 'module' }, null, 2));
  run('npm', ['install', '--no-audit', '--no-fund', ...VITE_TEMPLATE.dependencies], app, 'npm install (the Vite template)');
  run('npm', ['install', '-D', '--no-audit', '--no-fund', ...VITE_TEMPLATE.devDependencies], app, 'npm install -D (the Vite template)');
  for (const args of readmeInstalls()) {
    log(`npm install ${args.join(' ')}`);
    run('npm', ['install', '--no-audit', '--no-fund', ...args.map((word) => (word === 'campaign-kit' ? tarball : word))], app, `npm install ${args.join(' ')}`);
  }

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
          types: ['vite/client'],
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

  log(`the contract server on :${API_PORT}, the built app on :${PAGE_PORT}`);
  await start(join(app, 'node_modules', '.bin', 'campaign-kit-dev-server'), ['--port', String(API_PORT), '--host', 'localhost', '--origin', `http://localhost:${PAGE_PORT}`, '--captcha-rate', '0'], app, /contract server: http/);
  await start(join(app, 'node_modules', '.bin', 'vite'), ['preview', '--port', String(PAGE_PORT), '--strictPort', '--host', 'localhost'], app, /localhost:5173/);
  log('Chromium: log in by SMS code and reserve, across origins');
  await loginAndReserve();

  log('vitest with campaign-kit/testing and the contract server');
  run('npx', ['vitest', 'run'], app, 'vitest');
  log('adoption check passed');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (!process.env.ADOPTION_KEEP) rmSync(work, { recursive: true, force: true });
}
