import type { ClipboardPort } from '../../ports/clipboard.port';

/** The part of a navigator a {@link NavigatorClipboardAdapter} uses; a browser `Navigator` is one. */
export interface ClipboardNavigator {
  readonly clipboard?: { writeText?(text: string): Promise<void> };
}

/** The {@link ClipboardPort} over the async Clipboard API (`navigator.clipboard.writeText`). */
export class NavigatorClipboardAdapter implements ClipboardPort {
  readonly #navigator: ClipboardNavigator | undefined;

  /** @param navigator - Defaults to `globalThis.navigator`, read at construction. */
  constructor(navigator: ClipboardNavigator | undefined = globalThis.navigator) {
    this.#navigator = navigator;
  }

  async writeText(text: string): Promise<boolean> {
    try {
      const clipboard = this.#navigator?.clipboard;
      if (typeof clipboard?.writeText !== 'function') return false;
      await clipboard.writeText(text);
      return true;
    } catch {
      return false;
    }
  }
}
