import type { PopupHandle, PopupPort, WindowMessage } from '../../ports/popup.port';

/** The parts of a browser window the popup adapter uses. */
export interface PopupWindow {
  readonly location: Pick<Location, 'origin'>;
  readonly opener: { postMessage(data: unknown, targetOrigin: string): void; readonly closed?: boolean } | null;
  open(url?: string | URL, target?: string, features?: string): { readonly closed: boolean; close(): void; readonly location: Pick<Location, 'replace'> } | null;
  close(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/**
 * The {@link PopupPort} over `window.open`, `postMessage` and the `message` event.
 * @remarks A blocked popup (`window.open` gave null or threw) is reported as undefined.
 */
export class WindowPopupAdapter implements PopupPort {
  readonly #window: PopupWindow;

  /** @param window - defaults to `globalThis.window`, read at construction. */
  constructor(window: PopupWindow = globalThis.window as unknown as PopupWindow) {
    this.#window = window;
  }

  open(url: string, name: string, features: string): PopupHandle | undefined {
    try {
      const popup = this.#window.open(url, name, features);
      if (!popup) return undefined;
      return {
        get closed() {
          return popup.closed;
        },
        navigate(address: string) {
          // A popup the visitor closed meanwhile has nowhere to go: its closing is seen by polling `closed`.
          if (!popup.closed) popup.location.replace(address);
        },
        close: () => popup.close(),
      };
    } catch {
      return undefined;
    }
  }

  onMessage(handler: (message: WindowMessage) => void): () => void {
    const listener = (event: MessageEvent) => handler({ origin: event.origin, data: event.data as unknown });
    this.#window.addEventListener('message', listener);
    return () => this.#window.removeEventListener('message', listener);
  }

  hasOpener(): boolean {
    try {
      return this.#window.opener !== null && this.#window.opener.closed !== true;
    } catch {
      return false;
    }
  }

  postToOpener(data: unknown, targetOrigin: string): boolean {
    if (!this.hasOpener()) return false;
    this.#window.opener!.postMessage(data, targetOrigin);
    return true;
  }

  closeSelf(): void {
    this.#window.close();
  }
}
