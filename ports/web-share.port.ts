/** What the system share sheet shares. */
export interface WebShareData {
  readonly title: string;
  readonly text: string;
  /** The address shared, absolute http(s). */
  readonly url: string;
}

/** How a system share sheet closed: the visitor shared, or closed it without sharing. */
export type WebShareOutcome = 'shared' | 'cancelled';

/**
 * The platform's share sheet (the Web Share API, `navigator.share`).
 * @remarks Browsers open it only during a user gesture: call `share` from a click handler, before
 * any `await`.
 */
export interface WebSharePort {
  /** True when the platform can open its share sheet for `data` (in a browser: the Web Share API is there and does not refuse `data`). */
  canShare(data: WebShareData): boolean;
  /**
   * Opens the share sheet.
   * @returns `'cancelled'` when the visitor closed it without sharing (the browser's AbortError).
   * @throws CampaignKitError `UNSUPPORTED_PLATFORM` when the platform refused (no user gesture, data it cannot share, no sheet).
   */
  share(data: WebShareData): Promise<WebShareOutcome>;
}
