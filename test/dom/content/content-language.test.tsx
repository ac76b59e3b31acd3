import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BannerCarousel } from '../../../ui-react/content/banner-carousel';
import { NewsDetail } from '../../../ui-react/content/news-detail';
import { NewsList } from '../../../ui-react/content/news-list';
import { wireCalls } from '../../unit/support/routes';
import { renderWithKit } from '../support/render';
import { createContentKit, sampleNews } from './support/content-backend';

afterEach(cleanup);

/** The `language` each call to `path` sent, in order. */
const languagesOf = (kit: Parameters<typeof wireCalls>[0], path: string) =>
  wireCalls(kit)
    .filter((call) => call.path === path)
    .map((call) => call.query?.language ?? (call.body as { language?: string } | undefined)?.language);

describe('content widgets follow the page language (SPEC §7: language is a common parameter of the content service)', () => {
  it('NewsList reloads the page shown in English once the visitor switches, and later calls stay English', async () => {
    const { kit } = createContentKit({ news: sampleNews(12) });
    renderWithKit(kit, <NewsList search={{ pageSize: 5 }} onOpen={() => {}} />);
    await waitFor(() => expect(languagesOf(kit, '/site/api/v2/news/search')).toEqual(['zh-CN']));

    act(() => kit.i18n.set('en'));
    await waitFor(() => expect(languagesOf(kit, '/site/api/v2/news/search')).toEqual(['zh-CN', 'en']));
    await screen.findByRole('button', { name: 'Next page' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(languagesOf(kit, '/site/api/v2/news/search')).toEqual(['zh-CN', 'en', 'en']));
  });

  it('NewsDetail loads the item again in English, and its like sends English', async () => {
    const { kit } = createContentKit({ news: sampleNews(2) });
    renderWithKit(kit, <NewsDetail id="n-1" />);
    await waitFor(() => expect(languagesOf(kit, '/site/api/v2/news/detail')).toEqual(['zh-CN']));

    act(() => kit.i18n.set('en'));
    await waitFor(() => expect(languagesOf(kit, '/site/api/v2/news/detail')).toEqual(['zh-CN', 'en']));
    fireEvent.click(await screen.findByRole('button', { name: /Like/ }));
    await waitFor(() => expect(languagesOf(kit, '/site/api/common/like')).toEqual(['en']));
  });

  it('BannerCarousel asks for the banners again in English', async () => {
    const { kit } = createContentKit({ banners: [{ id: 1, title: 'b', image_url: 'https://img.test/b.png' }] });
    renderWithKit(kit, <BannerCarousel search={{ page: 'home', block: 'top' }} />);
    await waitFor(() => expect(languagesOf(kit, '/site/api/v2/picture/search')).toEqual(['zh-CN']));
    act(() => kit.i18n.set('en'));
    await waitFor(() => expect(languagesOf(kit, '/site/api/v2/picture/search')).toEqual(['zh-CN', 'en']));
  });
});
