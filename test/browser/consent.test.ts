import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { seriousFindingsIn } from './support/axe';
import { animationsEnded } from './support/animations';
import { issuedCalls, recordIssuedCalls } from './support/issued-calls';
import { sessionIdOf } from './support/visitor';
import { cookieBanner } from './support/cookie-banner';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

const RECORD_KEY = 'campaign-kit:cookie_consent';
const EXPIRY_MS = 33_696_000_000;

const panel = (page: Page) => page.getByRole('dialog', { name: 'Cookie 设置' });
const stored = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, RECORD_KEY);
const activeName = (page: Page) => page.evaluate(() => {
  const active = document.activeElement as HTMLElement | null;
  return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
});

describe('cookie consent in Chromium (SPEC §2, §4)', () => {
  it('shows the banner on a first visit; Accept All stores the status and a reload keeps it hidden', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await expect.poll(() => cookieBanner(page).isVisible()).toBe(true);
    expect(await stored(page)).toBeNull();

    await cookieBanner(page).getByRole('button', { name: '全部接受' }).click();
    await expect.poll(() => cookieBanner(page).isVisible()).toBe(false);
    const record = (await stored(page)) as { status: string; code: number; time: number };
    expect(record).toMatchObject({ status: 'accepted', code: 1 });
    expect(Math.abs(record.time - Date.now())).toBeLessThan(60_000);

    await page.reload();
    await page.getByRole('heading', { name: '星渊回响', level: 1 }).waitFor();
    expect(await cookieBanner(page).isVisible()).toBe(false);
  });

  it('shows the banner again once the stored status is older than 33696000000 ms, not before', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await cookieBanner(page).getByRole('button', { name: '全部拒绝' }).click();
    const store = (ageMs: number) =>
      page.evaluate(([key, age]) => localStorage.setItem(key as string, JSON.stringify({ status: 'rejected', code: 2, time: Date.now() - (age as number) })), [RECORD_KEY, ageMs] as const);

    await store(EXPIRY_MS - 60_000);
    await page.reload();
    await page.getByRole('heading', { name: '星渊回响', level: 1 }).waitFor();
    expect(await cookieBanner(page).isVisible()).toBe(false);

    await store(EXPIRY_MS + 1);
    await page.reload();
    await expect.poll(() => cookieBanner(page).isVisible()).toBe(true);
  });

  it('works by keyboard alone: open the panel, toggle, Escape reverts, Save stores', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await expect.poll(() => cookieBanner(page).isVisible()).toBe(true);

    for (let i = 0; i < 80 && (await activeName(page)) !== 'Cookie 设置'; i += 1) await page.keyboard.press('Shift+Tab');
    expect(await activeName(page)).toBe('Cookie 设置');
    await page.keyboard.press('Enter');
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    expect(await panel(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

    const analytics = panel(page).getByRole('switch', { name: '访问统计' });
    for (let i = 0; i < 10 && (await activeName(page)) !== '访问统计'; i += 1) {
      await page.keyboard.press('Tab');
      if (await analytics.evaluate((element) => element === document.activeElement)) break;
    }
    await page.keyboard.press('Space');
    expect(await analytics.getAttribute('aria-checked')).toBe('true');
    expect(await panel(page).getByRole('switch', { name: /登录会话/ }).isDisabled()).toBe(true);

    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    expect(await activeName(page)).toBe('Cookie 设置');
    expect(await stored(page)).toBeNull();

    await page.keyboard.press('Enter');
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    expect(await analytics.getAttribute('aria-checked')).toBe('false');
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      if (await analytics.evaluate((element) => element === document.activeElement)) break;
    }
    await page.keyboard.press('Space');
    for (let i = 0; i < 20 && (await activeName(page)) !== '保存'; i += 1) await page.keyboard.press('Tab');
    expect(await panel(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => panel(page).isVisible()).toBe(false);
    expect(await stored(page)).toMatchObject({ status: 'accepted', code: 1 });
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('campaign-kit:cookie_consent_settings') ?? '{}'))).toEqual({ session: true, analytics: true, ads: false });
    expect(await cookieBanner(page).isVisible()).toBe(false);
  });

  it('has no serious or critical axe-core violation in the banner or the panel', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await expect.poll(() => cookieBanner(page).isVisible()).toBe(true);
    await animationsEnded(page, '.ck-consent-banner');
    expect(await seriousFindingsIn(page, '.ck-consent-banner')).toEqual([]);

    await cookieBanner(page).getByRole('button', { name: 'Cookie 设置' }).click();
    await expect.poll(() => panel(page).isVisible()).toBe(true);
    await panel(page).getByRole('button', { name: 'Cookie 详情' }).click();
    await animationsEnded(page, '.ck-consent-layer');
    expect(await seriousFindingsIn(page, '.ck-consent-panel')).toEqual([]);
  });

  it('at 375 px the three buttons share one row inside the viewport, their words inside them, in zh-CN and in en', async () => {
    for (const language of ['zh-CN', 'en'] as const) {
      const context = await session.browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
      try {
        const page = await context.newPage();
        await page.goto(`${session.server.url}/${language === 'en' ? '?lang=en' : ''}`);
        const open = page.locator('.ck-consent-banner[data-open="true"]');
        await expect.poll(() => open.isVisible()).toBe(true);
        await animationsEnded(page, '.ck-consent-banner');
        const buttons = await open.locator('.ck-consent-button').evaluateAll((elements) =>
          elements.map((element) => {
            const box = element.getBoundingClientRect();
            return { text: element.textContent, top: box.top, left: box.left, right: box.right, overflows: element.scrollWidth > element.clientWidth };
          }),
        );
        expect(buttons.map((button) => button.text), language).toHaveLength(3);
        const tops = buttons.map((button) => button.top);
        expect(Math.max(...tops) - Math.min(...tops), `${language}: one row`).toBeLessThanOrEqual(2);
        for (const button of buttons) {
          expect(button.left, `${language}: ${button.text}`).toBeGreaterThanOrEqual(0);
          expect(button.right, `${language}: ${button.text}`).toBeLessThanOrEqual(375);
          expect(button.overflows, `${language}: ${button.text} holds its words`).toBe(false);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${language}: no sideways scroll`).toBeLessThanOrEqual(375);
      } finally {
        await context.close();
      }
    }
  });

  it('renders the panel at its first opening; it slides in 300 ms, and not at all under prefers-reduced-motion', async () => {
    const durations = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion, locale: 'zh-CN' });
      const page = await context.newPage();
      await page.goto(session.server.url);
      await expect.poll(() => cookieBanner(page).isVisible()).toBe(true);
      expect(await page.locator('.ck-consent-panel').count(), 'the panel is not rendered before its first opening').toBe(0);
      // Opened and read in one turn of the page: the slide is still running two frames after the click.
      const result = await page.evaluate(async () => {
        const bannerDuration = getComputedStyle(document.querySelector('.ck-consent-banner')!).transitionDuration;
        const opener = [...document.querySelectorAll<HTMLButtonElement>('.ck-consent-banner button')].find((button) => button.textContent === 'Cookie 设置')!;
        opener.click();
        await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
        const panelElement = document.querySelector('.ck-consent-panel')!;
        return {
          banner: bannerDuration,
          panel: getComputedStyle(panelElement).transitionDuration,
          sliding: panelElement.getAnimations().map((animation) => (animation as CSSTransition).transitionProperty),
        };
      });
      await expect.poll(() => panel(page).isVisible()).toBe(true);
      await context.close();
      return result;
    };
    expect(await durations('no-preference')).toEqual({ banner: '0.3s', panel: '0.3s', sliding: ['transform'] });
    expect(await durations('reduce')).toEqual({ banner: '0s', panel: '0s', sliding: [] });
  });

  it('holds tracking until consent when the page gates it, then sends what was held', async () => {
    const { context, page } = await session.visitor();
    await recordIssuedCalls(context);
    await page.goto(`${session.server.url}/?gate_tracking=1`);
    await expect.poll(() => cookieBanner(page).isVisible()).toBe(true);
    // act_H5_open stores it as the report is made: ungated, the report's request would be issued in
    // that same turn of the page, so by now it would have been.
    const sessionId = await sessionIdOf(page);
    const mine = async () => {
      const events = await session.dev<{ body: { shark_params?: { params?: { event?: string; session_id?: string } } } }[]>('events');
      return events.filter((event) => event.body.shark_params?.params?.session_id === sessionId).map((event) => event.body.shark_params?.params?.event);
    };
    expect(await issuedCalls(page, '/shark_report')).toEqual([]);
    expect(await mine()).toEqual([]);
    await cookieBanner(page).getByRole('button', { name: '全部接受' }).click();
    await expect.poll(mine).toContain('act_H5_open');
  });
});
