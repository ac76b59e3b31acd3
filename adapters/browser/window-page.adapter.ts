import type { CookieOptions, PagePort } from '../../ports';
import { WindowPageVisitAdapter } from './window-page-visit.adapter';

/** The parts of a window a {@link WindowPageAdapter} reads; a browser `Window` is one. */
export interface PageWindow {
  readonly location: Pick<Location, 'href' | 'assign'>;
  readonly history: Pick<History, 'state' | 'replaceState'>;
  readonly document: Pick<Document, 'cookie' | 'referrer' | 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  readonly navigator: Pick<Navigator, 'userAgent' | 'languages' | 'language'>;
  open(url?: string | URL, target?: string, features?: string): unknown;
  addEventListener(type: 'pagehide', listener: () => void): void;
  removeEventListener(type: 'pagehide', listener: () => void): void;
}

/**
 * The {@link PagePort} over a browser window and its document.
 *
 * @remarks `openWindow` reports false when the browser blocked the popup (`window.open` gave
 * no window, or threw in a sandboxed frame). A window asked for with `noopener` is opened without
 * the flag and then cut off from this page (its `opener` set to null): with the flag,
 * `window.open` returns null even for a window it opened, so a blocked one could not be told
 * apart. (`noreferrer` implies `noopener` in browsers and has the same blind spot: avoid it here.)
 */
export class WindowPageAdapter extends WindowPageVisitAdapter implements PagePort {
  readonly #window: PageWindow;

  /** @param window - the page's window. Defaults to `globalThis.window`, read at construction. */
  constructor(window: PageWindow = globalThis.window) {
    super(window);
    this.#window = window;
  }

  /** `navigator.languages`, else `[navigator.language]` (older webviews), else none. */
  languages(): readonly string[] {
    const { languages, language } = this.#window.navigator;
    if (languages?.length) return languages;
    return language ? [language] : [];
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
   * @param features - window features; `noopener` is honoured by cutting the opened window's opener.
   * @returns false where the browser blocked it.
   */
  openWindow(url: string, target = '_blank', features?: string): boolean {
    const { noopener, rest } = withoutNoopener(features);
    let opened: unknown;
    try {
      opened = this.#window.open(url, target, noopener ? rest : features);
    } catch {
      return false;
    }
    if (opened == null) return false;
    // Still the initial about:blank (same origin) in this task, so the opener can be cut before the page loads.
    if (noopener) (opened as { opener: unknown }).opener = null;
    return true;
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

  /**
   * Writes `name=value` (value URI-encoded) with Max-Age, Path (default `/`), SameSite=Lax, and
   * Secure when the page is on https. A browser that refuses cookies drops it silently, as
   * `document.cookie` does: read it back with {@link cookie} where that matters.
   */
  setCookie(name: string, value: string, { maxAgeSeconds, path = '/' }: CookieOptions): void {
    const secure = this.#window.location.href.startsWith('https:') ? '; Secure' : '';
    this.#window.document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(maxAgeSeconds)}; Path=${path}; SameSite=Lax${secure}`;
  }
}

/** Splits `noopener` (or `noopener=yes|1|true`) out of a window-features string. */
function withoutNoopener(features: string | undefined): { noopener: boolean; rest: string | undefined } {
  if (!features) return { noopener: false, rest: features };
  const tokens = features.split(/[\s,]+/).filter(Boolean);
  const isNoopener = (token: string) => /^noopener(?:=(?:yes|1|true))?$/i.test(token);
  const rest = tokens.filter((token) => !isNoopener(token));
  return { noopener: rest.length < tokens.length, rest: rest.length > 0 ? rest.join(',') : undefined };
}

function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
