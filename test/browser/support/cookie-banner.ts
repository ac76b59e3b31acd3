import type { Page } from 'playwright-core';

/** The kit's cookie banner on the demo page, in Chinese (the page's default language). */
export const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Cookie 提示' });
