// npm run bench:profile: where a page's main-thread time goes. Builds a bench page (unminified,
// with source maps) from the working tree or BENCH_KIT_REF, loads it in Debian's Chromium with
// the CPU throttled 4x (as Lighthouse's mobile preset simulates) and the sampling profiler on,
// and prints the self time per source module, mean of a few loads. A diagnostic, not a budget.
//
//   BENCH_PAGE=typical|react-alone   the page (default typical)
//   BENCH_KIT_REF=<rev>              the kit's sources at a git revision instead of the working tree
//   BENCH_ROUNDS=<n>                 loads to average (default 5)
//   BENCH_MINIFY=1                   profile the minified build (attribution stays by source map)
//   BENCH_FILES=1                    one row per source file instead of per folder
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { build } from 'vite';
import { packageAliases } from '../package-sources.mjs';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const PAGE = process.env.BENCH_PAGE ?? 'typical';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const work = mkdtempSync(join(tmpdir(), 'ck-profile-'));

function kitRoot() {
  const ref = process.env.BENCH_KIT_REF;
  if (!ref) return REPO;
  const dir = join(work, 'kit');
  mkdirSync(dir);
  const paths = 'composition ui-react domain ports adapters tsconfig.json package.json';
  const done = spawnSync('sh', ['-c', `git -C "${REPO}" archive ${ref} ${paths} | tar -x -C "${dir}"`], { encoding: 'utf8' });
  if (done.status !== 0) throw new Error(`git archive ${ref} failed: ${done.stderr}`);
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** A module's label: the package for node_modules, the first two folders for the kit's own files. */
function label(source, kit, mapDir) {
  const packageMatch = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (packageMatch) return `pkg ${packageMatch[1]}`;
  const inRepo = relative(kit, resolve(mapDir, source));
  return inRepo.startsWith('..') ? relative(REPO, resolve(mapDir, source)) : process.env.BENCH_FILES ? inRepo : inRepo.split('/').slice(0, 2).join('/');
}

const kit = kitRoot();
const outDir = join(work, 'out');
try {
  await build({
    root: join(REPO, 'scripts/bench/pages', PAGE),
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      alias: packageAliases(kit),
      dedupe: ['react', 'react-dom'],
    },
    build: { outDir, emptyOutDir: true, minify: process.env.BENCH_MINIFY === '1', sourcemap: true },
  });
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(outDir, path === '/' ? 'index.html' : path);
    if (file.startsWith(outDir) && existsSync(file) && statSync(file).isFile()) {
      const type = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' }[extname(file)] ?? 'application/octet-stream';
      res.writeHead(200, { 'content-type': type }).end(readFileSync(file));
    } else if (extname(path)) {
      res.writeHead(404).end();
    } else {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"data":{}}'));
    }
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const totals = new Map();
  const maps = new Map();
  const consumerFor = (scriptUrl) => {
    if (!maps.has(scriptUrl)) {
      const file = `${join(outDir, new URL(scriptUrl).pathname)}.map`;
      maps.set(scriptUrl, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : undefined);
    }
    return maps.get(scriptUrl);
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const context = await browser.newContext();
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.start');
    await tab.goto(url, { waitUntil: 'load' });
    await tab.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, index) => {
      const { callFrame } = nodes.get(id);
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      let key;
      if (callFrame.url.startsWith(url)) {
        const source = consumerFor(callFrame.url)?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber }).source;
        key = source ? label(source, kit, dirname(join(outDir, new URL(callFrame.url).pathname))) : '(page, unmapped)';
      } else if (callFrame.url) key = '(other script)';
      else key = `(${callFrame.functionName || 'native'})`;
      if (key === '((idle))' || key === '((program))') return;
      totals.set(key, (totals.get(key) ?? 0) + ms);
    });
    await context.close();
  }
  await browser.close();
  server.close();
  const total = [...totals.values()].reduce((sum, ms) => sum + ms, 0) / ROUNDS;
  console.log(`${PAGE} page: main-thread self time per load at CPU x4, mean of ${ROUNDS} loads: ${total.toFixed(0)} ms`);
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(ms / ROUNDS).toFixed(1).padStart(8)} ms  ${key}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
