import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { startDemoServer, type DemoServer } from '../../../demo/server/start';
import type { Language } from '../../../domain/i18n/language';
import { ja } from '../../../domain/i18n/locales/ja';
import { ko } from '../../../domain/i18n/locales/ko';
import { zhTW } from '../../../domain/i18n/locales/zh-TW';
import { WIDGET_TEXTS } from '../../../domain/i18n/widget-texts';
import { until, WAIT_MS, type Engine, type EngineName, type EngineVisitor, type EngineWindow } from './engine';
import { pickInPage, toWire, type Target } from './find';
import { launchFirefox } from './firefox';
import { launchWebKit } from './webkit';

/** Each language, the demo switch's button for it (the language's own name), and its reserve button. */
const LOCALES: readonly { language: Language; button: string; reserve: string }[] = [
  { language: 'ja', button: '日本語', reserve: ja.widget.reserve },
  { language: 'ko', button: '한국어', reserve: ko.widget.reserve },
  { language: 'zh-TW', button: '繁體中文', reserve: zhTW.widget.reserve },
  { language: 'en', button: 'English', reserve: WIDGET_TEXTS.en.reserve },
  { language: 'zh-CN', button: '简体中文', reserve: WIDGET_TEXTS['zh-CN'].reserve },
];

/** The kit's cookie banner, open. */
const COOKIE_BANNER: Target = { css: '.ck-consent-banner[data-open="true"]' };
const TRAILER = '.ck-video-popup video';
const CLIP = '#rewards .ck-video-embed video';

interface Report {
  body: { shark_params?: { params?: { event?: string; session_id?: string } } };
}

/** The text of the target (an input's value, else its text), once it is on the page; null while it is not. */
async function read(window: EngineWindow, target: Target): Promise<string | null> {
  const selector = await window.run(pickInPage, toWire(target, true), 'read');
  if (!selector) return null;
  return window.run((css: string) => {
    const element = document.querySelector(css) as HTMLInputElement | null;
    return element ? (element.value ?? element.textContent ?? '').trim() : null;
  }, selector);
}

/** Whether the target is on the page and visible now (behind a modal dialog too). */
const shows = async (window: EngineWindow, target: Target) => (await window.run(pickInPage, toWire(target, true), 'shows')) !== null;

/** The state of a <video>, as the engine has it. */
const videoState = (window: EngineWindow, css: string) =>
  window.run((css: string) => {
    const video = document.querySelector(css) as HTMLVideoElement | null;
    return video && { paused: video.paused, ended: video.ended, muted: video.muted, time: video.currentTime, playsInline: video.hasAttribute('playsinline') };
  }, css);

/** The page visit's session id, once the kit has made it. */
const sessionIdOf = (window: EngineWindow) =>
  until('the session id', () => window.run(() => JSON.parse(sessionStorage.getItem('campaign-kit:session_id') ?? 'null') as string | null));

/**
 * The demo's main flows, as a visitor does them, in `name`: each test has visitors of its own, and
 * ends with no uncaught error in any of their pages.
 */
export function engineSuite(name: EngineName): void {
  let server: DemoServer;
  let engine: Engine;

  beforeAll(async () => {
    server = await startDemoServer({ port: 0, quiet: true, captchaRate: 0, built: inject('demoBuild') });
    engine = name === 'firefox' ? await launchFirefox() : launchWebKit(inject('display'));
  });

  afterAll(async () => {
    await engine?.close();
    await server?.close();
  });

  async function dev<T>(path: string): Promise<T> {
    const response = await fetch(`${server.url}/__dev/${path}`);
    expect(response.status, `/__dev/${path}`).toBe(200);
    return (await response.json()) as T;
  }

  /** A new visitor, closed when the test ends. */
  async function visitor(): Promise<EngineVisitor> {
    const visitor = await engine.visitor();
    onTestFinished(() => visitor.close());
    return visitor;
  }

  /** Fails with the errors when any page of the visitors raised an uncaught one. */
  async function expectNoUncaughtErrors(...visitors: EngineVisitor[]): Promise<void> {
    for (const visitor of visitors) expect(await visitor.errors(), `uncaught errors in ${name}`).toEqual([]);
  }

  /** Accepts the cookie banner: WebDriver scrolls a clicked element to the bottom of the view, where the fixed banner would cover it. */
  async function decideBanner(window: EngineWindow): Promise<void> {
    await window.click({ control: '全部接受' });
    await until('the cookie banner to go', async () => !(await shows(window, COOKIE_BANNER)));
  }

  async function logInBySms(window: EngineWindow, mobile: string): Promise<void> {
    await window.fill({ labelled: '手机号' }, mobile);
    await window.click({ control: '获取验证码' });
    await until('the resend countdown', () => shows(window, { control: /^\d+s$/ }));
    const { code } = await dev<{ code: string }>(`sms/${mobile}`);
    await window.fill({ labelled: '验证码' }, code);
    await window.click({ control: '登录' });
  }

  /** Opens the demo page, waits for the kit's widgets, and decides the cookie banner. */
  async function openDemo(window: EngineWindow, url = server.url): Promise<void> {
    await window.goto(url);
    await until('the reservation counter', () => read(window, { labelled: '预约人数' }));
    await decideBanner(window);
  }

  describe(`the demo in ${name}`, () => {
    it('catches uncaught errors and unhandled rejections: a deliberate one of each is seen', async () => {
      const first = await visitor();
      await first.window.goto(server.url);
      await first.window.run(() => {
        setTimeout(() => {
          throw new Error('deliberate engine-suite error');
        });
        void Promise.reject(new Error('deliberate engine-suite rejection'));
      });
      const errors = await until('both errors to be caught', async () => {
        const errors = await first.errors();
        return errors.some((error) => error.includes('deliberate engine-suite error')) && errors.some((error) => error.includes('deliberate engine-suite rejection')) && errors;
      });
      expect(errors).toHaveLength(2);
      await expect(expectNoUncaughtErrors(first)).rejects.toThrow(/uncaught errors/);
    });

    it('SMS login, reservation, share link; a second visitor by the link reserves and the first sees the invite count', async () => {
      const first = await visitor();
      await openDemo(first.window);
      expect(await first.window.run(() => [document.documentElement.lang, navigator.language])).toEqual(['zh-CN', 'zh-CN']);
      const before = Number(await read(first.window, { labelled: '预约人数' }));
      await first.window.click({ control: '立即预约' });
      await logInBySms(first.window, '13522220001');
      await until('the reservation', () => shows(first.window, { control: '已预约' }));
      const shareUrl = await until('the share link', async () => {
        const value = await read(first.window, { labelled: '邀请链接' });
        return value && /share_code=[A-Z0-9]{8}/.test(value) && value;
      });
      expect(new URL(shareUrl).origin).toBe(server.url);
      expect(await read(first.window, { labelled: '已邀请人数' })).toBe('0');

      const friend = await visitor();
      await openDemo(friend.window, shareUrl);
      await friend.window.click({ control: '立即预约' });
      await logInBySms(friend.window, '13522220002');
      await until('the friend\'s reservation', () => shows(friend.window, { control: '已预约' }));

      await first.window.reload();
      await expect.poll(() => read(first.window, { labelled: '已邀请人数' })).toBe('1');
      await expect.poll(async () => Number(await read(first.window, { labelled: '预约人数' }))).toBe(before + 2);
      await expectNoUncaughtErrors(first, friend);
    });

    it('the cookie banner: shown on a first visit, gone once accepted, and still gone after a reload', async () => {
      const first = await visitor();
      await first.window.goto(server.url);
      await until('the cookie banner', () => shows(first.window, COOKIE_BANNER));
      await decideBanner(first.window);
      await first.window.reload();
      await until('the reservation counter', () => read(first.window, { labelled: '预约人数' }));
      await until('the page heading', () => shows(first.window, { css: 'h1' }));
      expect(await shows(first.window, COOKIE_BANNER)).toBe(false);
      await expectNoUncaughtErrors(first);
    });

    it('a popup-mode provider login (LINE, account page): the popup opens from the click and completes the login', async () => {
      const first = await visitor();
      await first.window.goto(`${server.url}/account.html`);
      await first.window.click({ control: '第三方登录' });
      const popup = await first.window.clickForPopup({ control: 'LINE' });
      await popup.click({ control: '同意授权' });
      await until('the popup to close itself', () => popup.isClosed());
      await first.window.front();
      await expect.poll(() => read(first.window, { labelled: '当前用户' })).toBe('LINE 玩家');
      expect(await first.window.url()).toBe(`${server.url}/account.html`);
      await expectNoUncaughtErrors(first);
    });

    it('video: the trailer starts muted and inline from the click; the gameplay clip plays inline on its own', async () => {
      const first = await visitor();
      await openDemo(first.window);
      await expect.poll(async () => (await videoState(first.window, CLIP))?.time ?? 0).toBeGreaterThan(0);
      expect(await videoState(first.window, CLIP)).toMatchObject({ playsInline: true });
      await first.window.run((css: string) => {
        const video = document.querySelector(css) as HTMLVideoElement;
        video.addEventListener('playing', () => ((window as unknown as { mutedAtStart?: boolean }).mutedAtStart = video.muted), { once: true });
      }, TRAILER);
      await first.window.click({ control: '▶ 观看预告' });
      await expect.poll(async () => (await videoState(first.window, TRAILER))?.time ?? 0).toBeGreaterThan(0);
      expect(await first.window.run(() => (window as unknown as { mutedAtStart?: boolean }).mutedAtStart)).toBe(true);
      // The trailer is two seconds long: on a busy machine it may have played to its end by now.
      const trailer = await videoState(first.window, TRAILER);
      expect(trailer).toMatchObject({ playsInline: true });
      expect(trailer?.paused === false || trailer?.ended === true).toBe(true);
      await expectNoUncaughtErrors(first);
    });

    it('the sound player plays on a click and stops on the next', async () => {
      const first = await visitor();
      await openDemo(first.window);
      const pressed = () => first.window.run(() => document.querySelector('[aria-label="背景音乐"]')?.getAttribute('aria-pressed'));
      await first.window.click({ control: '背景音乐' });
      await expect.poll(pressed).toBe('true');
      await first.window.click({ control: '背景音乐' });
      await expect.poll(pressed).toBe('false');
      await expectNoUncaughtErrors(first);
    });

    // Each switch waits twice (the language, then the texts), each wait up to WAIT_MS on a busy machine.
    it('the five languages: each switch sets the page language and the widgets\' texts', async () => {
      const first = await visitor();
      await openDemo(first.window);
      for (const { language, button, reserve } of LOCALES) {
        await first.window.click({ control: button });
        await expect.poll(() => first.window.run(() => document.documentElement.lang)).toBe(language);
        await until(`the ${language} reserve button`, () => shows(first.window, { control: reserve }));
      }
      await expectNoUncaughtErrors(first);
    }, 2 * LOCALES.length * WAIT_MS);

    it('act_H5_close is sent when the page is hidden', async () => {
      const first = await visitor();
      await openDemo(first.window);
      const sessionId = await sessionIdOf(first.window);
      const events = async () =>
        (await dev<Report[]>('events')).filter((report) => report.body.shark_params?.params?.session_id === sessionId).map((report) => report.body.shark_params?.params?.event);
      await expect.poll(events).toContain('act_H5_open');
      await first.window.hide();
      // Only the engine hid the page (no visibility faked): the report proves it saw it hidden.
      await expect.poll(events).toContain('act_H5_close');
      await expectNoUncaughtErrors(first);
    });
  });
}
