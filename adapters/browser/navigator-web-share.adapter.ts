import { CampaignKitError } from '../../ports/errors';
import type { WebShareData, WebShareOutcome, WebSharePort } from '../../ports/web-share.port';

/** The part of a navigator a {@link NavigatorWebShareAdapter} uses; a browser `Navigator` is one. */
export interface ShareNavigator {
  share?(data: ShareData): Promise<void>;
  canShare?(data: ShareData): boolean;
}

/** The {@link WebSharePort} over the Web Share API (`navigator.share`, `navigator.canShare`). */
export class NavigatorWebShareAdapter implements WebSharePort {
  readonly #navigator: ShareNavigator | undefined;

  /** @param navigator - Defaults to `globalThis.navigator`, read at construction. */
  constructor(navigator: ShareNavigator | undefined = globalThis.navigator) {
    this.#navigator = navigator;
  }

  canShare(data: WebShareData): boolean {
    const navigator = this.#navigator;
    if (typeof navigator?.share !== 'function') return false;
    return typeof navigator.canShare !== 'function' || navigator.canShare({ ...data });
  }

  async share(data: WebShareData): Promise<WebShareOutcome> {
    try {
      // Called before any await: the browser opens the sheet only within the visitor's gesture.
      const sharing = this.#navigator?.share?.({ ...data });
      if (!sharing) throw new TypeError('navigator.share is not available');
      await sharing;
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      throw new CampaignKitError('UNSUPPORTED_PLATFORM', `the share sheet did not open: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
}
