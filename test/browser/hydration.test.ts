import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageAliases } from '../../scripts/package-sources.mjs';
import { startDemoSession, type DemoSession } from './support/demo';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/hydration', import.meta.url));
const MEDIA = fileURLToPath(new URL('../../demo/page/public/media', import.meta.url));
// Inside the repository, so the page's imports (react, the kit's sources) resolve as the demo's do.
const PAGE = join(REPO, `.test-pages/hydration-${randomUUID()}`);
const MOBILE = '13511110092';
const VISITOR_ZONE = 'America/Los_Angeles';

/**
 * Each widget of the page (its `data-widget` wrapper in page.tsx) and what the server's HTML must
 * hold inside it: a widget that renders nothing on the server, or only a shell, fails here.
 */
const WIDGETS: Readonly<Record<string, { readonly css: string; readonly text?: string }>> = {
  'top-bar': { css: 'header.ck-topbar a.ck-topbar__logo img[alt="星渊回响"]' },
  'game-nav-bar': { css: 'nav.ck-nav-bar[aria-label="游戏导航"]', text: '星渊回响' },
  'easy-login': { css: '.ck-login [role="tabpanel"] button[type="submit"]', text: '登录' },
  'reserve-button': { css: '.ck-reserve button.ck-reserve__button', text: '立即预约' },
  'milestone-counter': { css: 'p.ck-milestone .ck-milestone__number' },
  'share-bar': { css: '.ck-share [role="group"] button.ck-share__button--weixin' },
  poster: { css: '.ck-poster[aria-busy="true"]' },
  'banner-carousel': { css: 'section.ck-carousel .ck-carousel__slide img.ck-carousel__image[alt="全平台预约开启"]' },
  'news-list': { css: 'section.ck-news li.ck-news__item time.ck-content__date' },
  'news-detail': { css: 'article.ck-news-detail[aria-busy="true"]' },
  'like-button': { css: '.ck-like button.ck-like__button[aria-pressed]' },
  'video-player': { css: 'figure.ck-video-embed video.ck-video__media' },
  'video-player-popup': { css: '.ck-video-popup[hidden] [role="dialog"][aria-label="首曝预告"] video' },
  'youtube-player': { css: '.ck-youtube[title="预告片"] .ck-youtube__frame' },
  'music-toggle': { css: 'button.ck-music[aria-pressed="false"]' },
  'frame-sequence': { css: 'img.ck-frames[src="/media/chest-00.svg"][alt="预约宝箱开启"]' },
  gachakon: { css: '.ck-gachakon button.ck-gachakon__draw' },
  'sms-login-form': { css: 'form.ck-form input[type="tel"]' },
  'email-login-form': { css: 'form.ck-form [role="radiogroup"] input[type="radio"]' },
  'password-login-form': { css: 'form.ck-form input[type="password"]' },
  'qr-login-panel': { css: 'section.ck-qr .ck-qr__placeholder' },
  'app-auth-button': { css: 'button.ck-button', text: '抖音授权登录' },
  'provider-buttons': { css: '[role="group"] .ck-providers button', text: 'Google' },
  'account-panel': { css: 'section.ck-account dl.ck-account__facts' },
  'password-reset-form': { css: 'form.ck-form input[autocomplete="new-password"]' },
  'mobile-bind-form': { css: 'form.ck-form input[type="tel"]' },
  'cancellation-form': { css: 'form.ck-form input#ck-cancel-code' },
  'affiliate-console': { css: 'section.ck-aff h1.ck-aff__title', text: '企业管理后台' },
  footer: { css: 'footer.ck-footer a.ck-footer__guardian' },
  'cookie-consent': { css: 'section.ck-consent-banner .ck-consent-banner__actions button', text: '全部接受' },
  'captcha-dialog': { css: '.ck-captcha [role="dialog"] img.ck-captcha__image' },
  'second-verify-dialog': { css: '[role="dialog"] input#ck-second-code' },
  'silent-download-dialog': { css: '.ck-silent-download[role="alertdialog"]' },
  'weixin-mask': { css: 'button.ck-weixin-mask img.ck-weixin-mask__image' },
};

let session: DemoSession;
let ssr: ViteDevServer | undefined;
let serverHtml: string;
let sessionId: string;

beforeAll(async () => {
  mkdirSync(PAGE, { recursive: true });
  cpSync(FIXTURE, PAGE, { recursive: true });
  cpSync(MEDIA, join(PAGE, 'public/media'), { recursive: true });
  session = await startDemoSession({ devPageRoot: PAGE });
  // The visitor is logged in (the server render forwards their cookie), so the account panel shows.
  sessionId = session.server.store.accounts.logIn(MOBILE).sessionId;

  // The server render: Vite loads the fixture's TSX and the kit's sources in Node, with the aliases
  // the demo page's server uses, so the server runs the code the page runs.
  ssr = await createViteServer({
    root: PAGE,
    configFile: false,
    appType: 'custom',
    logLevel: 'silent',
    plugins: [react()],
    resolve: { alias: packageAliases(REPO) },
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  const { render } = (await ssr.ssrLoadModule(join(PAGE, 'server.tsx'))) as typeof import('./fixtures/hydration/server');
  serverHtml = await render({ origin: session.server.url, cookie: `ck_session=${sessionId}` });
  const index = join(PAGE, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('<!--server-markup-->', serverHtml));
});

afterAll(async () => {
  await ssr?.close();
  await session?.close();
  rmSync(PAGE, { recursive: true, force: true });
});

/** A visit to the page: every console error or warning and page error, from the first byte on. */
async function visit(path: string, { init }: { readonly init?: () => void } = {}) {
  // A visitor whose time zone is not the server render's (UTC): a news date is another day there.
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN', timezoneId: VISITOR_ZONE });
  await context.addCookies([{ name: 'ck_session', value: sessionId, url: session.server.url }]);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  // Vite's dev server transforms the page's modules on this first request: slow on a loaded machine.
  await page.goto(`${session.server.url}${path}`, { timeout: 60_000 });
  await page.waitForFunction(() => window.hydration !== undefined, undefined, { timeout: 20_000 });
  const hydration = await page.evaluate(() => window.hydration!);
  const widget = (name: string) => page.locator(`[data-widget="${name}"]`);
  return { page, problems, hydration, widget };
}

describe('every widget renders on the server and hydrates in the browser (Vite dev server, development build, strict mode)', { timeout: 120_000 }, () => {
  it('the server HTML holds each widget', async () => {
    const { page } = await session.visitor();
    await page.setContent(`<div id="root">${serverHtml}</div>`);
    const found = await page.evaluate((widgets) => {
      const named = [...document.querySelectorAll<HTMLElement>('[data-widget]')].map((element) => element.dataset.widget);
      const missing = Object.entries(widgets)
        .filter(([name, { css, text }]) => {
          const hits = [...document.querySelectorAll(`[data-widget="${name}"] ${css}`)];
          return !hits.some((hit) => text === undefined || (hit.textContent ?? '').includes(text));
        })
        .map(([name]) => name);
      return { named, missing };
    }, WIDGETS);
    expect(found.named.sort()).toEqual(Object.keys(WIDGETS).sort());
    expect(found.missing).toEqual([]);
  });

  it('hydrates the server markup without a console error or warning, then loads', async () => {
    const { page, problems, hydration, widget } = await visit('/');
    // Hydrated, not replaced: every element of the server's markup is still in the document.
    expect(hydration.serverElements).toBeGreaterThan(300);
    expect(hydration.replaced).toEqual([]);

    // The widgets' first loads, after hydration: each shows what it loaded.
    await expect.poll(() => widget('easy-login').getByLabel('当前用户').count()).toBe(1);
    await expect.poll(() => widget('milestone-counter').getByLabel('预约人数').count()).toBe(1);
    await expect.poll(() => widget('news-detail').locator('h2.ck-news-detail__title').count()).toBe(1);
    await expect.poll(() => widget('poster').locator('img.ck-poster').count()).toBe(1);
    await expect.poll(() => widget('qr-login-panel').locator('img.ck-qr__image').count()).toBe(1);
    await expect.poll(() => widget('youtube-player').locator('.ck-youtube[data-status="ready"] iframe').count()).toBe(1);
    await expect.poll(() => widget('account-panel').getByLabel('手机号码').textContent()).not.toBe('未绑定');
    await expect.poll(() => widget('affiliate-console').locator('form').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#root [aria-busy="true"]').count()).toBe(0);
    // What only the browser knows, once hydrated: the visitor's time zone, the page's address, no stored consent.
    const firstDate = widget('news-list').locator('time').first();
    const published = new Date((await firstDate.getAttribute('datetime'))!);
    expect(await firstDate.textContent()).toBe(new Intl.DateTimeFormat('zh-CN', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: VISITOR_ZONE }).format(published));
    expect(await widget('footer').locator('a.ck-footer__guardian').getAttribute('href')).toContain('from_source=127');
    expect(await widget('cookie-consent').locator('section.ck-consent-banner').getAttribute('data-open')).toBe('true');

    expect(problems).toEqual([]);
  });

  it('hydrates for a returning visitor (a stored consent decision, the page in English)', async () => {
    const { page, problems, hydration, widget } = await visit('/?lang=en', {
      init: () => {
        localStorage.setItem('campaign-kit:cookie_consent', JSON.stringify({ status: 'accepted', code: 1, time: Date.now() }));
        localStorage.setItem('campaign-kit:cookie_consent_settings', JSON.stringify({ session: true, analytics: true }));
      },
    });
    expect(hydration.replaced).toEqual([]);
    await expect.poll(() => widget('easy-login').getByLabel('Current user').count()).toBe(1);
    await expect.poll(() => widget('milestone-counter').getByLabel('Reservations').count()).toBe(1);
    await expect.poll(() => page.locator('#root [aria-busy="true"]').count()).toBe(0);
    expect(await widget('cookie-consent').locator('section.ck-consent-banner').getAttribute('data-open')).toBe('false');
    expect(problems).toEqual([]);
  });
});
