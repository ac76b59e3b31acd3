import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';

const ORIGIN = 'https://kit.test';
const LATE_MS = 600;

let browser: Browser;
/** The DOM script loader, bundled for the page as `window.loader`, built with the page's nonce. */
let loaderSource: string;

beforeAll(async () => {
  const bundle = await build({
    stdin: {
      contents: "import { DomScriptLoaderAdapter } from './adapters/browser/dom-script-loader.adapter'; window.loader = new DomScriptLoaderAdapter(document, undefined, { nonce: 'n0nce' });",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  loaderSource = bundle.outputFiles[0]!.text;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A page on kit.test with the loader; with `csp`, its policy lets only nonce'd scripts run.
 * `/late.js` answers after LATE_MS, any other script at once; each records its path in `window.ran`.
 */
async function openPage({ csp = false } = {}): Promise<Page> {
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') {
      const html = `<!doctype html><html><head><script nonce="n0nce">${loaderSource}</script></head><body></body></html>`;
      await route.fulfill({ contentType: 'text/html', headers: csp ? { 'content-security-policy': "script-src 'nonce-n0nce'" } : {}, body: html });
      return;
    }
    if (pathname === '/late.js') await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.fulfill({ contentType: 'application/javascript', body: `window.ran = (window.ran || []).concat(${JSON.stringify(pathname)});` });
  });
  await page.goto(`${ORIGIN}/`);
  return page;
}

type LoaderWindow = Window & { loader: { load(url: string, options?: object): Promise<void> }; ran?: string[] };

/** Loads each address in turn in the page; how each load ended, and which scripts ran then. */
function loadAll(page: Page, loads: readonly (readonly [string, object])[]) {
  return page.evaluate(async (loads) => {
    const { loader } = window as unknown as LoaderWindow;
    const outcomes: string[] = [];
    for (const [url, options] of loads) outcomes.push(await loader.load(url, options).then(() => 'loaded', () => 'failed'));
    return { outcomes, ran: (window as unknown as LoaderWindow).ran ?? [] };
  }, loads);
}

/** Resolves once the request for `path` has ended, answered or cancelled. */
function requestEnded(page: Page, path: string): Promise<void> {
  return new Promise((resolve) => {
    const ended = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === path) resolve();
    };
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
  });
}

describe('DomScriptLoaderAdapter in Chromium', () => {
  it('does not run a script that arrives after its timeout', async () => {
    const page = await openPage();
    const lateEnded = requestEnded(page, '/late.js');
    expect(await loadAll(page, [['/late.js', { timeoutMs: 100 }], ['/now.js', {}]])).toEqual({ outcomes: ['failed', 'loaded'], ran: ['/now.js'] });
    // The late script has arrived (or was cancelled); a script loaded after that runs, and the late one never did.
    await lateEnded;
    expect(await loadAll(page, [['/after.js', {}]])).toEqual({ outcomes: ['loaded'], ran: ['/now.js', '/after.js'] });
    await page.close();
  });

  it("sets the page's nonce, so its scripts run under a nonce-only Content-Security-Policy", async () => {
    const page = await openPage({ csp: true });
    expect(await loadAll(page, [['/now.js', {}]])).toEqual({ outcomes: ['loaded'], ran: ['/now.js'] });
    await page.close();
  });

  it('does not run a script whose integrity hash does not match', async () => {
    const page = await openPage();
    const wrong = { integrity: `sha384-${'A'.repeat(64)}` };
    expect(await loadAll(page, [['/now.js', wrong]])).toEqual({ outcomes: ['failed'], ran: [] });
    await page.close();
  });
});
