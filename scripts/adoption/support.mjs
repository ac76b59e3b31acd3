// What the adoption checks share (scripts/adoption-check.mjs, the Vite app from the README;
// scripts/nextjs-check.mjs, the Next.js app from docs/nextjs.md; scripts/react-router-check.mjs and
// scripts/bundlers-check.mjs, the apps of docs/react-router.md and docs/bundlers.md): a log with
// elapsed seconds, commands that must pass, the code blocks a document marks for a check, packing
// the package, servers in their own process groups, free ports, the widgets in a server's HTML,
// headless Chromium, a page whose console is watched and the SMS login.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** The repository's root folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The seeded player the checks log in as (the contract server knows every 138... mobile). */
export const MOBILE = '13800000000';

const started = performance.now();

/** Prints `line` after the seconds since the check started: `[ 12.3 s] line`. */
export function log(line) {
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
}

/**
 * Runs a command that must pass; throws with its output (naming `what`) when it does not.
 * @returns its standard output.
 */
export function run(command, args, cwd, what, env = {}) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true', ...env } });
  if (result.status !== 0) throw new Error(`${what} failed (${command} ${args.join(' ')}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** The code block that follows `<!-- {marker} -->` in `file` (a path from the repository's root). */
export function markedBlock(file, marker) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const at = text.indexOf(`<!-- ${marker} -->`);
  if (at < 0) throw new Error(`${file} has no <!-- ${marker} --> block`);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(text.slice(at));
  if (!block) throw new Error(`${file}: no code block after <!-- ${marker} -->`);
  return block[1];
}

/**
 * Packs the package into `folder`, after `npm run build` unless the command line says
 * `--no-build` (CI builds once, in npm test); `--tarball <file>` installs that tarball instead
 * (CI packs once for the four checks).
 * @returns the tarball's path.
 */
export function packPackage(folder) {
  const given = process.argv.indexOf('--tarball');
  if (given >= 0) {
    const tarball = process.argv[given + 1];
    if (!tarball || !existsSync(tarball)) throw new Error(`--tarball: no tarball at ${tarball}`);
    return tarball;
  }
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build'], ROOT, 'npm run build');
  else if (!existsSync(join(ROOT, 'dist'))) throw new Error('--no-build, but there is no dist/: run npm run build first');
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', folder], ROOT, 'npm pack'));
  return join(folder, packed.filename);
}

/**
 * Removes `folder` in a process of its own that outlives the check: an app's node_modules takes
 * 10 to 20 s to delete on a busy machine, which the next check need not wait for.
 */
export function removeInBackground(folder) {
  spawn('rm', ['-rf', folder], { detached: true, stdio: 'ignore' }).unref();
}

/** Writes `files` (a path inside `folder` to its text or bytes) into `folder`, making the folders they need. */
export function writeFiles(folder, files) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
}

/**
 * Installs a fresh app in `folder` in one npm run, as a template's `npm install` does: writes its
 * package.json (`manifest`, its dependencies with the versions the check pins, and the packed
 * `tarball` as campaign-kit), then `npm install` without audit or funding requests.
 * @returns the installed version of each of `names` (package name to version).
 */
export function installApp(folder, manifest, tarball, names = []) {
  const dependencies = { 'campaign-kit': `file:${tarball}`, ...manifest.dependencies };
  writeFiles(folder, { 'package.json': `${JSON.stringify({ ...manifest, dependencies }, null, 2)}\n` });
  run('npm', ['install', '--no-audit', '--no-fund', '--no-update-notifier'], folder, 'npm install');
  return Object.fromEntries(names.map((name) => [name, JSON.parse(readFileSync(join(folder, 'node_modules', name, 'package.json'), 'utf8')).version]));
}

/** The lines of a tool's `output` that report a problem: an error, a warning, a failure, a directive or source map it could not place. */
export function complaints(output) {
  return output.split('\n').filter((line) => /error|warn|use client|sourcemap|failed|ENOENT/i.test(line));
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.ico': 'image/x-icon', '.txt': 'text/plain' };

/**
 * Serves the built files of `folder` on `port` of localhost, as a static host does (`/` is
 * index.html; a missing file is a 404), for bundlers without a preview server of their own.
 * @returns the server, listening; `close()` it.
 */
export function serveFolder(folder, port) {
  const server = createHttpServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(folder, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => resolve(server));
  });
}

/** A port that is free on localhost now (the system picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once nothing listens on `port` of localhost, polling for at most `timeoutMs`. */
export async function portFreed(port, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const free = await new Promise((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, 'localhost', () => server.close(() => resolve(true)));
    });
    if (free) return;
    if (Date.now() > until) throw new Error(`port ${port} still taken ${timeoutMs / 1000} s after its server was stopped`);
    await delay(100);
  }
}

export const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The servers started by {@link startServer} and not yet stopped. */
const servers = new Set();

/**
 * Starts a long-running command in its own process group (so stopping it stops whatever it
 * started) and resolves once its output matches `ready`, within `timeoutMs`.
 * @returns the child, with `output()` giving what it printed so far (colour codes removed).
 */
export function startServer(command, args, cwd, ready, { env = {}, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env } });
    servers.add(child);
    let output = '';
    child.output = () => output;
    const timer = setTimeout(() => reject(new Error(`${command} ${args.join(' ')} did not start in ${timeoutMs / 1000} s:\n${output}`)), timeoutMs);
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
    child.on('exit', (code, signal) => {
      servers.delete(child);
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code ?? signal}):\n${output}`));
    });
  });
}

/** Stops `child`'s process group: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stopServer(child, graceMs = 5000) {
  if (!servers.has(child)) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGTERM');
  if ((await Promise.race([exited.then(() => true), delay(graceMs).then(() => false)])) === false) {
    signalGroup(child, 'SIGKILL');
    await Promise.race([exited, delay(graceMs)]);
  }
  servers.delete(child);
}

/** Stops every server still running (the checks' `finally`). */
export async function stopAllServers() {
  await Promise.all([...servers].map((child) => stopServer(child)));
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Launches Debian's Chromium headless with the flags this machine needs (test/browser/support/chromium.ts). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** The SMS code the contract server at `apiOrigin` "sent" to `mobile` (`GET /__dev/sms/{mobile}`), polled for 10 s. */
export async function pollCode(apiOrigin, mobile) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await fetch(`${apiOrigin}/__dev/sms/${mobile}`);
    if (answer.ok) return (await answer.json()).code;
    await delay(200);
  }
  throw new Error(`no SMS code for ${mobile} at the contract server`);
}

/**
 * On a page showing the easy-login widget and the reserve button: logs in by SMS code (read from
 * the contract server) and waits for the reservation, which the widget makes right after a login.
 */
export async function loginAndReserve(page, apiOrigin, mobile = MOBILE) {
  await page.getByRole('textbox', { name: /手机号|Phone/ }).fill(mobile);
  await page.getByRole('button', { name: /获取验证码|Get code/ }).click();
  const code = await pollCode(apiOrigin, mobile);
  await page.getByRole('textbox', { name: /验证码|Code/ }).fill(code);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: /^(登录|Log in|Sign in)$/ }).click();
  await page.getByRole('button', { name: /已预约|Reserved/ }).first().waitFor({ timeout: 15_000 });
}

/** A one-pixel icon, an ICO holding one PNG, as app templates ship one: without it the browser's /favicon.ico request is a 404 on the console. */
export function favicon() {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2); // an icon
  head.writeUInt16LE(1, 4); // one image
  head.writeUInt8(1, 6); // 1 x 1 pixel
  head.writeUInt8(1, 7);
  head.writeUInt16LE(1, 10); // one plane
  head.writeUInt16LE(32, 12); // 32 bits per pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18); // the PNG follows
  return Buffer.concat([head, png]);
}

/** Server HTML that shows the widgets: the easy-login widget's mobile field and the reserve button. */
const WIDGET_TEXTS = ['手机号', '立即预约'];

/** GETs `url` and returns its status and body, within 90 s (the first request to a dev server compiles the page). */
async function get(url) {
  const answer = await fetch(url, { signal: AbortSignal.timeout(90_000) });
  return { status: answer.status, body: await answer.text() };
}

/** The page at `url` answers 200 with the widgets in its HTML, `times` times over. */
export async function expectWidgetsInHtml(url, times = 1) {
  for (let time = 1; time <= times; time += 1) {
    const { status, body } = await get(url);
    const missing = WIDGET_TEXTS.filter((text) => !body.includes(text));
    if (status !== 200 || missing.length > 0) {
      throw new Error(`GET ${url} (request ${time} of ${times}): ${status}${missing.length ? `, without ${missing.join(' and ')}` : ''}\n${body.slice(0, 4000)}`);
    }
  }
}

/** A page whose console warnings and errors, page errors and failed requests are collected. */
export async function watchedPage(browser) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(`console ${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Leaving a page aborts its requests still under way: that is navigation, not a failure.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`request failed: ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const expectNoProblems = (where) => {
    if (problems.length > 0) throw new Error(`${where}:\n${problems.join('\n')}`);
  };
  return { page, context, problems, expectNoProblems };
}
