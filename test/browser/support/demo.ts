import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../demo/server/start';
import { launchChromium } from './chromium';

/** The running demo (contract server + page) and a browser driving it. */
export interface DemoSession {
  readonly server: DemoServer;
  readonly browser: Browser;
  /**
   * A fresh browser context (its own cookies and storage): one visitor, closed when the test that
   * asked for it ends, so no page of one test is still running (polling, reporting) in the next.
   */
  visitor(): Promise<{ context: BrowserContext; page: Page }>;
  /** Calls a development door of the contract server. */
  dev<T>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
  close(): Promise<void>;
}

/**
 * Starts the demo built for production (once per run), or, with `devPageRoot`, Vite's dev server
 * (hot reload included) serving the page in that folder.
 */
export async function startDemoSession({ devPageRoot }: { devPageRoot?: string } = {}): Promise<DemoSession> {
  const server = await startDemoServer({ port: 0, quiet: true, captchaRate: 0, ...(devPageRoot ? { pageRoot: devPageRoot } : { built: inject('demoBuild') }) });
  const browser = await launchChromium();
  if (devPageRoot) await warmUp(browser, server.url);
  const contexts: BrowserContext[] = [];
  return {
    server,
    browser,
    async visitor() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
      contexts.push(context);
      onTestFinished(() => context.close());
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { context, page };
    },
    async dev<T>(path: string, init: { method?: string; body?: unknown } = {}) {
      const response = await fetch(`${server.url}/__dev/${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      expect(response.status, `/__dev/${path}`).toBe(200);
      return (await response.json()) as T;
    },
    async close() {
      await Promise.all(contexts.map((context) => context.close()));
      await browser.close();
      await server.close();
    },
  };
}

/** How long the first visit to a dev server may take: it transforms every module of the page. */
const WARM_UP_TIMEOUT_MS = 100_000;

/**
 * Loads the page once and leaves: Vite's dev server transforms each module on its first request,
 * which on a busy machine takes longer than a test gives a page to load. Called from `beforeAll`
 * (whose timeout is the hooks'), so the tests time what they test, on a server that has its
 * modules ready.
 */
async function warmUp(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext();
  try {
    await (await context.newPage()).goto(url, { timeout: WARM_UP_TIMEOUT_MS });
  } finally {
    await context.close();
  }
}
