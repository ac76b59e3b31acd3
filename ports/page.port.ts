/** How {@link PagePort.setCookie} stores a cookie. */
export interface CookieOptions {
  /** How long the cookie lives, in seconds (its Max-Age). */
  readonly maxAgeSeconds: number;
  /** The cookie's path. Defaults to `'/'`. */
  readonly path?: string;
}

/**
 * The page the toolkit runs in: its address, cookies, user agent and visibility.
 */
export interface PagePort {
  /** The full current address (href). */
  url(): string;
  /** Replaces the address without a navigation (history.replaceState), e.g. to strip tokens. */
  replaceUrl(url: string): void;
  /** Leaves the page for `url`. */
  navigate(url: string): void;
  /** Opens a window; returns false where the platform blocked it. */
  openWindow(url: string, target?: string, features?: string): boolean;
  /** A cookie's decoded value, or undefined. */
  cookie(name: string): string | undefined;
  /** Stores a first-party cookie for this page's host (SameSite=Lax, and Secure on https), value URI-encoded. */
  setCookie(name: string, value: string, options: CookieOptions): void;
  userAgent(): string;
  /**
   * The visitor's preferred languages, most preferred first (BCP 47 tags, as `navigator.languages`);
   * empty where they are unknown (a server render).
   */
  languages(): readonly string[];
  referrer(): string;
  isVisible(): boolean;
  /** Listens to visibility changes; returns the function that stops listening. */
  onVisibilityChange(handler: (visible: boolean) => void): () => void;
  /**
   * Listens to 'pagehide': the page is being left, closed or put in the back-forward cache (it
   * fires where a hidden page without a visibility change would otherwise go unnoticed, in older
   * webviews). Returns the function that stops listening.
   */
  onPageHide(handler: () => void): () => void;
}

/**
 * The page's visibility alone (a hidden page is a background tab or a minimised window), for what
 * only pauses and resumes with it, such as background music. Every {@link PagePort} is one.
 */
export type VisibilityPort = Pick<PagePort, 'isVisible' | 'onVisibilityChange'>;
