import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

/**
 * Opens a demo page at `width` px with the cookie decision already made (so the banner is out of the
 * way): the campaign page, or the component gallery (`/gallery.html`, headed by the top bar, with
 * every footer variant).
 */
async function openAt(width: number, path = '/'): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width, height: 800 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await context.addInitScript(() => localStorage.setItem('campaign-kit:cookie_consent', JSON.stringify({ status: 'accepted', code: 1, time: Date.now() })));
  await page.goto(`${session.server.url}${path}`);
  await page.locator('body > #root > footer.ck-footer').waitFor();
  return page;
}

/** The measured box and styles of the element `selector` finds. */
const measure = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return { width: box.width, height: box.height, fontSize: parseFloat(style.fontSize), background: style.backgroundColor, color: style.color };
  });

describe('top bar and footer in Chromium (SPEC §2, §9 layout)', () => {
  it('at 1280 px: the top bar is white and 48 px high with content at most 1200 px; the footer is 250 px high and full width', async () => {
    const gallery = await openAt(1280, '/gallery.html');
    const bar = await measure(gallery, '.ck-topbar');
    expect(bar).toMatchObject({ height: 48, background: 'rgb(255, 255, 255)' });
    expect((await measure(gallery, '.ck-topbar__inner')).width).toBe(1200);
    const page = await openAt(1280);
    const viewport = await page.evaluate(() => document.documentElement.clientWidth);
    const footer = await measure(page, 'body > #root > footer.ck-footer');
    expect(footer).toMatchObject({ height: 250, width: viewport, fontSize: 12 });
    expect(await page.locator('body > #root > footer.ck-footer').getAttribute('class')).toContain('ck-footer--desktop');
  });

  it('at 1280 px: the light and dark desktop footers are 250 px high and differ in colour', async () => {
    const page = await openAt(1280, '/gallery.html');
    const light = await measure(page, '.demo-furniture__frame--desktop .ck-footer--light');
    const dark = await measure(page, '.demo-furniture__frame--desktop .ck-footer--dark');
    expect(light.height).toBe(250);
    expect(dark.height).toBe(250);
    expect(light.background).not.toBe(dark.background);
  });

  it('at 375 px: the footer is the mobile layout scaled against 750 px (a 750 x 500 design is 375 x 250, 22 px text is 11 px)', async () => {
    const page = await openAt(375);
    const viewport = await page.evaluate(() => document.documentElement.clientWidth);
    expect(viewport).toBe(375);
    expect(await page.locator('body > #root > footer.ck-footer').getAttribute('class')).toContain('ck-footer--mobile');
    const footer = await measure(page, 'body > #root > footer.ck-footer');
    expect(footer.width).toBe(375);
    expect(footer.height).toBeCloseTo(250, 0);
    expect(footer.fontSize).toBeCloseTo(11, 1);
    const gallery = await openAt(375, '/gallery.html');
    const frame = await measure(gallery, '.demo-furniture__frame--mobile .ck-footer--light');
    expect(frame.height).toBeCloseTo(frame.width * (500 / 750), 0);
  });

  it('the footer badge links to the guardian site with from_source, the first label of the host name', async () => {
    const page = await openAt(1280);
    const href = await page.locator('body > #root > footer.ck-footer').getByRole('link', { name: '家长监护' }).getAttribute('href');
    expect(new URL(href!).searchParams.get('from_source')).toBe('127');
  });

  it('has no serious or critical axe-core violation in the footers', async () => {
    const page = await openAt(1280);
    const results = await new AxeBuilder({ page: page as never }).include('footer.ck-footer').analyze();
    expect(results.passes.length).toBeGreaterThan(0);
    const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('every footer text, the page\'s own and the kit\'s in each theme and layout, has a contrast of at least 4.5:1', async () => {
    for (const path of ['/', '/gallery.html']) {
      const page = await openAt(1280, path);
      const results = await new AxeBuilder({ page: page as never }).include('footer').withRules(['color-contrast']).analyze();
      const targets = (nodes: { target: unknown[] }[]) => nodes.map((node) => node.target.join(' '));
      expect(results.passes.flatMap((rule) => rule.nodes).length, `${path}: texts measured`).toBeGreaterThan(path === '/' ? 8 : 30);
      expect(results.violations.flatMap((rule) => targets(rule.nodes)), `${path}: below 4.5:1`).toEqual([]);
      expect(results.incomplete.flatMap((rule) => targets(rule.nodes)), `${path}: not measurable`).toEqual([]);
    }
  });

  it('the language switch turns the widgets to English', async () => {
    const page = await openAt(1280);
    await page.getByRole('button', { name: 'English' }).click();
    const footer = page.locator('body > #root > footer.ck-footer');
    await expect.poll(() => footer.getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: '简体中文' }).click();
    await expect.poll(() => footer.getByRole('link', { name: '隐私政策' }).count()).toBe(1);
  });

  it("site config applies the demo's group control safely: own-origin script and style in, foreign script and run-script refused", async () => {
    const page = await openAt(1280, '/gallery.html');
    await expect.poll(() => page.getByLabel('已应用的站点配置').innerText()).toBe('2');
    expect(await page.getByLabel('被拒绝的站点配置').innerText()).toBe('2');
    expect(await page.evaluate(() => document.documentElement.dataset.groupControl)).toBe('loaded');
    expect(await page.evaluate(() => document.documentElement.dataset.runScript)).toBeUndefined();
    expect(await page.evaluate(() => [...document.scripts].some((script) => script.src.includes('untrusted.example.net')))).toBe(false);
  });
});
