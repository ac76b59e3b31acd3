// npm run bench:page: Lighthouse (mobile preset, performance only, median of 3 runs) on a typical
// campaign page against the same page shell with React alone, both built by Vite in production
// mode from the repository's sources and served gzipped from 127.0.0.1 in the same run.
// Exit 1 when the typical page adds more TTI than budget or its TBT passes budget
// (scripts/bench/budget.json), 2 when the harness itself fails. Not part of npm test or CI: it
// takes about a minute. Lighthouse's default throttling (simulated): figures read high on a busy
// machine, so the load average is printed with them.
//
// Environment:
//   BENCH_KIT_REF=<rev>   build against the kit's sources at a git revision (read with `git archive`,
//                         nothing in the repository changes) instead of the working tree.
//   BENCH_RUNS=<n>        runs per page (default 3).
//   BENCH_LHR_DIR=<dir>   also write each Lighthouse result there as JSON, to read what a run saw
//                         (created if missing).
//   BENCH_ENTRY=<file>    the typical page's entry under pages/typical/ (default main.tsx), to measure a variant.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, statSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { packageAliases } from '../package-sources.mjs';

const started = performance.now();
const REPO = fileURLToPath(new URL('../../', import.meta.url));
const PAGES = fileURLToPath(new URL('./pages/', import.meta.url));
const budget = JSON.parse(readFileSync(new URL('./budget.json', import.meta.url), 'utf8'));

const KIT_REF = process.env.BENCH_KIT_REF || '';
const RUNS = Number(process.env.BENCH_RUNS || 3);
const LHR_DIR = process.env.BENCH_LHR_DIR;
if (LHR_DIR) mkdirSync(LHR_DIR, { recursive: true });
const CHROME_PATH = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** One Lighthouse run (Chrome start, load, trace, audits); a normal one takes 10 to 20 s here. */
const RUN_TIMEOUT_MS = 90_000;
process.env.CHROME_PATH = CHROME_PATH;

// chrome-launcher comes with lighthouse; resolve it from there rather than relying on hoisting.
const requireFromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);
const { build } = await import('vite');
const { default: react } = await import('@vitejs/plugin-react');

const work = mkdtempSync(join(tmpdir(), 'campaign-kit-bench-'));
const servers = [];
let chrome;
let cleaned = false;

function cleanup() {
  if (cleaned) return;
  cleaned = true;
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  rmSync(work, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\nbench:page: ${signal}, stopping Chrome and the servers`);
    cleanup();
    process.exit(130);
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const log = (line) => console.log(`[${seconds(performance.now() - started).padStart(7)}] ${line}`);

/** The kit's sources: the working tree, or a snapshot of BENCH_KIT_REF taken with git archive. */
function kitRoot() {
  if (!KIT_REF) return REPO;
  const dir = join(work, 'kit');
  const tar = join(work, 'kit.tar');
  const paths = ['composition', 'ui-react', 'domain', 'ports', 'adapters', 'tsconfig.json', 'package.json'];
  const archive = spawnSync('git', ['-C', REPO, 'archive', '--format=tar', '-o', tar, KIT_REF, '--', ...paths], { encoding: 'utf8' });
  if (archive.status !== 0) throw new Error(`git archive ${KIT_REF} failed: ${archive.stderr}`);
  mkdirSync(dir, { recursive: true });
  const untar = spawnSync('tar', ['-xf', tar, '-C', dir], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const rev = spawnSync('git', ['-C', REPO, 'rev-parse', '--short', KIT_REF], { encoding: 'utf8' }).stdout.trim();
  log(`kit sources: ${KIT_REF} (${rev}), from git archive`);
  return dir;
}

/** Vite production build of one page into the temp dir; returns the output dir. */
async function buildPage(name, kit, entry) {
  const outDir = join(work, 'out', name);
  // The package's public paths, mapped to the sources: never a stale dist/.
  const alias = packageAliases(kit);
  const pickEntry = {
    name: 'bench-entry',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('./main.tsx', `./${entry}`) },
  };
  await build({
    root: join(PAGES, name),
    configFile: false,
    envDir: false,
    publicDir: false,
    cacheDir: join(work, 'vite-cache'),
    mode: 'production',
    logLevel: 'warn',
    base: '/',
    plugins: [react(), pickEntry],
    resolve: { alias, dedupe: ['react', 'react-dom'] },
    build: { outDir, emptyOutDir: true, minify: true, sourcemap: false, reportCompressedSize: false, chunkSizeWarningLimit: 4096 },
  });
  return outDir;
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg']);
const API_ANSWER = JSON.stringify({ code: 0, data: {} });

/** Serves a built page gzipped; extension-less paths (/act/*, /passport/* ...) get a small JSON answer. */
async function serve(dir) {
  const cache = new Map();
  const calls = new Map();
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const file = normalize(join(dir, pathname === '/' ? 'index.html' : pathname));
    const ext = extname(pathname);
    if (file.startsWith(dir + sep) && existsSync(file) && statSync(file).isFile()) {
      let entry = cache.get(file);
      if (!entry) {
        const raw = readFileSync(file);
        entry = COMPRESSED.has(extname(file)) ? { body: gzipSync(raw), gzip: true } : { body: raw, gzip: false };
        cache.set(file, entry);
      }
      const accepts = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = entry.gzip && !accepts ? readFileSync(file) : entry.body;
      res.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': 'no-cache',
        ...(entry.gzip && accepts ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      });
      res.end(body);
      return;
    }
    if (ext) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    // The kit's calls at start (login check, reports, milestone): answered, not measured.
    const key = `${req.method} ${pathname}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' }).end(API_ANSWER);
    });
  });
  servers.push(server);
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolveListen);
  });
  return { url: `http://127.0.0.1:${server.address().port}/`, calls };
}

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${seconds(ms)}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** One Lighthouse run in a fresh Chrome (fresh profile), mobile preset, performance only. */
async function runLighthouse(url) {
  chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await withTimeout(
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], maxWaitForLoad: 45_000 }),
      RUN_TIMEOUT_MS,
      'a Lighthouse run',
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
    chrome = undefined;
  }
}

function metrics(lhr) {
  const value = (id) => {
    const audit = lhr.audits[id];
    if (!audit || typeof audit.numericValue !== 'number') throw new Error(`Lighthouse result has no numeric '${id}' audit`);
    return audit.numericValue;
  };
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const firstPaintAt = (observed.observedFirstContentfulPaint ?? Infinity) - (observed.observedNavigationStart ?? 0);
  return {
    tti: value('interactive'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    js: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // Calls begun before the observed first contentful paint: the simulation holds that paint (and TTI) until they answer.
    callsBeforePaint: requests.filter((item) => ['Fetch', 'XHR'].includes(item.resourceType) && item.networkRequestTime < firstPaintAt).length,
    warnings: lhr.runWarnings ?? [],
    offHost: requests.filter((item) => !item.url.startsWith('http://127.0.0.1') && !item.url.startsWith('data:')).map((item) => item.url),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Other work on the machine lengthens the observed tasks that simulated throttling scales up (x4). */
function loadNote(when) {
  const [load1] = loadavg();
  const cores = availableParallelism();
  return `${when}: load average ${load1.toFixed(2)} on ${cores} cores${load1 > cores / 2 ? ' (busy: TBT and TTI read high)' : ''}`;
}

let exitCode = 1;
try {
  log(loadNote('machine at start'));
  const kit = kitRoot();
  const typicalEntry = process.env.BENCH_ENTRY || 'main.tsx';
  log(`building react-alone and typical (${typicalEntry}) with Vite`);
  const pages = [
    { label: 'React alone', dir: await buildPage('react-alone', kit, 'main.tsx') },
    { label: 'typical page', dir: await buildPage('typical', kit, typicalEntry) },
  ];
  for (const page of pages) {
    Object.assign(page, await serve(page.dir), { runs: [] });
    log(`${page.label}: ${page.url}`);
  }

  let settingsShown = false;
  for (let run = 1; run <= RUNS; run += 1) {
    for (const page of pages) {
      const t0 = performance.now();
      const lhr = await runLighthouse(page.url);
      if (LHR_DIR) writeFileSync(join(LHR_DIR, `${page.label.replace(/\W+/g, "-")}-${run}.json`), JSON.stringify(lhr));
      if (!settingsShown) {
        const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
        log(
          `Lighthouse ${lhr.lighthouseVersion}, ${formFactor}, throttling ${throttlingMethod} (RTT ${throttling.rttMs} ms, ` +
            `${Math.round(throttling.throughputKbps)} kbps, CPU x${throttling.cpuSlowdownMultiplier}), ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? ''}`,
        );
        settingsShown = true;
      }
      const m = metrics(lhr);
      page.runs.push(m);
      log(
        `run ${run}/${RUNS} ${page.label.padEnd(12)} TTI ${Math.round(m.tti)} ms, TBT ${Math.round(m.tbt)} ms, FCP ${Math.round(m.fcp)} ms, ` +
          `LCP ${Math.round(m.lcp)} ms, JS ${(m.js / 1024).toFixed(1)} KB, calls before first paint ${m.callsBeforePaint}, score ${m.score}, ` +
          `CPU benchmark ${Math.round(m.benchmarkIndex)} (${seconds(performance.now() - t0)})`,
      );
      for (const warning of m.warnings) log(`  warning: ${warning}`);
    }
  }

  const med = (page, key) => median(page.runs.map((m) => m[key]));
  const [base, typical] = pages;
  const ms = (n) => `${Math.round(n)} ms`;
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const signed = (n, format) => (n >= 0 ? `+${format(n)}` : `-${format(-n)}`);
  const ttiAdded = med(typical, 'tti') - med(base, 'tti');
  const tbtTypical = med(typical, 'tbt');
  const rows = [
    ['metric', 'React alone', 'typical page', 'added', 'budget', 'status'],
    ['TTI (interactive)', ms(med(base, 'tti')), ms(med(typical, 'tti')), signed(ttiAdded, ms), `added <= ${budget.addedInteractiveMs} ms`, ttiAdded > budget.addedInteractiveMs ? 'FAIL' : 'ok'],
    ['TBT (total-blocking-time)', ms(med(base, 'tbt')), ms(tbtTypical), signed(tbtTypical - med(base, 'tbt'), ms), `typical <= ${budget.typicalTotalBlockingTimeMs} ms`, tbtTypical > budget.typicalTotalBlockingTimeMs ? 'FAIL' : 'ok'],
    ['FCP', ms(med(base, 'fcp')), ms(med(typical, 'fcp')), signed(med(typical, 'fcp') - med(base, 'fcp'), ms), '-', 'info'],
    ['LCP', ms(med(base, 'lcp')), ms(med(typical, 'lcp')), signed(med(typical, 'lcp') - med(base, 'lcp'), ms), '-', 'info'],
    ['JS transferred (gzip)', kb(med(base, 'js')), kb(med(typical, 'js')), signed(med(typical, 'js') - med(base, 'js'), kb), '-', 'info'],
    ['performance score', String(med(base, 'score')), String(med(typical, 'score')), signed(med(typical, 'score') - med(base, 'score'), String), '-', 'info'],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log('');
  console.log(`Lighthouse mobile, median of ${RUNS} runs each, typical page = pages/typical/${typicalEntry}${KIT_REF ? ` on ${KIT_REF}` : ''}`);
  console.log(line(rows[0]));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows.slice(1)) console.log(line(row));
  const calls = [...typical.calls].map(([key, count]) => `${key} x${count}`).join(', ');
  console.log(`\nbackend calls answered {"code":0,"data":{}} (not measured): ${calls || 'none'}`);
  const offHost = [...new Set(typical.runs.flatMap((m) => m.offHost))];
  if (offHost.length) console.log(`requests off 127.0.0.1 (fail offline): ${offHost.join(', ')}`);
  console.log(`${loadNote('machine at end')}; Lighthouse CPU benchmark index, median ${Math.round(median(pages.flatMap((page) => page.runs.map((m) => m.benchmarkIndex))))} (higher is faster)`);
  const failed = ttiAdded > budget.addedInteractiveMs || tbtTypical > budget.typicalTotalBlockingTimeMs;
  console.log(`\n${failed ? 'over budget' : 'within budget'}; took ${seconds(performance.now() - started)}`);
  exitCode = failed ? 1 : 0;
} catch (error) {
  console.error(`bench:page failed after ${seconds(performance.now() - started)}: ${error instanceof Error ? error.stack : error}`);
  exitCode = 2;
} finally {
  cleanup();
}
process.exit(exitCode);
