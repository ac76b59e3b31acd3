import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { hidePage, showPage } from './support/page-visibility';
import { seriousFindingsIn } from './support/axe';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

/** The state of the n-th <video> of the page, as the browser has it. */
function videoState(page: Page, selector: string) {
  return page.locator(selector).evaluate((video: HTMLVideoElement) => ({ paused: video.paused, muted: video.muted, time: video.currentTime, playsInline: video.playsInline }));
}

/** Records whether the video was muted when playback started, before anything is clicked. */
function recordMutedAtStart(page: Page, selector: string) {
  return page.locator(selector).evaluate((video: HTMLVideoElement) => {
    video.addEventListener('playing', () => ((window as unknown as { mutedAtStart?: boolean }).mutedAtStart = video.muted), { once: true });
  });
}

const trailer = '.ck-video-popup video';
const clip = '#rewards .ck-video-embed video';

describe('the demo media in Chromium, with real media files', () => {
  it('the trailer popup is hidden until played, 800 px wide, plays muted then unmutes, and closes on Escape with focus back', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url, { waitUntil: 'domcontentloaded' });
    const opener = page.getByRole('button', { name: '▶ 观看预告' });
    await opener.waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await videoState(page, trailer)).paused).toBe(true);
    await recordMutedAtStart(page, trailer);

    await opener.click();
    const dialog = page.getByRole('dialog', { name: '星渊回响 · 首曝预告' });
    await dialog.waitFor();
    expect((await dialog.boundingBox())?.width).toBe(800);
    await expect.poll(async () => (await videoState(page, trailer)).time).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { mutedAtStart?: boolean }).mutedAtStart)).toBe(true);
    await expect.poll(async () => (await videoState(page, trailer)).muted).toBe(false);
    const playing = await videoState(page, trailer);
    expect(playing.paused).toBe(false);
    expect(playing.playsInline).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('关闭视频');
    expect(await seriousFindingsIn(page, '.ck-video-popup__panel')).toEqual([]);

    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect((await videoState(page, trailer)).paused).toBe(true);
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('a phone gets the popup at the full width of its screen', async () => {
    const { page } = await session.visitor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(session.server.url, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: '▶ 观看预告' }).click();
    expect((await page.getByRole('dialog').boundingBox())?.width).toBe(390);
    await page.getByRole('button', { name: '关闭视频' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('the gameplay clip autoplays muted and inline, without a click, as in-app webviews allow', async () => {
    const { page } = await session.visitor();
    await page.addInitScript(() => {
      document.addEventListener(
        'playing',
        (event) => {
          const video = event.target as HTMLVideoElement;
          if (video.closest('#rewards')) (window as unknown as { clipMutedAtStart?: boolean }).clipMutedAtStart = video.muted;
        },
        { capture: true, once: true },
      );
      document.addEventListener(
        'volumechange',
        (event) => {
          const clip = window as unknown as { clipVolumeChanges?: number };
          if ((event.target as HTMLElement).closest('#rewards')) clip.clipVolumeChanges = (clip.clipVolumeChanges ?? 0) + 1;
        },
        { capture: true },
      );
    });
    await page.goto(session.server.url, { waitUntil: 'domcontentloaded' });
    await expect.poll(async () => (await videoState(page, clip)).time).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { clipMutedAtStart?: boolean }).clipMutedAtStart)).toBe(true);
    expect((await videoState(page, clip)).playsInline).toBe(true);
    // 200 ms later the player tries to unmute (the clip's volume changes); without a gesture the
    // browser may refuse, and the clip plays on muted.
    await page.waitForFunction(() => ((window as unknown as { clipVolumeChanges?: number }).clipVolumeChanges ?? 0) > 0);
    await expect.poll(async () => (await videoState(page, clip)).paused).toBe(false);
    expect(await page.locator('#rewards').getByRole('button', { name: '暂停视频' }).count()).toBe(1);
  });

  it('playing a second player pauses the first', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url, { waitUntil: 'domcontentloaded' });
    await expect.poll(async () => (await videoState(page, clip)).time).toBeGreaterThan(0);
    expect((await videoState(page, clip)).paused).toBe(false);

    await page.getByRole('button', { name: '▶ 观看预告' }).click();
    await expect.poll(async () => (await videoState(page, trailer)).time).toBeGreaterThan(0);
    expect((await videoState(page, clip)).paused).toBe(true);
    expect((await videoState(page, trailer)).paused).toBe(false);
    expect(await page.locator('#rewards').getByRole('button', { name: '播放视频' }).count()).toBe(1);
  });

  it('the music pauses when the page is hidden and resumes when it is shown', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url, { waitUntil: 'domcontentloaded' });
    const music = page.getByRole('button', { name: '背景音乐' });
    await music.click();
    await expect.poll(() => music.getAttribute('aria-pressed')).toBe('true');
    expect(await music.evaluate((element) => element.classList.contains('playing'))).toBe(true);
    await hidePage(page);
    await expect.poll(() => music.getAttribute('aria-pressed')).toBe('false');
    await showPage(page);
    await expect.poll(() => music.getAttribute('aria-pressed')).toBe('true');
    await music.click();
    await expect.poll(() => music.getAttribute('aria-pressed')).toBe('false');
  });

  it('the chest opens frame by frame and the gachakon shakes before its reward', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url, { waitUntil: 'domcontentloaded' });
    const chest = page.getByRole('img', { name: '预约宝箱开启' });
    await expect.poll(() => chest.getAttribute('src')).toBe('/media/chest-11.svg');
    const draw = page.getByRole('button', { name: '扭一扭' });
    await draw.scrollIntoViewIfNeeded();
    const started = Date.now();
    await draw.click();
    await expect.poll(() => page.locator('.ck-gachakon__machine').evaluate((element: HTMLElement) => element.style.transform)).toMatch(/translateX/);
    await expect.poll(() => page.locator('.ck-gachakon__reward').innerText()).toMatch(/^恭喜获得/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
  });

  it('reduced motion: the chest shows open at once and the gachakon reveals without shaking', async () => {
    const { page } = await session.visitor();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(session.server.url, { waitUntil: 'domcontentloaded' });
    const chest = page.getByRole('img', { name: '预约宝箱开启' });
    await expect.poll(() => chest.getAttribute('src')).toBe('/media/chest-11.svg');
    // The machine never moves: every transform the shake would set is recorded.
    await page.locator('.ck-gachakon__machine').evaluate((element: HTMLElement) => {
      const seen: string[] = [];
      new MutationObserver(() => seen.push(element.style.transform)).observe(element, { attributes: true, attributeFilter: ['style'] });
      (window as unknown as { transforms: string[] }).transforms = seen;
    });
    await page.getByRole('button', { name: '扭一扭' }).click();
    await expect.poll(() => page.locator('.ck-gachakon__reward').innerText()).toMatch(/^恭喜获得/);
    expect(await page.evaluate(() => (window as unknown as { transforms: string[] }).transforms.filter(Boolean))).toEqual([]);
  });
});
