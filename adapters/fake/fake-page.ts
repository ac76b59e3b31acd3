import type { CookieOptions, PagePort, PaintPort } from '../../ports';

/** How a {@link FakePage} starts. */
export interface FakePageOptions {
  /** Defaults to `'https://campaign.example.com/'`. */
  readonly url?: string;
  /** Defaults to a desktop Chrome user agent. */
  readonly userAgent?: string;
  /** Decoded cookie values by name. Defaults to none. */
  readonly cookies?: Readonly<Record<string, string>>;
  /** Defaults to `''` (no referrer). */
  readonly referrer?: string;
  /** The visitor's preferred languages, most preferred first (`navigator.languages`). Defaults to none. */
  readonly languages?: readonly string[];
  /** When true, `openWindow` is refused, as a popup blocker would. Defaults to `false`. */
  readonly blockPopups?: boolean;
  /** False for a page that has not shown content yet: `onFirstContentfulPaint` waits for {@link FakePage.paint}. Defaults to `true`. */
  readonly painted?: boolean;
}

/** A cookie the page stored with `setCookie`. */
export interface WrittenCookie {
  readonly name: string;
  readonly value: string;
  readonly options: CookieOptions;
}

/** A window the page asked to open. */
export interface OpenedWindow {
  readonly url: string;
  readonly target: string;
  readonly features?: string;
}

const DEFAULT_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

/**
 * A {@link PagePort} and {@link PaintPort} in memory, for tests: it records navigations and opened
 * windows, and a test sets its visibility, shows its first content or leaves it.
 *
 * @remarks `navigate` records the address and leaves `url()` alone, as a page keeps its
 * address until it unloads; `replaceUrl` changes `url()`.
 */
export class FakePage implements PagePort, PaintPort {
  readonly #userAgent: string;
  readonly #referrer: string;
  readonly #languages: readonly string[];
  readonly #cookies: Map<string, string>;
  readonly #cookieWrites: WrittenCookie[] = [];
  readonly #blockPopups: boolean;
  readonly #handlers = new Set<(visible: boolean) => void>();
  readonly #pageHideHandlers = new Set<() => void>();
  readonly #paintHandlers = new Set<() => void>();
  readonly #navigations: string[] = [];
  readonly #openedWindows: OpenedWindow[] = [];
  #url: string;
  #visible = true;
  #painted: boolean;

  /** @param options - the address, user agent, cookies, referrer, popup blocking and whether it has painted. */
  constructor({ url = 'https://campaign.example.com/', userAgent = DEFAULT_USER_AGENT, cookies = {}, referrer = '', languages = [], blockPopups = false, painted = true }: FakePageOptions = {}) {
    this.#painted = painted;
    this.#url = url;
    this.#userAgent = userAgent;
    this.#cookies = new Map(Object.entries(cookies));
    this.#referrer = referrer;
    this.#languages = languages;
    this.#blockPopups = blockPopups;
  }

  /** Every address `navigate` was given, oldest first. */
  get navigations(): readonly string[] {
    return this.#navigations;
  }

  /** Every cookie `setCookie` stored, oldest first. */
  get cookieWrites(): readonly WrittenCookie[] {
    return this.#cookieWrites;
  }

  /** Every window `openWindow` opened (blocked ones are not listed), oldest first. */
  get openedWindows(): readonly OpenedWindow[] {
    return this.#openedWindows;
  }

  /** The current address. */
  url(): string {
    return this.#url;
  }

  /** Replaces the address, resolved against the current one. */
  replaceUrl(url: string): void {
    this.#url = new URL(url, this.#url).href;
  }

  /** Records the navigation. */
  navigate(url: string): void {
    this.#navigations.push(url);
  }

  /** Records the window and returns true, or returns false when popups are blocked. */
  openWindow(url: string, target = '_blank', features?: string): boolean {
    if (this.#blockPopups) return false;
    this.#openedWindows.push({ url, target, features });
    return true;
  }

  /** The cookie's value, or undefined. */
  cookie(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  /** Stores the cookie (read back by `cookie`) and records the write. */
  setCookie(name: string, value: string, options: CookieOptions): void {
    this.#cookies.set(name, value);
    this.#cookieWrites.push({ name, value, options });
  }

  /** The user agent given at construction. */
  userAgent(): string {
    return this.#userAgent;
  }

  /** The preferred languages given at construction (none by default). */
  languages(): readonly string[] {
    return this.#languages;
  }

  /** The referrer given at construction. */
  referrer(): string {
    return this.#referrer;
  }

  /** True until a test hides the page. */
  isVisible(): boolean {
    return this.#visible;
  }

  /** Listens to visibility changes; returns the function that stops listening. */
  onVisibilityChange(handler: (visible: boolean) => void): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  /** Shows or hides the page; listeners hear only real changes, as with 'visibilitychange'. */
  setVisible(visible: boolean): void {
    if (visible === this.#visible) return;
    this.#visible = visible;
    for (const handler of [...this.#handlers]) handler(visible);
  }

  /** Listens to the page being left; returns the function that stops listening. */
  onPageHide(handler: () => void): () => void {
    const own = () => handler();
    this.#pageHideHandlers.add(own);
    return () => this.#pageHideHandlers.delete(own);
  }

  /** Calls `handler` at once when the page has painted, else on {@link paint}; returns the function that stops waiting. */
  onFirstContentfulPaint(handler: () => void): () => void {
    if (this.#painted) {
      handler();
      return () => {};
    }
    const own = () => handler();
    this.#paintHandlers.add(own);
    return () => this.#paintHandlers.delete(own);
  }

  /** Shows the page's first content, as its first contentful paint: waiting handlers hear it once. */
  paint(): void {
    if (this.#painted) return;
    this.#painted = true;
    const handlers = [...this.#paintHandlers];
    this.#paintHandlers.clear();
    for (const handler of handlers) handler();
  }

  /**
   * Leaves the page as a navigation or a closing tab does: 'pagehide' first, then the page is
   * hidden (visibility listeners hear false, unless it was hidden already).
   */
  leave(): void {
    for (const handler of [...this.#pageHideHandlers]) handler();
    this.setVisible(false);
  }
}
