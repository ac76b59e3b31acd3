import { describe, expect, it } from 'vitest';
import { createFakeHttp } from '../../../adapters/fake';
import { newsList, videoList } from '../../../domain/content/content-lists';
import { ContentService } from '../../../domain/content/content.service';
import { PagedList, type ListPage, type PagedListState } from '../../../domain/content/paged-list';
import { CampaignKitError } from '../../../ports';
import { activity, wireCalls } from '../support/routes';

/** A loader whose pages a test answers by hand, in any order. */
function scripted<T>() {
  const pending: { page: { pageIndex: number; pageSize: number }; resolve: (page: ListPage<T>) => void; reject: (error: unknown) => void }[] = [];
  const load = (page: { pageIndex: number; pageSize: number }) => new Promise<ListPage<T>>((resolve, reject) => pending.push({ page, resolve, reject }));
  return { load, pending };
}

const page = (items: string[], count: number, top: string[] = []): ListPage<string> => ({ top, items, count });
const statuses = (list: PagedList<string>) => {
  const seen: PagedListState<string>['status'][] = [];
  list.state$.subscribe((state) => seen.push(state.status));
  return seen;
};

describe('PagedList: loading, loaded, empty, error, next page', () => {
  it('starts idle, shows loading, then the page with its count, page count and whether there is a next page', async () => {
    const { load, pending } = scripted<string>();
    const list = new PagedList(load, 2);
    const seen = statuses(list);
    const loading = list.load();
    expect(list.state).toMatchObject({ status: 'loading', pageIndex: 1, pageSize: 2 });
    expect(pending[0]!.page).toEqual({ pageIndex: 1, pageSize: 2 });
    pending[0]!.resolve(page(['a', 'b'], 5, ['pinned']));
    await loading;
    expect(list.state).toMatchObject({ status: 'loaded', top: ['pinned'], items: ['a', 'b'], count: 5, pageIndex: 1, pageCount: 3, hasPrevious: false, hasNext: true });
    expect(seen).toEqual(['idle', 'loading', 'loaded']);
  });

  it('pages forward to the last page and back, doing nothing past either end', async () => {
    const { load, pending } = scripted<string>();
    const list = new PagedList(load, 2);
    const answer = async (step: Promise<void>, items: string[]) => {
      pending[pending.length - 1]!.resolve(page(items, 3));
      await step;
    };
    await answer(list.load(), ['a', 'b']);
    await answer(list.next(), ['c']);
    expect(list.state).toMatchObject({ status: 'loaded', items: ['c'], pageIndex: 2, pageCount: 2, hasPrevious: true, hasNext: false });
    await list.next();
    expect(pending).toHaveLength(2);
    await answer(list.previous(), ['a', 'b']);
    expect(list.state).toMatchObject({ items: ['a', 'b'], pageIndex: 1, hasPrevious: false, hasNext: true });
    await list.previous();
    expect(pending.map((call) => call.page.pageIndex)).toEqual([1, 2, 1]);
  });

  it('is empty when a page has no items at all', async () => {
    const list = new PagedList<string>(async () => page([], 0));
    await list.load();
    expect(list.state).toMatchObject({ status: 'empty', items: [], count: 0, pageCount: 1, hasNext: false });
  });

  it('keeps the failure as state (never rejects), keeps the items shown, and reload asks the same page again', async () => {
    const { load, pending } = scripted<string>();
    const list = new PagedList(load, 2);
    const first = list.load();
    pending[0]!.resolve(page(['a', 'b'], 4));
    await first;
    const failure = new CampaignKitError('NETWORK', '网络请求失败，请重试', { errorCode: -1 });
    const second = list.next();
    pending[1]!.reject(failure);
    await expect(second).resolves.toBeUndefined();
    expect(list.state).toMatchObject({ status: 'error', error: failure, items: ['a', 'b'], pageIndex: 2, hasNext: false, hasPrevious: true });
    const retry = list.reload();
    expect(list.state.error).toBeUndefined();
    pending[2]!.resolve(page(['c', 'd'], 4));
    await retry;
    expect(pending[2]!.page.pageIndex).toBe(2);
    expect(list.state).toMatchObject({ status: 'loaded', items: ['c', 'd'] });
  });

  it('shows the last page asked for when loads overlap, whatever order they answer in', async () => {
    const { load, pending } = scripted<string>();
    const list = new PagedList(load, 1);
    const one = list.load(1);
    const three = list.load(3);
    pending[1]!.resolve(page(['third'], 3));
    await three;
    pending[0]!.resolve(page(['first'], 3));
    await one;
    expect(list.state).toMatchObject({ status: 'loaded', items: ['third'], pageIndex: 3 });
  });

  it('ignores next and previous while a page loads', async () => {
    const { load, pending } = scripted<string>();
    const list = new PagedList(load, 1);
    const first = list.load(2);
    await list.next();
    await list.previous();
    expect(pending).toHaveLength(1);
    pending[0]!.resolve(page(['b'], 3));
    await first;
  });
});

describe('newsList and videoList over the content service', () => {
  function content() {
    const { http, fetchMock } = createFakeHttp();
    const service = new ContentService({ http }, { appId: 'game-1', origin: 'https://content.test' });
    return { service, fetchMock };
  }

  it('asks every page with the same placement, top_flag and page size, and lists top_news apart', async () => {
    const { service, fetchMock } = content();
    fetchMock.route('path:/site/api/v2/news/search', activity({ top_news: [{ id: 't', title: 'T' }], page_news: [{ id: 'a', title: 'A' }], count: 7 }));
    const list = newsList(service, { topFlag: true, pageSize: 3, website: 74 });
    await list.load();
    await list.next();
    expect(wireCalls({ fetchMock }).map((call) => call.query)).toEqual([
      { app_id: 'game-1', language: 'zh-CN', website: '74', top_flag: 'true', page_index: '1', page_size: '3' },
      { app_id: 'game-1', language: 'zh-CN', website: '74', top_flag: 'true', page_index: '2', page_size: '3' },
    ]);
    expect(list.state).toMatchObject({ status: 'loaded', pageIndex: 2, pageCount: 3, count: 7 });
    expect(list.state.top.map((item) => item.id)).toEqual(['t']);
    expect(list.state.items.map((item) => item.id)).toEqual(['a']);
  });

  it('pages the video search with page_size 10 by default', async () => {
    const { service, fetchMock } = content();
    fetchMock.route('path:/site/api/v2/video/search', activity({ top_video: [], page_videos: [{ id: 'v', title: 'V' }], count: 11 }));
    const list = videoList(service);
    await list.load();
    expect(wireCalls({ fetchMock })[0]).toMatchObject({ path: '/site/api/v2/video/search', query: { top_flag: 'false', page_index: '1', page_size: '10' } });
    expect(list.state).toMatchObject({ status: 'loaded', pageCount: 2, hasNext: true });
    expect(list.state.items.map((item) => item.title)).toEqual(['V']);
  });
});
