// npm run bench [name...]: in-browser benchmarks of the kit's own code. Each scripts/bench/browser/<name>.bench.ts
// is a page entry, bundled by esbuild from the sources (the package names mapped as npm run size maps them),
// served from 127.0.0.1 and run in headless Chromium (/usr/bin/chromium, through playwright-core). A bench
// page sets `window.__bench` to { figures: [{ label, value, unit, target? }] } when done, or `{ error }`.
// A figure with a `target` passes when value <= target. Exit 1 when a figure misses its target, 2 when a
// bench fails to build or run. Not part of npm test or CI: figures on a shared 2-core machine vary, so the
// load average is printed with them.
//
// Environment: BENCH_TIMEOUT_MS per bench (default 120000).
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { PACKAGE_SOURCES } from '../package-sources.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BENCHES = fileURLToPath(new URL('./browser/', import.meta.url));
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS || 120_000);
const CHROME_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const kitSources = {
  name: 'campaign-kit-sources',
  setup(builder) {
    builder.onResolve({ filter: /^campaign-kit(\/.*)?$/ }, ({ path }) => {
      const source = PACKAGE_SOURCES[path];
      return source ? { path: `${ROOT}${source}` } : { errors: [{ text: `${path} is not an entry of campaign-kit` }] };
    });
  },
};

/** One bench page: its bundled script (minified, production React) inside a blank HTML page. */
async function bundle(file) {
  const result = await build({
    entryPoints: [`${BENCHES}${file}`],
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"' },
    jsx: 'automatic',
    plugins: [kitSources],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** Serves the page and any file the bench asks for under /static/ as a 404 (bench pages are self-contained). */
function serve(script) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title></head><body><div id="root"></div><script type="module" src="/bench.js"></script></body></html>`;
  const server = createServer((request, response) => {
    if (request.url === '/') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    if (request.url === '/bench.js') return response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
    if (request.method === 'POST') {
      request.resume();
      return request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"data":{}}'));
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const wanted = process.argv.slice(2);
const files = readdirSync(BENCHES)
  .filter((file) => /\.bench\.tsx?$/.test(file))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace(/\.bench\.tsx?$/, '')))
  .sort();
if (files.length === 0) {
  console.error(`bench: no bench under scripts/bench/browser/${wanted.length ? ` named ${wanted.join(', ')}` : ''}`);
  process.exit(2);
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROME_ARGS });
let missed = 0;
let broken = 0;
try {
  for (const file of files) {
    const name = file.replace(/\.bench\.tsx?$/, '');
    let server;
    try {
      server = await serve(await bundle(file));
      const page = await browser.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://127.0.0.1:${server.address().port}/`);
      const outcome = await page.waitForFunction(() => window.__bench, null, { timeout: TIMEOUT_MS, polling: 100 }).then((handle) => handle.jsonValue());
      await page.close();
      if (outcome.error) throw new Error(outcome.error);
      console.log(`\n${name} (load average ${loadavg().map((load) => load.toFixed(2)).join(' ')})`);
      for (const figure of outcome.figures) {
        const pass = figure.target === undefined || figure.value <= figure.target;
        if (!pass) missed += 1;
        const target = figure.target === undefined ? '' : `  target <= ${figure.target} ${figure.unit}  ${pass ? 'ok' : 'MISSED'}`;
        console.log(`  ${figure.label.padEnd(56)} ${String(figure.value).padStart(10)} ${figure.unit}${target}`);
      }
      if (errors.length) console.log(`  page errors: ${errors.slice(0, 3).join('; ')}`);
    } catch (error) {
      broken += 1;
      console.error(`\n${name}: FAILED ${error instanceof Error ? error.message : error}`);
    } finally {
      server?.closeAllConnections();
      server?.close();
    }
  }
} finally {
  await browser.close();
}
process.exit(broken ? 2 : missed ? 1 : 0);
