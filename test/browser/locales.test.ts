import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '../../domain/i18n/consent-texts';
import type { Language } from '../../domain/i18n/language';
import { ja } from '../../domain/i18n/locales/ja';
import { ko } from '../../domain/i18n/locales/ko';
import { zhTW } from '../../domain/i18n/locales/zh-TW';
import { WIDGET_TEXTS } from '../../domain/i18n/widget-texts';
import { foreignTexts } from '../support/foreign-script';
import { animationsEnded } from './support/animations';
import { seriousFindingsIn } from './support/axe';
import { startDemoSession, type DemoSession } from './support/demo';
import { kitTexts } from './support/kit-texts';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

/** Each language, the demo switch's button for it (the language's own name), and two of its built-in texts. */
const LOCALES: readonly { language: Language; button: string; reserve: string; cookieSetting: string }[] = [
  { language: 'ja', button: '日本語', reserve: ja.widget.reserve, cookieSetting: ja.consent.cookieSetting },
  { language: 'ko', button: '한국어', reserve: ko.widget.reserve, cookieSetting: ko.consent.cookieSetting },
  { language: 'zh-TW', button: '繁體中文', reserve: zhTW.widget.reserve, cookieSetting: zhTW.consent.cookieSetting },
  { language: 'en', button: 'English', reserve: WIDGET_TEXTS.en.reserve, cookieSetting: CONSENT_TEXTS.en.cookieSetting },
  { language: 'zh-CN', button: '简体中文', reserve: WIDGET_TEXTS['zh-CN'].reserve, cookieSetting: CONSENT_TEXTS['zh-CN'].cookieSetting },
];

const BANNER = '.ck-consent-banner[data-open="true"]';
const PANEL = '.ck-consent-layer[data-open="true"] .ck-consent-panel';

/** The kit's texts with the cookie settings panel open, then the panel closed again. */
async function withPanelTexts(page: Page, opener: string): Promise<string[]> {
  await page.locator('.ck-consent-banner').getByRole('button', { name: opener, exact: true }).click();
  await page.locator(PANEL).waitFor();
  const texts = await kitTexts(page);
  await page.keyboard.press('Escape');
  await page.locator('.ck-consent-layer[data-open="true"]').waitFor({ state: 'detached' });
  return texts;
}

describe('the demo in five languages', () => {
  it('switched through ja, ko, zh-TW, en and zh-CN, no kit widget shows a text of another script, and each is axe-clean', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await page.locator('body > #root > footer.ck-footer').waitFor();
    await page.locator(BANNER).waitFor();
    await page.locator('.ck-milestone output').waitFor();
    await page.locator('.ck-news__item').first().waitFor();

    for (const { language, button, reserve, cookieSetting } of LOCALES) {
      await page.getByRole('button', { name: button, exact: true }).click();
      // The page's lang follows the language the widgets show: a pack has arrived once it says so.
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
      await page.getByRole('button', { name: reserve, exact: true }).waitFor();
      await page.locator('.ck-news__item').first().waitFor();
      const texts = await withPanelTexts(page, cookieSetting);
      expect(texts.length, language).toBeGreaterThan(40);
      expect(foreignTexts(texts, language), language).toEqual([]);

      await animationsEnded(page, BANNER);
      expect(await seriousFindingsIn(page), `axe in ${language}`).toEqual([]);
    }
  });
});

describe("the language from the visitor's browser", () => {
  it.each([
    ['ja-JP', 'ja', ja.widget.reserve],
    ['zh-HK', 'zh-TW', zhTW.widget.reserve],
    ['ko-KR', 'ko', ko.widget.reserve],
    ['fr-FR', 'zh-CN', WIDGET_TEXTS['zh-CN'].reserve],
  ])('a browser in %s gets the demo in %s', async (locale, language, reserve) => {
    const { page } = await session.visitor({ locale });
    await page.goto(session.server.url);
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    await page.getByRole('button', { name: reserve, exact: true }).waitFor();
  });
});
