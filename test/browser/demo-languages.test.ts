import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../domain/i18n/language';
import { foreignTexts } from '../support/foreign-script';
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

/** What a visitor of the campaign page in each language reads first: the page's own words and the contract server's. */
const EDITIONS: readonly { language: Language; title: string; tagline: string; counter: string; banner: string; news: string }[] = [
  {
    language: 'zh-CN',
    title: '星渊回响',
    tagline: '穿越破碎星海，回应来自深渊的呼唤',
    counter: '人已预约',
    banner: '全平台预约开启，预约即送限定头像框',
    news: '《星渊回响》全平台预约开启',
  },
  {
    language: 'en',
    title: 'Echoes of the Abyss',
    tagline: 'Cross a shattered sea of stars and answer the call from the abyss',
    counter: 'players reserved',
    banner: 'Pre-registration is open on every platform: reserve for a limited avatar frame',
    news: 'Echoes of the Abyss: pre-registration opens on every platform',
  },
  {
    language: 'ja',
    title: '星淵のこだま',
    tagline: '砕けた星の海を越え、深淵からの呼び声に応えよ',
    counter: '人が事前登録済み',
    banner: '全プラットフォームで事前登録受付中、登録で限定アイコンフレームをプレゼント',
    news: '『星淵のこだま』全プラットフォームで事前登録開始',
  },
  {
    language: 'ko',
    title: '별심연의 메아리',
    tagline: '부서진 별의 바다를 건너 심연의 부름에 응답하라',
    counter: '명 사전예약 완료',
    banner: '전 플랫폼 사전예약 오픈, 예약하면 한정 프로필 테두리 증정',
    news: '〈별심연의 메아리〉 전 플랫폼 사전예약 오픈',
  },
  {
    language: 'zh-TW',
    title: '星淵迴響',
    tagline: '穿越破碎星海，回應來自深淵的呼喚',
    counter: '人已預約',
    banner: '全平台預約開啟，預約即送限定頭像框',
    news: '《星淵迴響》全平台預約開啟',
  },
];

/**
 * Every text of the page, the page's and the server's own words included: text nodes and the
 * aria-label, placeholder, alt and title of every element, and the document's title. Left out: the
 * language switch, whose buttons name each language in its own script.
 */
const pageTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts = [document.title.trim()];
    const walk = (element: Element) => {
      if (element.classList.contains('demo-language')) return;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name);
        if (value?.trim()) texts.push(value.trim());
      }
      for (const child of Array.from(element.childNodes)) {
        if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) texts.push(child.textContent.trim());
        else if (child instanceof Element && !['SCRIPT', 'STYLE'].includes(child.tagName)) walk(child);
      }
    };
    walk(document.body);
    return texts;
  });

const BANNER = '.ck-consent-banner[data-open="true"]';

describe('the campaign page in each of the five languages', () => {
  for (const edition of EDITIONS) {
    it(`in ${edition.language}: the hero, the counter, the banners and the news speak it; no text of the page is in another script; axe-clean`, async () => {
      const { page } = await session.visitor();
      await page.goto(`${session.server.url}/?lang=${edition.language}`);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(edition.language);
      await page.locator('.ck-milestone output').waitFor();

      expect(await page.locator('h1.hero__title').innerText()).toBe(edition.title);
      expect(await page.locator('.hero__tagline').innerText()).toBe(edition.tagline);
      expect(await page.locator('.ck-milestone [data-page-copy]').innerText()).toBe(edition.counter);
      // The picture search answers this language's banners: the carousel shows the first.
      const carousel = page.locator('section.ck-carousel');
      await expect.poll(() => carousel.locator('.ck-carousel__slide:not([hidden]) img').getAttribute('alt')).toBe(edition.banner);
      await expect.poll(() => page.locator('.ck-news__item .ck-news__title').first().innerText()).toBe(edition.news);
      await page.locator('.ck-news__items[aria-busy="false"]').waitFor();

      const texts = await pageTexts(page);
      expect(texts.length).toBeGreaterThan(100);
      expect(foreignTexts(texts, edition.language)).toEqual([]);

      await animationsEnded(page, BANNER);
      expect(await seriousFindingsIn(page), `axe in ${edition.language}`).toEqual([]);
    });
  }

  it('follows a switch of language made on the page: the hero, the banners and the news change with the widgets', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    const [zhCN, , ja] = EDITIONS;
    const shownBanner = () => page.locator('.ck-carousel__slide:not([hidden]) img').getAttribute('alt');
    await expect.poll(shownBanner).toBe(zhCN!.banner);
    await page.getByRole('button', { name: '日本語', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja');
    expect(await page.locator('h1.hero__title').innerText()).toBe(ja!.title);
    await expect.poll(shownBanner).toBe(ja!.banner);
    await expect.poll(() => page.locator('.ck-news__item .ck-news__title').first().innerText()).toBe(ja!.news);
    expect(await page.title()).toBe('『星淵のこだま』全プラットフォームで事前登録受付中');
  });
});

/** The demo's other pages, what shows once each has loaded, and its title in each language. */
const OTHER_PAGES = [
  {
    path: '/gallery.html',
    loaded: ['body > #root > footer.ck-footer', '.ck-login:not([aria-busy="true"])'],
    titles: { 'zh-CN': 'campaign-kit · 组件一览', en: 'campaign-kit · Component gallery', ja: 'campaign-kit · コンポーネント一覧', ko: 'campaign-kit · 컴포넌트 갤러리', 'zh-TW': 'campaign-kit · 元件一覽' },
  },
  {
    path: '/account.html',
    loaded: ['[role="tablist"]', '.ck-form'],
    titles: { 'zh-CN': '《星渊回响》账号中心', en: 'Echoes of the Abyss · Account', ja: '『星淵のこだま』アカウント', ko: '〈별심연의 메아리〉 계정', 'zh-TW': '《星淵迴響》帳號中心' },
  },
  {
    path: '/affiliate.html',
    loaded: ['#root form'],
    titles: { 'zh-CN': '企业管理后台', en: 'Enterprise console', ja: '企業管理コンソール', ko: '기업 관리 콘솔', 'zh-TW': '企業管理後台' },
  },
] as const;

describe("the demo's other pages in each of the five languages", () => {
  for (const { path, loaded, titles } of OTHER_PAGES) {
    it(`${path}: its title and every text in the language asked for, axe-clean in each`, async () => {
      const { page } = await session.visitor();
      for (const { language } of EDITIONS) {
        await page.goto(`${session.server.url}${path}?lang=${language}`);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        for (const selector of loaded) await page.locator(selector).first().waitFor();
        await expect.poll(() => page.title()).toBe(titles[language]);
        const texts = await pageTexts(page);
        expect(texts.length, language).toBeGreaterThan(5);
        expect(foreignTexts(texts, language), language).toEqual([]);
        if ((await page.locator(BANNER).count()) > 0) await animationsEnded(page, BANNER);
        expect(await seriousFindingsIn(page), `axe in ${language}`).toEqual([]);
      }
    });
  }
});
