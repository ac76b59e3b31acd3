import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { cookieBanner } from './support/cookie-banner';

// An overseas page (region sg) with consent() and googleConsentMode() and a stand-in gtag.js loaded after the kit.
const FIXTURE = fileURLToPath(new URL('./fixtures/consent-mode', import.meta.url));

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession({ devPageRoot: FIXTURE });
});

afterAll(async () => {
  await session?.close();
});

const panel = (page: Page) => page.getByRole('dialog', { name: 'Cookie 设置' });

/** One dataLayer entry: a gtag() command (pushed as an Arguments object, as Tag Manager requires) or a plain message. */
type Entry = { command: unknown[] } | { message: unknown };

/** The page's dataLayer, in order. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry): Entry =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? { command: JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))) } : { message: entry },
    ),
  );

/** The consent commands of the dataLayer, as `[action, params]`. */
const consentCommands = async (page: Page) =>
  (await dataLayer(page)).flatMap((entry) => ('command' in entry && entry.command[0] === 'consent' ? [entry.command.slice(1)] : []));

const SIGNALS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
const signals = (value: 'granted' | 'denied', overrides: Record<string, string> = {}) => ({ ...Object.fromEntries(SIGNALS.map((signal) => [signal, value])), ...overrides });
const DEFAULT = ['default', { ...signals('denied'), wait_for_update: 500 }];

/** A fresh visitor on the page, once the banner shows and the stand-in tag has loaded. */
async function visit(): Promise<Page> {
  const { page } = await session.visitor();
  await load(page, () => page.goto(session.server.url));
  return page;
}

async function load(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  await navigate();
  await page.waitForFunction(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded === true);
}

const stubCookie = (page: Page) => page.evaluate(() => document.cookie.includes('_ga_stub='));

describe('Google Consent Mode v2 on an overseas page (issue 28, items 3 and 5)', () => {
  it("queues the denied default before anything else; the banner shows and the tag writes no cookie until the visitor decides; Accept All grants every signal", async () => {
    const page = await visit();
    await cookieBanner(page).getByRole('button', { name: '全部接受' }).waitFor();
    const entries = await dataLayer(page);
    expect(entries[0]).toEqual({ command: ['consent', ...DEFAULT] });
    expect(entries.slice(1)).toEqual(expect.arrayContaining([{ command: ['js', expect.anything()] }, { command: ['config', 'G-STUB'] }]));
    expect(await consentCommands(page)).toEqual([DEFAULT]);
    expect(await stubCookie(page)).toBe(false);

    await cookieBanner(page).getByRole('button', { name: '全部接受' }).click();
    await expect.poll(() => consentCommands(page)).toEqual([DEFAULT, ['update', signals('granted')]]);
    expect(await stubCookie(page)).toBe(true);
  });

  it('Reject All updates every signal to denied; the tag writes no cookie', async () => {
    const page = await visit();
    await cookieBanner(page).getByRole('button', { name: '全部拒绝' }).click();
    await expect.poll(() => consentCommands(page)).toEqual([DEFAULT, ['update', signals('denied')]]);
    expect(await stubCookie(page)).toBe(false);
  });

  it('Save with analytics on and ads off grants analytics_storage only; a return visit queues the default, then that decision', async () => {
    const page = await visit();
    await cookieBanner(page).getByRole('button', { name: 'Cookie 设置' }).click();
    // Overseas, no switch starts on, whatever the page's `enable` says.
    const analytics = panel(page).getByRole('switch', { name: '访问统计' });
    expect(await analytics.getAttribute('aria-checked')).toBe('false');
    expect(await panel(page).getByRole('switch', { name: '广告归因' }).getAttribute('aria-checked')).toBe('false');
    await analytics.click();
    await panel(page).getByRole('button', { name: '保存' }).click();
    const mixed = ['update', signals('denied', { analytics_storage: 'granted' })];
    await expect.poll(() => consentCommands(page)).toEqual([DEFAULT, mixed]);

    await load(page, () => page.reload());
    expect(await consentCommands(page)).toEqual([DEFAULT, mixed]);
    const entries = await dataLayer(page);
    expect(entries.slice(0, 2)).toEqual([{ command: ['consent', ...DEFAULT] }, { command: ['consent', ...mixed] }]);
    expect(await cookieBanner(page).count()).toBe(0);
  });
});
