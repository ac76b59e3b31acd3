import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoSession, type DemoSession } from './support/demo';
import { seriousFindingsIn } from './support/axe';

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

beforeEach(async () => {
  await session.dev('content/reset', { body: {} });
});

const news = (page: Page) => page.getByRole('region', { name: '新闻资讯' });
const pageStatus = (page: Page) => news(page).getByRole('navigation', { name: '分页' }).locator('.ck-news__page').innerText();
const titles = (page: Page) => news(page).locator('.ck-news__title').allInnerTexts();
const likes = () => session.dev<Record<string, number>>('content/likes');

describe('the demo news section in Chromium, against the contract server', () => {
  it('pages through the news, opens a detail, likes and unlikes it, and comes back to the same page', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await expect.poll(() => pageStatus(page)).toBe('第 1 / 6 页');
    const firstPage = await titles(page);
    expect(firstPage).toHaveLength(7);
    expect(await news(page).locator('.ck-news__pinned').count()).toBe(2);

    await news(page).getByRole('button', { name: '下一页' }).click();
    await expect.poll(() => pageStatus(page)).toBe('第 2 / 6 页');
    // The first page's items may stay in view while the second page loads: wait for the new ones.
    await expect.poll(async () => (await titles(page)).filter((title) => !firstPage.includes(title))).toHaveLength(5);
    const secondPage = await titles(page);
    expect(secondPage).toHaveLength(5);

    const opened = secondPage[1]!;
    await news(page).getByRole('button', { name: opened, exact: true }).click();
    const heading = page.getByRole('heading', { name: opened, level: 2 });
    await heading.waitFor();
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('.ck-news-detail__body p').count()).toBeGreaterThan(1);

    const like = page.getByRole('button', { name: '点赞' });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('.ck-like__count').innerText()).toBe('0 人点赞');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('.ck-like__count').innerText()).toBe('1 人点赞');
    await expect.poll(async () => Object.values(await likes())).toEqual([1]);

    // The like is this visitor's: a reload shows it liked.
    await page.reload();
    await expect.poll(() => pageStatus(page)).toBe('第 1 / 6 页');
    await news(page).getByRole('button', { name: '下一页' }).click();
    await news(page).getByRole('button', { name: opened, exact: true }).click();
    await expect.poll(() => page.getByRole('button', { name: '点赞' }).getAttribute('aria-pressed')).toBe('true');

    await page.getByRole('button', { name: '点赞' }).press('Enter');
    await expect.poll(() => page.getByRole('button', { name: '点赞' }).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => page.locator('.ck-like__count').innerText()).toBe('0 人点赞');
    await expect.poll(() => likes()).toEqual({});

    await page.getByRole('button', { name: '返回列表' }).click();
    await expect.poll(() => pageStatus(page)).toBe('第 2 / 6 页');
    await expect.poll(() => news(page).getByRole('button', { name: opened, exact: true }).evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('counts likes per visitor, and rolls a like back when the call fails', async () => {
    const alice = await session.visitor();
    const bob = await session.visitor();
    const open = async (page: Page) => {
      await page.goto(session.server.url);
      await expect.poll(() => titles(page)).toHaveLength(7);
      const title = (await titles(page))[0]!;
      await news(page).getByRole('button', { name: title, exact: true }).click();
      return page.getByRole('button', { name: '点赞' });
    };
    const aliceLike = await open(alice.page);
    await aliceLike.click();
    await expect.poll(() => alice.page.locator('.ck-like__count').innerText()).toBe('1 人点赞');
    const bobLike = await open(bob.page);
    expect(await bobLike.getAttribute('aria-pressed')).toBe('false');
    expect(await bob.page.locator('.ck-like__count').innerText()).toBe('1 人点赞');

    await session.dev('next-response', { body: { path: '/site/api/common/like', status: 500 } });
    await bobLike.click();
    await expect.poll(() => bob.page.getByRole('status').filter({ hasText: '点赞失败，请稍后重试' }).count()).toBe(1);
    expect(await bobLike.getAttribute('aria-pressed')).toBe('false');
    expect(await bob.page.locator('.ck-like__count').innerText()).toBe('1 人点赞');
    await bobLike.click();
    await expect.poll(() => bob.page.locator('.ck-like__count').innerText()).toBe('2 人点赞');
    expect(Object.values(await likes())).toEqual([2]);
  });

  it('shows the banners from the picture search, changed by the arrow keys and the buttons', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    const carousel = page.getByRole('region', { name: '活动横幅' });
    const shownAlt = () => carousel.locator('.ck-carousel__slide:not([hidden]) img').getAttribute('alt');
    await expect.poll(shownAlt).toBe('全平台预约开启，预约即送限定头像框');
    await expect.poll(() => carousel.locator('.ck-carousel__slide:not([hidden]) img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
    await carousel.getByRole('button', { name: '暂停轮播' }).click();
    await carousel.getByRole('button', { name: '下一张' }).click();
    await expect.poll(shownAlt).toBe('里程碑奖励：预约人数越多，奖励越丰厚');
    await page.keyboard.press('ArrowRight');
    await expect.poll(shownAlt).toBe('游戏特色：无缝星域探索与策略即时战斗');
    await page.keyboard.press('ArrowRight');
    await expect.poll(shownAlt).toBe('全平台预约开启，预约即送限定头像框');
  });

  it('has no serious or critical axe-core violation in the news list, the detail or the carousel', async () => {
    const { page } = await session.visitor();
    await page.goto(session.server.url);
    await expect.poll(() => titles(page)).toHaveLength(7);
    expect(await seriousFindingsIn(page, '.ck-news')).toEqual([]);
    expect(await seriousFindingsIn(page, '.ck-carousel')).toEqual([]);
    await news(page).getByRole('button', { name: (await titles(page))[0]!, exact: true }).click();
    await page.getByRole('button', { name: '点赞' }).waitFor();
    expect(await seriousFindingsIn(page, '.ck-news-detail')).toEqual([]);
    await page.getByRole('button', { name: '点赞' }).click();
    await expect.poll(() => page.getByRole('button', { name: '点赞' }).getAttribute('aria-busy')).toBe('false');
    expect(await seriousFindingsIn(page, '.ck-news-detail')).toEqual([]);
  });
});
