import type { BrowserContext, Page } from 'playwright-core';

type CallsWindow = Window & { __issuedCalls?: string[] };

/**
 * Records, in each page of `context`, the address of every fetch and beacon as the page issues it
 * (before any answer), so a test can tell what had left the page at a given moment: Playwright's own
 * request events reach the test a little later. Call it before the page loads.
 */
export async function recordIssuedCalls(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const calls: string[] = [];
    (window as CallsWindow).__issuedCalls = calls;
    const nativeFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return nativeFetch(input, init);
    };
    const nativeBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      calls.push(String(url));
      return nativeBeacon(url, data);
    };
  });
}

/** The addresses the page has fetched or beaconed so far (see {@link recordIssuedCalls}) that contain `part`. */
export function issuedCalls(page: Page, part: string): Promise<string[]> {
  return page.evaluate((part) => ((window as CallsWindow).__issuedCalls ?? []).filter((url) => url.includes(part)), part);
}
