import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { until, type Engine, type EngineVisitor, type EngineWindow } from './engine';
import { describeTarget, pickInPage, toWire, type Target } from './find';

/** Debian's WebKitGTK driver (apt-get install -y webkit2gtk-driver), or WEBKIT_DRIVER_PATH. */
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** The browser WebKitWebDriver drives: WebKitGTK's MiniBrowser, or WEBKIT_BROWSER_PATH. */
export const MINIBROWSER_PATH = process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * WebKitGTK through WebKitWebDriver (selenium-webdriver): one driver and MiniBrowser per visitor
 * (a fresh profile each), on the X display `display` (MiniBrowser has no headless mode), in the
 * zh_CN.UTF-8 locale (WebKitGTK reports the process locale as navigator.language).
 */
export function launchWebKit(display: string): Engine {
  for (const path of [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH]) {
    if (!existsSync(path)) throw new Error(`${path} not found: install WebKitGTK's driver with 'apt-get install -y webkit2gtk-driver'`);
  }
  const visitors = new Set<EngineVisitor>();
  return {
    name: 'webkit',
    async visitor(): Promise<EngineVisitor> {
      const port = await freePort();
      const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
        stdio: 'ignore',
        env: { ...process.env, DISPLAY: display, LANG: 'zh_CN.UTF-8', LC_ALL: 'zh_CN.UTF-8', LANGUAGE: 'zh_CN' },
      });
      const server = `http://127.0.0.1:${port}`;
      let driver: WebDriver;
      try {
        await until('WebKitWebDriver to listen', async () => (await fetch(`${server}/status`).catch(() => undefined))?.ok);
        driver = await new Builder()
          .usingServer(server)
          .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } })
          .build();
      } catch (error) {
        driverProcess.kill();
        throw error;
      }
      await driver.manage().window().setRect({ width: 1280, height: 900 });
      await driver.manage().setTimeouts({ script: 30_000, pageLoad: 60_000 });
      const shared: Shared = { driver, current: await driver.getWindowHandle(), collected: [] };
      const visitor: EngineVisitor = {
        window: new WebKitWindow(shared, shared.current),
        async errors() {
          return [...shared.collected, ...(await readErrors(shared))];
        },
        async close() {
          visitors.delete(visitor);
          await stop(driver, driverProcess);
        },
      };
      visitors.add(visitor);
      return visitor;
    },
    async close() {
      await Promise.all([...visitors].map((visitor) => visitor.close()));
    },
  };
}

interface Shared {
  readonly driver: WebDriver;
  /** The window WebDriver acts on now (one at a time). */
  current: string;
  /** The errors read from pages already left (a reload, a navigation). */
  readonly collected: string[];
}

async function stop(driver: WebDriver, driverProcess: ChildProcess): Promise<void> {
  try {
    await driver.quit();
  } finally {
    driverProcess.kill();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Installs the page's error listeners: WebKitWebDriver speaks no BiDi, so uncaught errors and
 * unhandled rejections are caught in the page, after each load, and read back by the test.
 */
const INSTALL_ERROR_LISTENERS = `
  if (!window.__engineErrors) {
    window.__engineErrors = [];
    window.addEventListener('error', (event) => window.__engineErrors.push((event.error && event.error.name ? event.error.name + ': ' : '') + event.message));
    window.addEventListener('unhandledrejection', (event) => window.__engineErrors.push('unhandled rejection: ' + (event.reason && event.reason.message ? event.reason.message : String(event.reason))));
  }`;

/** The errors of the current page so far (empty when the window is gone). */
async function readErrors(shared: Shared): Promise<string[]> {
  try {
    return ((await shared.driver.executeScript('return window.__engineErrors || []')) as string[]) ?? [];
  } catch {
    return [];
  }
}

let picks = 0;

class WebKitWindow implements EngineWindow {
  readonly #shared: Shared;
  readonly #handle: string;

  constructor(shared: Shared, handle: string) {
    this.#shared = shared;
    this.#handle = handle;
  }

  /** Points WebDriver at this window. */
  async #use(): Promise<WebDriver> {
    const { driver } = this.#shared;
    if (this.#shared.current !== this.#handle) {
      await driver.switchTo().window(this.#handle);
      this.#shared.current = this.#handle;
    }
    return driver;
  }

  async #listen(): Promise<void> {
    await (await this.#use()).executeScript(INSTALL_ERROR_LISTENERS);
  }

  async #leaving(): Promise<void> {
    await this.#use();
    this.#shared.collected.push(...(await readErrors(this.#shared)));
  }

  async goto(url: string): Promise<void> {
    await this.#leaving();
    await (await this.#use()).get(url);
    await this.#listen();
  }

  async reload(): Promise<void> {
    await this.#leaving();
    // A load of the same address, not WebDriver's refresh: under load MiniBrowser lost the session
    // on refresh() (NoSuchSessionError) once; the page, its cookies and storage are the same.
    const driver = await this.#use();
    await driver.get(await driver.getCurrentUrl());
    await this.#listen();
  }

  async url(): Promise<string> {
    return (await this.#use()).getCurrentUrl();
  }

  async run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    const driver = await this.#use();
    await driver.executeScript(INSTALL_ERROR_LISTENERS);
    return (await driver.executeScript(`return (${fn.toString()}).apply(null, arguments)`, ...args)) as Awaited<R>;
  }

  async #pick(target: Target): Promise<string> {
    const mark = `w${(picks += 1)}`;
    const selector = await until(describeTarget(target), () => this.run(pickInPage, toWire(target), mark));
    await this.run((css: string) => document.querySelector(css)?.scrollIntoView({ block: 'center' }), selector);
    return selector;
  }

  async click(target: Target): Promise<void> {
    const selector = await this.#pick(target);
    await (await this.#use()).findElement(By.css(selector)).click();
  }

  async fill(target: Target, text: string): Promise<void> {
    const selector = await this.#pick(target);
    await (await this.#use()).findElement(By.css(selector)).sendKeys(text);
  }

  async clickForPopup(target: Target): Promise<EngineWindow> {
    const driver = await this.#use();
    const before = new Set(await driver.getAllWindowHandles());
    await this.click(target);
    const handle = await until('a popup opened by the click', async () => (await driver.getAllWindowHandles()).find((candidate) => !before.has(candidate)));
    return new WebKitWindow(this.#shared, handle);
  }

  async isClosed(): Promise<boolean> {
    return !(await this.#shared.driver.getAllWindowHandles()).includes(this.#handle);
  }

  async front(): Promise<void> {
    await this.#use();
  }

  /** Minimised: MiniBrowser keeps a tab behind another one visible, but hides a minimised window. */
  async hide(): Promise<void> {
    await (await this.#use()).manage().window().minimize();
  }

  async close(): Promise<void> {
    await this.#leaving();
    await (await this.#use()).close();
  }
}
