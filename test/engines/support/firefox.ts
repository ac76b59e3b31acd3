import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { until, type Engine, type EngineVisitor, type EngineWindow } from './engine';
import { describeTarget, pickInPage, toWire, type Target } from './find';

/** Debian's Firefox ESR (apt-get install -y firefox-esr), or FIREFOX_PATH. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox prefs: the visitor speaks zh-CN (the demo's language), and the popup blocker stays on
 * (puppeteer turns it off by default), so only a popup opened from the click gets through.
 */
const PREFS = {
  'intl.accept_languages': 'zh-CN, zh',
  'intl.locale.requested': 'zh-CN',
  'dom.disable_open_during_load': true,
};

/** Firefox ESR over WebDriver BiDi (puppeteer-core): one browser, a browser context (cookies, storage) per visitor. */
export async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`Firefox not found at ${FIREFOX_PATH}: install it with 'apt-get install -y firefox-esr' or set FIREFOX_PATH`);
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, extraPrefsFirefox: PREFS, protocolTimeout: 60_000 });
  return {
    name: 'firefox',
    async visitor(): Promise<EngineVisitor> {
      const context = await browser.createBrowserContext();
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
      };
      const page = await context.newPage();
      watch(page);
      await page.setViewport({ width: 1280, height: 900 });
      return {
        window: new FirefoxWindow(page, watch),
        errors: async () => [...errors],
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

let picks = 0;

class FirefoxWindow implements EngineWindow {
  readonly #page: Page;
  readonly #watch: (page: Page) => void;

  constructor(page: Page, watch: (page: Page) => void) {
    this.#page = page;
    this.#watch = watch;
    page.setDefaultTimeout(20_000);
  }

  async goto(url: string): Promise<void> {
    await this.#page.bringToFront();
    await this.#page.goto(url, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.#page.reload({ waitUntil: 'load' });
  }

  async url(): Promise<string> {
    return this.#page.url();
  }

  async run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return (await this.#page.evaluate(fn as never, ...(args as unknown as never[]))) as Awaited<R>;
  }

  async #pick(target: Target): Promise<string> {
    const mark = `p${(picks += 1)}`;
    const selector = await until(describeTarget(target), () => this.#page.evaluate(pickInPage, toWire(target), mark));
    await this.#page.$eval(selector, (element) => element.scrollIntoView({ block: 'center' }));
    return selector;
  }

  async click(target: Target): Promise<void> {
    await this.#page.click(await this.#pick(target));
  }

  async fill(target: Target, text: string): Promise<void> {
    await this.#page.type(await this.#pick(target), text);
  }

  async clickForPopup(target: Target): Promise<EngineWindow> {
    const selector = await this.#pick(target);
    let opened: Page | null = null;
    this.#page.once('popup', (page) => (opened = page));
    await this.#page.click(selector);
    const popup = await until('a popup opened by the click', async () => opened);
    this.#watch(popup);
    return new FirefoxWindow(popup, this.#watch);
  }

  async isClosed(): Promise<boolean> {
    return this.#page.isClosed();
  }

  async front(): Promise<void> {
    await this.#page.bringToFront();
  }

  /** Another tab in front: Firefox hides the one behind it. */
  async hide(): Promise<void> {
    const page = await this.#page.browserContext().newPage();
    this.#watch(page);
    await page.bringToFront();
  }

  async close(): Promise<void> {
    await this.#page.close();
  }
}
