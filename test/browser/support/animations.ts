import type { Page } from 'playwright-core';

/**
 * Waits until the first element matching `selector` is on the page and nothing inside it is
 * animating, its CSS transitions included (a slide-in or a fade has ended): colours and boxes are
 * then the ones a person sees. `getAnimations` applies pending style changes first, so a transition
 * a change has just started is seen, not missed.
 */
export async function animationsEnded(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    return element !== null && element.getAnimations({ subtree: true }).every((animation) => animation.playState === 'finished');
  }, selector);
}
