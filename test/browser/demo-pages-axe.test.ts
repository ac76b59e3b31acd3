import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animationsEnded } from './support/animations';
import { seriousFindingsIn } from './support/axe';
import { startDemoSession, type DemoSession } from './support/demo';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

/** Each demo page, and what shows once it has loaded what it shows on a first visit. */
const PAGES = [
  { name: 'home', path: '/', loaded: ['body > #root > footer.ck-footer', '.ck-milestone output', '.ck-news__item'] },
  { name: 'account', path: '/account.html', loaded: ['[role="tablist"]', '.ck-form, form'] },
  { name: 'affiliate', path: '/affiliate.html', loaded: ['#root form'] },
  { name: 'gallery', path: '/gallery.html', loaded: ['body > #root > footer.ck-footer', '.ck-login:not([aria-busy="true"])'] },
] as const;

const LANGUAGES = ['zh-CN', 'en'] as const;

const BANNER = '.ck-consent-banner[data-open="true"]';

async function open(page: Page, path: string, language: (typeof LANGUAGES)[number], loaded: readonly string[]): Promise<void> {
  await page.goto(`${session.server.url}${path}${language === 'en' ? '?lang=en' : ''}`);
  for (const selector of loaded) await page.locator(selector).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('every demo page, in zh-CN and in en, has no serious or critical axe-core finding', () => {
  for (const { name, path, loaded } of PAGES) {
    for (const language of LANGUAGES) {
      it(`${name} (${path}) in ${language}: on a first visit (with the cookie banner where the page has one), then after accepting`, async () => {
        const { page } = await session.visitor();
        await open(page, path, language, loaded);
        expect(await page.evaluate(() => document.documentElement.lang), 'the page says its language').toBe(language);

        const banner = page.locator(BANNER);
        const hasBanner = (await banner.count()) > 0;
        if (hasBanner) await animationsEnded(page, BANNER);
        expect(await seriousFindingsIn(page), 'first visit').toEqual([]);

        if (hasBanner) {
          await banner.locator('.ck-consent-button--primary').click();
          await expect.poll(() => banner.count()).toBe(0);
          await animationsEnded(page, '.ck-consent-banner');
          expect(await seriousFindingsIn(page), 'after accepting the cookies').toEqual([]);
        }
      });
    }
  }

  for (const language of LANGUAGES) {
    it(`home in ${language} with the login dialog open`, async () => {
      const { page } = await session.visitor();
      await open(page, '/', language, PAGES[0].loaded);
      await page.locator(BANNER).locator('.ck-consent-button--primary').click();
      await page.locator('.site-header__login').click();
      await page.getByRole('dialog').locator('.ck-login:not([aria-busy="true"])').waitFor();
      await animationsEnded(page, '[role="dialog"]'); // the enabled buttons' fade from their disabled opacity
      expect(await seriousFindingsIn(page), 'login dialog open').toEqual([]);
    });

    it(`gallery in ${language} with the cookie settings panel open, its details shown`, async () => {
      const { page } = await session.visitor();
      await open(page, '/gallery.html', language, PAGES[3].loaded);
      await page.locator(BANNER).locator('.ck-consent-button').first().click();
      const panel = page.locator('.ck-consent-layer[data-open="true"] .ck-consent-panel');
      await panel.waitFor();
      await panel.locator('.ck-consent-details__toggle').click();
      await animationsEnded(page, '.ck-consent-layer');
      expect(await seriousFindingsIn(page), 'cookie settings open').toEqual([]);
    });
  }
});
