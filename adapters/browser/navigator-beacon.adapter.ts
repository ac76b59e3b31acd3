import type { BeaconPort } from '../../ports';

/** The part of a navigator a {@link NavigatorBeaconAdapter} uses; a browser `Navigator` is one. */
export interface BeaconNavigator {
  sendBeacon?(url: string, data?: BodyInit | null): boolean;
}

/**
 * The {@link BeaconPort} over `navigator.sendBeacon`.
 *
 * @remarks Bodies go as text (`text/plain;charset=UTF-8`, what `sendBeacon` sends for a string),
 * with the page's cookies, so no CORS preflight is needed: the receiving endpoint must read JSON
 * whatever the content type. The browser's answer (false past its ~64 KB budget) is passed on.
 * Where a webview has no `sendBeacon`, `send` says false and the caller keeps what it had.
 */
export class NavigatorBeaconAdapter implements BeaconPort {
  readonly #navigator: BeaconNavigator | undefined;

  /** @param navigator - Defaults to `globalThis.navigator`, read at construction. */
  constructor(navigator: BeaconNavigator | undefined = globalThis.navigator) {
    this.#navigator = navigator;
  }

  /** POSTs `body` to `url`; false when the browser refused it or has no beacon. Never throws. */
  send(url: string, body: string): boolean {
    try {
      return this.#navigator?.sendBeacon?.(url, body) ?? false;
    } catch {
      return false;
    }
  }
}
