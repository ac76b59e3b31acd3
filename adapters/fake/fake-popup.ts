import type { PopupHandle, PopupPort, WindowMessage } from '../../ports/popup.port';

/** A popup the fake opened. */
export interface FakePopupWindow extends PopupHandle {
  /** Where the popup is: the address it opened at, then the last one `navigate` gave it. */
  readonly url: string;
  readonly name: string;
  /** Every address `navigate` gave it, oldest first. */
  readonly navigations: readonly string[];
}

/**
 * A {@link PopupPort} in memory: records popups (or blocks them), delivers messages a test
 * posts with `receive`, records what was posted to the opener.
 */
export class FakePopup implements PopupPort {
  readonly #handlers = new Set<(message: WindowMessage) => void>();
  readonly #opened: FakePopupWindow[] = [];
  readonly #posted: { data: unknown; targetOrigin: string }[] = [];
  blockPopups = false;
  opener = false;
  selfClosed = false;

  get opened(): readonly FakePopupWindow[] {
    return this.#opened;
  }

  get posted(): readonly { data: unknown; targetOrigin: string }[] {
    return this.#posted;
  }

  open(url: string, name: string): PopupHandle | undefined {
    if (this.blockPopups) return undefined;
    const popup = {
      url,
      name,
      closed: false,
      navigations: [] as string[],
      navigate(address: string) {
        popup.url = address;
        popup.navigations.push(address);
      },
      close() {
        popup.closed = true;
      },
    };
    this.#opened.push(popup);
    return popup;
  }

  onMessage(handler: (message: WindowMessage) => void): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  /** Delivers a message to the listeners, as the browser would. */
  receive(message: WindowMessage): void {
    for (const handler of [...this.#handlers]) handler(message);
  }

  hasOpener(): boolean {
    return this.opener;
  }

  postToOpener(data: unknown, targetOrigin: string): boolean {
    if (!this.opener) return false;
    this.#posted.push({ data, targetOrigin });
    return true;
  }

  closeSelf(): void {
    this.selfClosed = true;
  }
}
