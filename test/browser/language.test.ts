import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { kitTexts } from './support/kit-texts';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

/** The kit's texts with the cookie settings panel open (it is rendered at its first opening). */
async function panelTexts(page: Page, opener: string): Promise<string[]> {
  await page.locator('.ck-consent-banner').getByRole('button', { name: opener, exact: true }).click();
  await page.locator('.ck-consent-layer[data-open="true"] .ck-consent-panel').waitFor();
  return kitTexts(page);
}

const CJK = /[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/;

/** Opens the campaign page, waits until the kit's widgets have loaded their data. */
async function openDemo(): Promise<Page> {
  const { page } = await session.visitor();
  await page.goto(session.server.url);
  await page.locator('body > #root > footer.ck-footer').waitFor();
  await page.locator('.ck-consent-banner[data-open="true"]').waitFor();
  await page.locator('.ck-milestone output').waitFor();
  await page.locator('.ck-news__item').first().waitFor();
  return page;
}

/** The full easy-login widget on the component gallery. */
const showcaseOf = (page: Page) => page.locator('section[aria-labelledby="demo-easy-login-title"]');

/** Goes on to the component gallery in the same tab (the language chosen carries over), waits for its widgets. */
async function openGallery(page: Page): Promise<void> {
  await page.goto(`${session.server.url}/gallery.html`);
  await page.locator('body > #root > footer.ck-footer').waitFor();
  await page.locator('.ck-consent-banner[data-open="true"]').waitFor();
  await showcaseOf(page).locator('.ck-login:not([aria-busy="true"])').waitFor();
}

describe('the demo in English and in Chinese', () => {
  it('switched to English, no text the kit renders has a Chinese character (campaign page and gallery); errors speak English too; axe-clean', async () => {
    const page = await openDemo();
    await page.getByRole('button', { name: 'English' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: 'Reserve now' }).waitFor();
    const campaignTexts = [...(await kitTexts(page)), ...(await panelTexts(page, 'Cookie Setting'))];

    await openGallery(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const showcase = showcaseOf(page);
    await showcase.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect.poll(() => showcase.getByRole('alert').innerText()).toBe('agreement: not ticked!');

    const texts = [...campaignTexts, ...(await kitTexts(page))];
    expect(texts.length).toBeGreaterThan(60);
    expect(texts.filter((text) => CJK.test(text))).toEqual([]);
    expect(texts).toEqual(
      expect.arrayContaining(['Reserve now', 'Cookie Setting', 'Accept All', 'Necessary cookies', 'Share on WeChat', 'Log in with Douyin', 'Launch server', 'Parental guardian']),
    );
    expect(texts.join(' ')).toContain('© 2026 Starabyss Studio');

    const axe = await new AxeBuilder({ page: page as never }).include('section[aria-labelledby="demo-easy-login-title"] .ck-login').analyze();
    expect(axe.passes.length).toBeGreaterThan(0);
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('switched back to 中文, every text the kit renders is Chinese but numbers, brands, addresses and product words (campaign page and gallery)', async () => {
    const page = await openDemo();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Reserve now' }).waitFor();
    await page.getByRole('button', { name: '简体中文' }).click();
    await page.getByRole('button', { name: '立即预约' }).waitFor();
    const campaignTexts = [...(await kitTexts(page)), ...(await panelTexts(page, 'Cookie 设置'))];
    await openGallery(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    // What zh-CN may show without Chinese: no Latin letters at all (numbers, symbols, the countdown), brand and product names, addresses.
    const allowed = /^([^A-Za-z]*|\d+s|Facebook|Twitter|LINE|TikTok|https?:\/\/\S+)$/;
    const untranslated = [...campaignTexts, ...(await kitTexts(page))].filter((text) => !CJK.test(text) && !allowed.test(text));
    expect(untranslated).toEqual([]);
  });

  it('the hidden game nav bar takes no focus: it is inert, so its links are skipped', async () => {
    const context = await session.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'zh-CN' });
    try {
      const page = await context.newPage();
      await page.goto(`${session.server.url}/?simulate=game`);
      const bar = page.locator('nav.ck-nav-bar');
      await bar.waitFor();
      // A link in the bar, as a page's back link would be.
      await bar.evaluate((element) => {
        const link = document.createElement('a');
        link.href = '#top';
        link.id = 'nav-probe';
        link.textContent = 'top';
        element.append(link);
      });
      const touch = await context.newCDPSession(page);
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 600 }] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 200, y: 570 }] });
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => bar.getAttribute('data-visible')).toBe('false');
      expect(await bar.evaluate((element) => element.hasAttribute('inert'))).toBe(true);
      const focused = await page.evaluate(() => {
        document.getElementById('nav-probe')?.focus();
        return document.activeElement?.id ?? '';
      });
      expect(focused).not.toBe('nav-probe');
    } finally {
      await context.close();
    }
  });
});
