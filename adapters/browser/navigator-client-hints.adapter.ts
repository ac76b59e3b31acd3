import type { ClientHints, ClientHintsPort } from '../../ports/client-hints.port';

/** The part of a navigator a {@link NavigatorClientHintsAdapter} reads. */
export interface HintsNavigator {
  readonly userAgentData?: { readonly mobile?: boolean; readonly platform?: string; readonly brands?: readonly { readonly brand: string; readonly version: string }[] };
}

/** The {@link ClientHintsPort} over `navigator.userAgentData` (absent in Safari and Firefox). */
export class NavigatorClientHintsAdapter implements ClientHintsPort {
  readonly #navigator: HintsNavigator | undefined;

  /** @param navigator - defaults to `globalThis.navigator`, read at construction. */
  constructor(navigator: HintsNavigator | undefined = globalThis.navigator as HintsNavigator | undefined) {
    this.#navigator = navigator;
  }

  /** The low-entropy hints, or undefined where the browser has none. */
  read(): ClientHints | undefined {
    const data = this.#navigator?.userAgentData;
    if (!data) return undefined;
    return { mobile: data.mobile, platform: data.platform, brands: data.brands ? [...data.brands] : undefined };
  }
}
