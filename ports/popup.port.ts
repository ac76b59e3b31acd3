/** A popup window this page opened. */
export interface PopupHandle {
  /** True once the visitor (or the popup itself) closed it. */
  readonly closed: boolean;
  /**
   * Sends the popup to `url`, in place of what it shows (its history keeps no entry of it): a
   * popup opened empty within the visitor's tap gets its address once the page knows it.
   */
  navigate(url: string): void;
  close(): void;
}

/** A message posted to this window, with the origin the browser vouches for. */
export interface WindowMessage {
  readonly origin: string;
  readonly data: unknown;
}

/**
 * Popups and cross-window messages, for provider logins in a popup: the page opens the provider
 * in a popup; the popup, back on this origin, posts the return to its opener and closes.
 */
export interface PopupPort {
  /**
   * Opens a popup at `url` (`'about:blank'` for an empty one); undefined when the browser blocked
   * it. Browsers let a popup through only within the visitor's tap, and WebKit (Safari, every iOS
   * webview) only within the tap's own task: call it before any `await` of a load or a request.
   */
  open(url: string, name: string, features: string): PopupHandle | undefined;
  /** Listens to messages posted to this window; returns the function that stops listening. */
  onMessage(handler: (message: WindowMessage) => void): () => void;
  /** True when another window of this page's origin opened this one. */
  hasOpener(): boolean;
  /** Posts `data` to the opener, delivered only if the opener is at `targetOrigin`. */
  postToOpener(data: unknown, targetOrigin: string): boolean;
  /** Closes this window (a popup). */
  closeSelf(): void;
}
