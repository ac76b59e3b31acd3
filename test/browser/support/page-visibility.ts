import type { Page } from 'playwright-core';

/**
 * Hides the page as switching to another tab or app does: 'visibilitychange' with the document
 * hidden. Headless Chromium keeps every page visible (minimising its window changes nothing), so
 * the state is set on the document and the browser's own event fired; what answers it is real.
 */
export function hidePage(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Shows the page again after {@link hidePage}: the document visible and the browser's own event fired. */
export function showPage(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
