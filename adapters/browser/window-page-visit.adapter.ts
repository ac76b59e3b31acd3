import type { PagePort } from '../../ports/page.port';
import { isDocumentVisible, onDocumentVisibilityChange, type VisibilityDocument } from './document-visibility.adapter';

/** The parts of a window a {@link WindowPageVisitAdapter} reads; a browser `Window` is one. */
export interface VisitWindow {
  readonly location: Pick<Location, 'href'>;
  readonly navigator: Pick<Navigator, 'userAgent'>;
  readonly document: VisibilityDocument & Pick<Document, 'referrer'>;
  addEventListener(type: 'pagehide', listener: () => void): void;
  removeEventListener(type: 'pagehide', listener: () => void): void;
}

/**
 * The part of the {@link PagePort} that describes the visit, over a browser window: the address,
 * user agent, referrer, visibility and the page being left ('pagehide'). For a page that reports
 * on itself (a monitor) and needs none of the rest (cookies, navigation, popups); each method
 * behaves as the {@link PagePort}'s. `WindowPageAdapter` extends it with the rest.
 */
export class WindowPageVisitAdapter implements Pick<PagePort, 'url' | 'userAgent' | 'referrer' | 'isVisible' | 'onVisibilityChange' | 'onPageHide'> {
  readonly #window: VisitWindow;

  /** @param window - the page's window. Defaults to `globalThis.window`, read at construction. */
  constructor(window: VisitWindow = globalThis.window) {
    this.#window = window;
  }

  /** The full current address (href). */
  url(): string {
    return this.#window.location.href;
  }

  userAgent(): string {
    return this.#window.navigator.userAgent;
  }

  /** The address the visitor came from, or '' when the browser does not tell. */
  referrer(): string {
    return this.#window.document.referrer;
  }

  /** False while the page is hidden (a background tab, a minimised window). */
  isVisible(): boolean {
    return isDocumentVisible(this.#window.document);
  }

  /** Calls `handler` with the new visibility on every 'visibilitychange'; returns the unsubscribe. */
  onVisibilityChange(handler: (visible: boolean) => void): () => void {
    return onDocumentVisibilityChange(this.#window.document, handler);
  }

  /** Calls `handler` on every 'pagehide' of the window; returns the unsubscribe. */
  onPageHide(handler: () => void): () => void {
    const window = this.#window;
    const listener = (): void => handler();
    window.addEventListener('pagehide', listener);
    return () => window.removeEventListener('pagehide', listener);
  }
}
