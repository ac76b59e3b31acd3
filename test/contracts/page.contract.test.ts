import { describe, expect, it } from 'vitest';
import { WindowPageAdapter, type PageWindow } from '../../adapters/browser';
import { FakePage } from '../../adapters/fake';
import { pageContract, type PageFixture, type PageHarness } from './page.contract';
import { createJsdomWindow, type JsdomWindow } from './support/jsdom-window';

function setVisibility(window: JsdomWindow, visible: boolean): void {
  if ((window.document.visibilityState !== 'hidden') === visible) return;
  Object.defineProperty(window.document, 'visibilityState', { configurable: true, get: () => (visible ? 'visible' : 'hidden') });
  window.document.dispatchEvent(new window.Event('visibilitychange'));
}

/**
 * The real adapter over a jsdom window. jsdom cannot navigate or open windows, so `assign` and
 * `open` are recorded by the harness; everything else is jsdom's own.
 */
async function jsdomPage(fixture: PageFixture): Promise<PageHarness> {
  const window = await createJsdomWindow(fixture);
  for (const [name, value] of Object.entries(fixture.cookies)) window.document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
  const navigations: string[] = [];
  const openedWindows: { url: string; target: string; features?: string }[] = [];
  const handle: PageWindow = {
    location: {
      get href() {
        return window.location.href;
      },
      assign: (url) => navigations.push(String(url)),
    },
    history: window.history,
    document: window.document,
    // jsdom's navigator speaks en-US alone: the fixture's languages stand in for the browser's.
    navigator: { userAgent: window.navigator.userAgent, languages: fixture.languages, language: fixture.languages[0] ?? '' },
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    open: (url, target, features) => {
      if (fixture.blockPopups) return null;
      openedWindows.push({ url: String(url), target: target ?? '', features });
      return {};
    },
  };
  return {
    page: new WindowPageAdapter(handle),
    setVisible: (visible) => setVisibility(window, visible),
    leave: () => window.dispatchEvent(new window.Event('pagehide')),
    navigations: () => navigations,
    openedWindows: () => openedWindows,
  };
}

pageContract('WindowPageAdapter over jsdom', jsdomPage);
pageContract('FakePage', (fixture) => {
  const page = new FakePage(fixture);
  return {
    page,
    setVisible: (visible) => page.setVisible(visible),
    leave: () => page.leave(),
    navigations: () => page.navigations,
    openedWindows: () => page.openedWindows,
  };
});

describe('WindowPageAdapter', () => {
  it('writes a cookie with Max-Age, path / by default, SameSite=Lax and Secure on https only', () => {
    const written: string[] = [];
    const window = (href: string): PageWindow =>
      ({ location: { href, assign: () => undefined }, document: { set cookie(line: string) { written.push(line); } } }) as unknown as PageWindow;
    new WindowPageAdapter(window('https://campaign.example.com/')).setCookie('s_v_web_id', 'verify_a b', { maxAgeSeconds: 5_184_000 });
    new WindowPageAdapter(window('http://localhost:5173/')).setCookie('k', 'v', { maxAgeSeconds: 1.6, path: '/event' });
    expect(written).toEqual([
      's_v_web_id=verify_a%20b; Max-Age=5184000; Path=/; SameSite=Lax; Secure',
      'k=v; Max-Age=2; Path=/event; SameSite=Lax',
    ]);
  });

  it('keeps the history state when it replaces the address', async () => {
    const window = await createJsdomWindow({ url: 'https://campaign.example.com/a' });
    window.history.pushState({ step: 2 }, '', '/b?code=secret');
    new WindowPageAdapter(window).replaceUrl('/b');
    expect(window.location.href).toBe('https://campaign.example.com/b');
    expect(window.history.state).toEqual({ step: 2 });
  });

  it('reports a blocked popup when window.open throws (sandboxed frame)', async () => {
    const window = await createJsdomWindow();
    window.open = () => {
      throw new DOMException('blocked', 'InvalidAccessError');
    };
    expect(new WindowPageAdapter(window).openWindow('https://a.example.com/')).toBe(false);
  });

  it('opens a noopener window without the flag (a browser returns null with it) and cuts its opener', async () => {
    const window = await createJsdomWindow();
    const opened: { features?: string; popup: { opener: unknown } }[] = [];
    window.open = ((_url: string, _target: string, features?: string) => {
      if (/noopener/.test(features ?? '')) return null;
      const popup = { opener: window as unknown };
      opened.push({ features, popup });
      return popup;
    }) as typeof window.open;
    const page = new WindowPageAdapter(window);
    expect(page.openWindow('https://a.example.com/', '_blank', 'noopener')).toBe(true);
    expect(page.openWindow('https://b.example.com/', '_blank', 'width=500,noopener,height=600')).toBe(true);
    expect(opened).toEqual([{ features: undefined, popup: { opener: null } }, { features: 'width=500,height=600', popup: { opener: null } }]);

    window.open = () => null;
    expect(page.openWindow('https://a.example.com/', '_blank', 'noopener')).toBe(false);
  });

  it('returns a cookie raw when it is not valid URI encoding', async () => {
    const window = await createJsdomWindow();
    window.document.cookie = 'broken=%E4%zz';
    expect(new WindowPageAdapter(window).cookie('broken')).toBe('%E4%zz');
  });
});

describe('FakePage', () => {
  it('leaves as a closing page does: pagehide first, then hidden', () => {
    const page = new FakePage();
    const heard: string[] = [];
    page.onPageHide(() => heard.push(`pagehide, visible ${page.isVisible()}`));
    page.onVisibilityChange((visible) => heard.push(`visible ${visible}`));
    page.leave();
    page.leave();
    expect(heard).toEqual(['pagehide, visible true', 'visible false', 'pagehide, visible false']);
  });

  it('tells listeners nothing when the visibility does not change', () => {
    const page = new FakePage();
    const heard: boolean[] = [];
    page.onVisibilityChange((visible) => heard.push(visible));
    page.setVisible(true);
    expect(heard).toEqual([]);
  });

  it('starts from sensible defaults', () => {
    const page = new FakePage();
    expect(page.url()).toBe('https://campaign.example.com/');
    expect(page.userAgent()).toMatch(/Chrome\//);
    expect(page.referrer()).toBe('');
    expect(page.cookie('any')).toBeUndefined();
    expect(page.languages()).toEqual([]);
  });
});

describe('WindowPageAdapter languages', () => {
  const page = (navigator: { languages?: readonly string[]; language?: string }) =>
    new WindowPageAdapter({ navigator: { userAgent: '', ...navigator } } as unknown as PageWindow);

  it('reads navigator.language where a webview has no navigator.languages, and none where neither says', () => {
    expect(page({ language: 'ko-KR' }).languages()).toEqual(['ko-KR']);
    expect(page({ languages: [], language: 'ja' }).languages()).toEqual(['ja']);
    expect(page({}).languages()).toEqual([]);
  });
});
