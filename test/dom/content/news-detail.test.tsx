import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsDetail } from '../../../ui-react/content/news-detail';
import { renderWithKit } from '../support/render';
import { expectAxeClean } from './support/axe';
import { createContentKit, sampleNews } from './support/content-backend';
import { wireCalls } from '../../unit/support/routes';

afterEach(cleanup);

describe('NewsDetail (SPEC §7 news detail)', () => {
  it('shows the title (focused), the date, the text as paragraphs and a like button; back calls onBack', async () => {
    const onBack = vi.fn();
    const { kit } = createContentKit({ news: sampleNews(3) });
    renderWithKit(kit, <NewsDetail id="n-2" onBack={onBack} />);
    const title = await screen.findByRole('heading', { name: '新闻 2' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    const article = screen.getByRole('article');
    expect([...article.querySelectorAll('.ck-news-detail__body p')].map((p) => p.textContent)).toEqual(['第一段 2', '第二段 2']);
    expect(article.querySelector('time')?.getAttribute('datetime')).toBe(new Date((1_763_604_000 - 86_400) * 1000).toISOString());
    expect(screen.getByRole('button', { name: '点赞' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('1 人点赞')).toBeTruthy();
    expect(wireCalls(kit)).toEqual([expect.objectContaining({ method: 'GET', path: '/site/api/v2/news/detail', query: expect.objectContaining({ id: 'n-2' }) })]);
    fireEvent.click(screen.getByRole('button', { name: '返回列表' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows markup the server sent as plain text: no element of it reaches the page', async () => {
    const item = { ...sampleNews(1)[0]!, content: '<p>第一段 &amp; 更多</p><script>window.hacked = 1</script><img src=x onerror="window.hacked = 2"><p>第二段</p>' };
    const { kit } = createContentKit({ news: [item] });
    renderWithKit(kit, <NewsDetail id="n-1" />);
    await screen.findByRole('heading', { name: '新闻 1' });
    const body = screen.getByRole('article').querySelector('.ck-news-detail__body')!;
    expect([...body.children].map((child) => [child.tagName, child.textContent])).toEqual([
      ['P', '第一段 & 更多'],
      ['P', '第二段'],
    ]);
    expect(screen.getByRole('article').querySelector('script, img')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('shows a failure with a retry button', async () => {
    const { kit, state } = createContentKit({ news: [] });
    renderWithKit(kit, <NewsDetail id="n-9" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('news not found');
    state.news = sampleNews(9);
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { name: '新闻 9' })).toBeTruthy();
  });

  it('has no axe violation', async () => {
    const { kit } = createContentKit({ news: sampleNews(1) });
    const { container } = renderWithKit(kit, <NewsDetail id="n-1" onBack={() => {}} />);
    await screen.findByRole('heading', { name: '新闻 1' });
    await expectAxeClean(container);
  });
});
