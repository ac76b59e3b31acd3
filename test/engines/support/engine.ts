import type { Target } from './find';

/** The engines the cross-engine suite drives (Chromium has its own suite, in test/browser). */
export type EngineName = 'firefox' | 'webkit';

/** One window of a visitor's browser: a tab, or a popup the page opened. */
export interface EngineWindow {
  /** Goes to `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** Runs `fn` in the page (its source text crosses over: it may use only its arguments) and returns what it returns, awaited. */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** Clicks the target, found by the page and clicked natively (a trusted click), waiting for it to be there. */
  click(target: Target): Promise<void>;
  /** Types `text` into the target (found as for `click`). */
  fill(target: Target, text: string): Promise<void>;
  /** Clicks the target and returns the popup window the click opened, failing when none opened. */
  clickForPopup(target: Target): Promise<EngineWindow>;
  /** True once the window is gone (a popup that closed itself). */
  isClosed(): Promise<boolean>;
  /** Brings the window to the front: Firefox runs no animation frames in a tab behind another. */
  front(): Promise<void>;
  /** Hides the window as a visitor switching away does (the engine itself fires visibilitychange). */
  hide(): Promise<void>;
  close(): Promise<void>;
}

/** A visitor: a browser of their own (fresh cookies and storage), its first window, and the uncaught errors of all its windows. */
export interface EngineVisitor {
  readonly window: EngineWindow;
  /** Every uncaught error and unhandled rejection its pages raised so far, as text. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** A driven engine: it makes visitors. */
export interface Engine {
  readonly name: EngineName;
  visitor(): Promise<EngineVisitor>;
  close(): Promise<void>;
}

/** How long a condition may take to come true in an engine (a login is a few round trips on a loaded machine). */
export const WAIT_MS = 20_000;

/** Polls `check` until it gives a value other than null, undefined or false; fails with `what` after {@link WAIT_MS}. */
export async function until<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== null && value !== undefined && value !== false) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
