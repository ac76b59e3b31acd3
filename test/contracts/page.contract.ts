import { beforeEach, describe, expect, it } from 'vitest';
import type { PagePort } from '../../ports';

/** Where the page under test starts. */
export interface PageFixture {
  readonly url: string;
  readonly userAgent: string;
  readonly referrer: string;
  /** The visitor's preferred languages, most preferred first (`navigator.languages`). */
  readonly languages: readonly string[];
  /** Decoded cookie values by name. */
  readonly cookies: Readonly<Record<string, string>>;
  readonly blockPopups: boolean;
}

/** A page under test and the hands that observe and drive it. */
export interface PageHarness {
  readonly page: PagePort;
  /** Shows or hides the page, as switching tabs would. */
  setVisible(visible: boolean): void;
  /** Fires 'pagehide', as leaving or closing the page does. */
  leave(): void;
  navigations(): readonly string[];
  openedWindows(): readonly { readonly url: string; readonly target: string; readonly features?: string }[];
}

const FIXTURE: PageFixture = {
  url: 'https://campaign.example.com/event/?activity_id=a1&code=xyz#top',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  referrer: 'https://search.example.org/q?x=1',
  languages: ['zh-HK', 'ja-JP', 'en'],
  cookies: { s_v_web_id: 'verify_abc', nickname: '玩家 一号', equation: 'a=b;c', ab: 'second' },
  blockPopups: false,
};

/**
 * The PagePort contract: address, cookies, user agent, languages, referrer, navigation, popups, visibility.
 * @param name - what the suite runs against, for the report.
 * @param create - a fresh page per test, started from the fixture.
 */
export function pageContract(name: string, create: (fixture: PageFixture) => PageHarness | Promise<PageHarness>): void {
  describe(`PagePort contract: ${name}`, () => {
    let harness: PageHarness;
    let page: PagePort;
    beforeEach(async () => {
      harness = await create(FIXTURE);
      page = harness.page;
    });

    it('reports the address, user agent and referrer it started with', () => {
      expect(page.url()).toBe(FIXTURE.url);
      expect(page.userAgent()).toBe(FIXTURE.userAgent);
      expect(page.referrer()).toBe(FIXTURE.referrer);
    });

    it("reports the visitor's preferred languages, in order", () => {
      expect(page.languages()).toEqual(FIXTURE.languages);
    });

    it('reads cookies decoded, by exact name, and undefined for a missing one', () => {
      expect(page.cookie('s_v_web_id')).toBe('verify_abc');
      expect(page.cookie('nickname')).toBe('玩家 一号');
      expect(page.cookie('equation')).toBe('a=b;c');
      expect(page.cookie('ab')).toBe('second');
      expect(page.cookie('a')).toBeUndefined();
      expect(page.cookie('missing')).toBeUndefined();
    });

    it('stores a cookie that reads back decoded, leaving the others alone', () => {
      page.setCookie('s_v_web_id', 'verify_new; 玩家', { maxAgeSeconds: 60 });
      expect(page.cookie('s_v_web_id')).toBe('verify_new; 玩家');
      expect(page.cookie('ab')).toBe('second');
    });

    it('replaces the address, resolving a path against it, without navigating', () => {
      page.replaceUrl('/event/?activity_id=a1');
      expect(page.url()).toBe('https://campaign.example.com/event/?activity_id=a1');
      expect(harness.navigations()).toEqual([]);
    });

    it('records a navigation and keeps the address until the page unloads', () => {
      page.navigate('https://sso.example.com/login?next=x');
      expect(harness.navigations()).toEqual(['https://sso.example.com/login?next=x']);
      expect(page.url()).toBe(FIXTURE.url);
    });

    it('opens a window, targeting _blank unless told otherwise', () => {
      expect(page.openWindow('https://a.example.com/')).toBe(true);
      expect(page.openWindow('https://b.example.com/', 'auth', 'width=500,height=600')).toBe(true);
      expect(harness.openedWindows()).toEqual([
        { url: 'https://a.example.com/', target: '_blank', features: undefined },
        { url: 'https://b.example.com/', target: 'auth', features: 'width=500,height=600' },
      ]);
    });

    it('reports false when popups are blocked', async () => {
      const blocked = await create({ ...FIXTURE, blockPopups: true });
      expect(blocked.page.openWindow('https://a.example.com/')).toBe(false);
      expect(blocked.openedWindows()).toEqual([]);
    });

    it('tells listeners about visibility changes until they stop listening', () => {
      const first: boolean[] = [];
      const second: boolean[] = [];
      expect(page.isVisible()).toBe(true);
      const stopFirst = page.onVisibilityChange((visible) => first.push(visible));
      page.onVisibilityChange((visible) => second.push(visible));
      harness.setVisible(false);
      expect(page.isVisible()).toBe(false);
      stopFirst();
      harness.setVisible(true);
      expect(page.isVisible()).toBe(true);
      expect(first).toEqual([false]);
      expect(second).toEqual([false, true]);
    });

    it('tells listeners the page is being left (pagehide) until they stop listening', () => {
      let first = 0;
      let second = 0;
      const stopFirst = page.onPageHide(() => (first += 1));
      page.onPageHide(() => (second += 1));
      harness.leave();
      stopFirst();
      stopFirst();
      harness.leave();
      expect([first, second]).toEqual([1, 2]);
    });
  });
}

