import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from '../../../ui-react/content/banner-carousel';
import type { Advertisement } from '../../../domain/site-config/site-config.types';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { renderWithKit } from '../support/render';
import { createTestKit } from '../../../composition/testing';
import { expectAxeClean } from './support/axe';
import { createContentKit } from './support/content-backend';
import { wireCalls } from '../../unit/support/routes';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const BANNERS: Advertisement[] = [1, 2, 3].map((n) => ({ id: String(n), title: 'banner', imageUrl: `https://cdn.test/${n}.png`, linkUrl: `https://game.test/#${n}`, content: `横幅 ${n}` }));

/** The banner shown: the one slide not hidden. */
const shown = () => screen.getAllByRole('group', { hidden: true }).filter((group) => group.getAttribute('aria-roledescription') === 'slide' && !group.hidden).map((slide) => slide.querySelector('img')?.getAttribute('alt'));

/** Renders the carousel over given banners, under a kit without content(): none is needed then. */
function renderBanners(props: Partial<Parameters<typeof BannerCarousel>[0]> = {}) {
  return renderWithKit(createTestKit({ features: [] }), <BannerCarousel banners={BANNERS} {...props} />);
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query, addEventListener() {}, removeEventListener() {} }));
}

describe('BannerCarousel (SPEC §7 picture search, banners)', () => {
  it("loads the picture search's banner advertisements only, and shows the first as a linked picture", async () => {
    const { kit } = createContentKit({
      banners: [
        { id: 1, title: 'setting', content: '[]' },
        { id: 2, title: 'banner', image_url: 'https://cdn.test/a.png', link_url: 'https://game.test/a', content: '预约开启' },
        { id: 3, title: 'banner', image_url: 'https://cdn.test/b.png', link_url: 'javascript:alert(1)' },
      ],
    });
    renderWithKit(kit, <BannerCarousel search={{ website: 5000, block: 'top' }} />);
    const carousel = await screen.findByRole('region', { name: '活动横幅' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(wireCalls(kit)).toEqual([expect.objectContaining({ method: 'GET', path: '/site/api/v2/picture/search', query: expect.objectContaining({ website: '5000', block: 'top', page_size: '99', page_index: '1' }) })]);
    expect(shown()).toEqual(['预约开启']);
    expect(screen.getByRole('link', { name: '预约开启' }).getAttribute('href')).toBe('https://game.test/a');
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(shown()).toEqual(['第 2 张，共 2 张']);
    expect(screen.queryByRole('link', { name: '第 2 张，共 2 张' })).toBeNull();
  });

  it('changes banners with the buttons, the banner buttons and the arrow keys, wrapping around', () => {
    renderBanners({ intervalMs: 0 });
    expect(shown()).toEqual(['横幅 1']);
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(shown()).toEqual(['横幅 3']);
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(shown()).toEqual(['横幅 1']);
    const chooser = screen.getByRole('group', { name: '选择横幅' });
    fireEvent.click(within(chooser).getByRole('button', { name: '第 2 张，共 3 张' }));
    expect(shown()).toEqual(['横幅 2']);
    expect(within(chooser).getByRole('button', { name: '第 2 张，共 3 张' }).getAttribute('aria-current')).toBe('true');

    const carousel = screen.getByRole('region', { name: '活动横幅' });
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown()).toEqual(['横幅 3']);
    fireEvent.keyDown(carousel, { key: 'ArrowRight' });
    expect(shown()).toEqual(['横幅 1']);
    fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
    expect(shown()).toEqual(['横幅 3']);
    fireEvent.keyDown(carousel, { key: 'Enter' });
    expect(shown()).toEqual(['横幅 3']);
  });

  it('changes banners with a swipe of 40 px or more, and not with a short or vertical move', () => {
    const { container } = renderBanners({ intervalMs: 0 });
    const slides = container.querySelector('.ck-carousel__slides')!;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(slides, { clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(slides, { clientX: to[0], clientY: to[1] });
    };
    swipe([200, 50], [150, 55]);
    expect(shown()).toEqual(['横幅 2']);
    swipe([100, 50], [160, 50]);
    expect(shown()).toEqual(['横幅 1']);
    swipe([100, 50], [130, 50]);
    swipe([100, 50], [150, 150]);
    expect(shown()).toEqual(['横幅 1']);
  });

  it('plays every 5000 ms, pauses on hover, focus and the pause button', () => {
    vi.useFakeTimers();
    renderBanners();
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['横幅 2']);
    const carousel = screen.getByRole('region', { name: '活动横幅' });
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(10_000));
    expect(shown()).toEqual(['横幅 2']);
    fireEvent.mouseLeave(carousel);
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['横幅 3']);

    fireEvent.click(screen.getByRole('button', { name: '暂停轮播' }));
    fireEvent.blur(screen.getByRole('button', { name: '继续轮播' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(shown()).toEqual(['横幅 3']);
    fireEvent.click(screen.getByRole('button', { name: '继续轮播' }));
    fireEvent.blur(screen.getByRole('button', { name: '暂停轮播' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(shown()).toEqual(['横幅 1']);
  });

  it('never plays under prefers-reduced-motion, and offers no play button there', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    renderBanners();
    act(() => vi.advanceTimersByTime(30_000));
    expect(shown()).toEqual(['横幅 1']);
    expect(screen.queryByRole('button', { name: '暂停轮播' })).toBeNull();
    expect(screen.getByRole('button', { name: '下一张' })).toBeTruthy();
  });

  it('shows nothing without banners, and passes a failed search to onError', async () => {
    const onError = vi.fn();
    const { kit } = createContentKit();
    kit.fetchMock.removeRoutes();
    const { container } = renderWithKit(kit, <BannerCarousel onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'NETWORK' })));
    expect(container.innerHTML).toBe('');
    cleanup();
    const unsafe = renderBanners({ banners: [{ title: 'banner', imageUrl: 'javascript:alert(1)' }, { title: 'banner' }] });
    expect(unsafe.container.innerHTML).toBe('');
  });

  it('speaks English, and has no axe violation', async () => {
    const { container } = renderWithKit(
      createTestKit({ features: [] }),
      <WidgetLanguage language="en">
        <BannerCarousel banners={BANNERS} />
      </WidgetLanguage>,
    );
    expect(screen.getByRole('region', { name: 'Banners' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause the banners' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Choose a banner' })).toBeTruthy();
    await expectAxeClean(container);
  });
});
