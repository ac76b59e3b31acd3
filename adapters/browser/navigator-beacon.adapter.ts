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
 * Where a webview has no `sendBeacon`, the request goes as a `keepalive` fetch instead (the same
 * body, content type and cookies; also outliving the page, also unanswered); with neither, `send`
 * says false and the caller keeps what it had.
 */
export class NavigatorBeaconAdapter implements BeaconPort {
  readonly #navigator: BeaconNavigator | undefined;
  readonly #fetch: typeof globalThis.fetch | undefined;

  /**
   * @param navigator - Defaults to `globalThis.navigator`, read at construction.
   * @param fetch - the keepalive fallback where `navigator` has no `sendBeacon`. Defaults to the
   *   page's `fetch` when `navigator` is the page's, else none.
   */
  constructor(
    navigator: BeaconNavigator | undefined = globalThis.navigator,
    fetch: typeof globalThis.fetch | undefined = navigator !== undefined && navigator === globalThis.navigator ? globalThis.fetch : undefined,
  ) {
    this.#navigator = navigator;
    this.#fetch = fetch;
  }

  /** POSTs `body` to `url`; false when the browser refused it or has neither beacon nor fetch. Never throws. */
  send(url: string, body: string): boolean {
    try {
      const navigator = this.#navigator;
      if (navigator?.sendBeacon) return navigator.sendBeacon(url, body);
      const fetch = this.#fetch;
      if (!fetch) return false;
      // no-cors: the same request a beacon makes (a text body, the page's cookies), needing no preflight.
      fetch(url, { method: 'POST', body, keepalive: true, mode: 'no-cors', credentials: 'include', headers: { 'content-type': 'text/plain;charset=UTF-8' } }).catch(() => {});
      return true;
    } catch {
      return false;
    }
  }
}
