import type { PagePort } from '../../ports';

/** The parts of a window a {@link WindowPageAdapter} reads; a browser `Window` is one. */
export interface PageWindow {
  readonly location: Pick<Location, 'href' | 'assign'>;
  readonly history: Pick<History, 'state' | 'replaceState'>;
  readonly document: Pick<Document, 'cookie' | 'referrer' | 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  readonly navigator: Pick<Navigator, 'userAgent'>;
  open(url?: string | URL, target?: string, features?: string): unknown;
}

/**
 * The {@link PagePort} over a browser window and its document.
 *
 * @remarks `openWindow` reports false when the browser blocked the popup (`window.open` gave
 * no window, or threw in a sandboxed frame).
 */
export class WindowPageAdapter implements PagePort {
  readonly #window: PageWindow;

  /** @param window - the page's window. Defaults to `globalThis.window`, read at construction. */
  constructor(window: PageWindow = globalThis.window) {
    this.#window = window;
  }

  /** The full current address (href). */
  url(): string {
    return this.#window.location.href;
  }

  /**
   * Replaces the address without navigating (history.replaceState), keeping the history state.
   * @throws DOMException `SecurityError` for an address of another origin, as the browser does.
   */
  replaceUrl(url: string): void {
    this.#window.history.replaceState(this.#window.history.state, '', url);
  }

  /** Leaves the page for `url` (location.assign). */
  navigate(url: string): void {
    this.#window.location.assign(url);
  }

  /**
   * Opens a window.
   * @param target - the window name. Defaults to `'_blank'`.
   * @returns false where the browser blocked it.
   */
  openWindow(url: string, target = '_blank', features?: string): boolean {
    try {
      return this.#window.open(url, target, features) != null;
    } catch {
      return false;
    }
  }

  /** The cookie's value, URI-decoded (or raw where it is not valid URI encoding), or undefined. */
  cookie(name: string): string | undefined {
    for (const pair of this.#window.document.cookie.split(';')) {
      const equals = pair.indexOf('=');
      if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
      return decodeCookieValue(pair.slice(equals + 1).trim());
    }
    return undefined;
  }

  /** The browser's user agent string. */
  userAgent(): string {
    return this.#window.navigator.userAgent;
  }

  /** The address that linked here, or '' when there was none. */
  referrer(): string {
    return this.#window.document.referrer;
  }

  /** False while the page is hidden (a background tab, a minimised window). */
  isVisible(): boolean {
    return this.#window.document.visibilityState !== 'hidden';
  }

  /** Calls `handler` with the new visibility on every 'visibilitychange'; returns the unsubscribe. */
  onVisibilityChange(handler: (visible: boolean) => void): () => void {
    const document = this.#window.document;
    const listener = (): void => handler(this.isVisible());
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  }
}

function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
