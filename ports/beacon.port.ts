/**
 * Requests that must outlive the page: the browser finishes them even when the page is hidden,
 * frozen or closed right after (`navigator.sendBeacon` in a browser).
 *
 * @remarks The page never learns whether such a request arrived, nor what the server answered.
 * Browsers cap what may be in flight this way at about 64 KB (bytes) per page.
 */
export interface BeaconPort {
  /**
   * POSTs `body` to `url` with the page's cookies, as `text/plain;charset=UTF-8` (a content type
   * that needs no CORS preflight, which a page that is going away could not wait for).
   * @param body - the request body, e.g. a JSON text.
   * @returns true when the browser took the request; false when it refused it (over its size
   *   budget, an invalid url, no beacon in this webview). Never throws.
   */
  send(url: string, body: string): boolean;
}
