import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsList } from '../../../ui-react/content/news-list';
import { newsList } from '../../../domain/content/content-lists';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { renderWithKit } from '../support/render';
import { expectAxeClean } from './support/axe';
import { createContentKit, sampleNews } from './support/content-backend';
import { wireCalls } from '../../unit/support/routes';

afterEach(cleanup);

const titles = () => within(screen.getByRole('list')).queryAllByRole('listitem').map((item) => item.querySelector('.ck-news__title')?.textContent);
const pageStatus = () => screen.getByRole('navigation', { name: '分页' }).querySelector('.ck-news__page')?.textContent;

describe('NewsList (SPEC §7 news search with paging)', () => {
  it('shows page 1 with dates, and pages forward and back with the buttons', async () => {
    const { kit } = createContentKit({ news: sampleNews(12) });
    renderWithKit(kit, <NewsList search={{ pageSize: 5 }} onOpen={() => {}} />);
    expect(screen.getByRole('region', { name: '新闻资讯' })).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(['新闻 1', '新闻 2', '新闻 3', '新闻 4', '新闻 5']));
    expect(pageStatus()).toBe('第 1 / 3 页');
    const firstDate = screen.getAllByRole('listitem')[0]!.querySelector('time');
    expect(firstDate?.getAttribute('datetime')).toBe(new Date(1_763_604_000_000).toISOString());

    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(titles()).toEqual(['新闻 6', '新闻 7', '新闻 8', '新闻 9', '新闻 10']));
    expect(pageStatus()).toBe('第 2 / 3 页');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(titles()).toEqual(['新闻 11', '新闻 12']));
    expect(screen.getByRole('button', { name: '下一页' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    fireEvent.click(screen.getByRole('button', { name: '上一页' }));
    await waitFor(() => expect(pageStatus()).toBe('第 2 / 3 页'));
    expect(wireCalls(kit).map((call) => call.query.page_index)).toEqual(['1', '2', '3', '2']);
    expect(wireCalls(kit)[0]!.query).toMatchObject({ top_flag: 'false', page_size: '5' });
  });

  it('lists the pinned items first, marked, on page 1 only', async () => {
    const { kit } = createContentKit({ news: sampleNews(4), top: sampleNews(1, '置顶新闻').map((item) => ({ ...item, id: 'top-1' })) });
    renderWithKit(kit, <NewsList search={{ topFlag: true, pageSize: 2 }} />);
    await waitFor(() => expect(titles()).toEqual(['置顶新闻 1', '新闻 1', '新闻 2']));
    expect(screen.getAllByRole('listitem')[0]!.textContent).toContain('置顶');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(titles()).toEqual(['新闻 3', '新闻 4']));
    expect(wireCalls(kit).every((call) => call.query.top_flag === 'true')).toBe(true);
  });

  it('opens an item with onOpen; without it, an http(s) link is a link and anything else plain text', async () => {
    const onOpen = vi.fn();
    const news = sampleNews(2);
    const { kit } = createContentKit({ news });
    const view = renderWithKit(kit, <NewsList onOpen={onOpen} />);
    fireEvent.click(await screen.findByRole('button', { name: '新闻 2' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'n-2', title: '新闻 2' }));
    view.unmount();

    const linked = createContentKit({ news: [{ ...news[0]!, url: 'https://game.test/news/1' } as never, { ...news[1]!, url: 'javascript:alert(1)' } as never] });
    renderWithKit(linked.kit, <NewsList />);
    expect((await screen.findByRole('link', { name: '新闻 1' })).getAttribute('href')).toBe('https://game.test/news/1');
    expect(screen.queryByRole('link', { name: '新闻 2' })).toBeNull();
    expect(screen.getByText('新闻 2').tagName).toBe('SPAN');
  });

  it('keeps its page when shown again from the same list, and focuses the item the visitor came back from', async () => {
    const { kit } = createContentKit({ news: sampleNews(12) });
    const list = newsList(kit.content, { pageSize: 5 });
    const first = renderWithKit(kit, <NewsList list={list} onOpen={() => {}} />);
    await waitFor(() => expect(titles()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(pageStatus()).toBe('第 2 / 3 页'));
    first.unmount();
    renderWithKit(kit, <NewsList list={list} onOpen={() => {}} focusItem="n-7" />);
    expect(pageStatus()).toBe('第 2 / 3 页');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '新闻 7' })));
    expect(wireCalls(kit).map((call) => call.query.page_index)).toEqual(['1', '2']);
  });

  it('shows server text as text, never as HTML', async () => {
    const { kit } = createContentKit({ news: [{ ...sampleNews(1)[0]!, title: '<img src=x onerror="alert(1)">标题', summary: '<b>粗体</b>' }] });
    const { container } = renderWithKit(kit, <NewsList />);
    expect(await screen.findByText('<img src=x onerror="alert(1)">标题')).toBeTruthy();
    expect(screen.getByText('<b>粗体</b>')).toBeTruthy();
    expect(container.querySelector('img, b')).toBeNull();
  });

  it('says when there is no news', async () => {
    const { kit } = createContentKit({ news: [] });
    renderWithKit(kit, <NewsList />);
    expect(await screen.findByText('暂无资讯')).toBeTruthy();
    expect(pageStatus()).toBe('第 1 / 1 页');
  });

  it('shows a failure with a retry button that loads the page again', async () => {
    const { kit, state } = createContentKit({ searchFailure: { code: 500, message: '服务繁忙' } });
    renderWithKit(kit, <NewsList />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务繁忙');
    state.searchFailure = undefined;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks English under <WidgetLanguage language="en">', async () => {
    const { kit } = createContentKit({ news: sampleNews(3) });
    renderWithKit(
      kit,
      <WidgetLanguage language="en">
        <NewsList search={{ pageSize: 2 }} />
      </WidgetLanguage>,
    );
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(screen.getByRole('region', { name: 'News' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages' }).textContent).toContain('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();
  });

  it('has no axe violation', async () => {
    const { kit } = createContentKit({ news: sampleNews(3), top: sampleNews(1, '置顶') });
    const { container } = renderWithKit(kit, <NewsList search={{ topFlag: true }} onOpen={() => {}} />);
    await waitFor(() => expect(titles()).toHaveLength(4));
    await expectAxeClean(container);
  });
});
