import { content } from '../../../../composition/features/content.feature';
import { createTestKit, type TestKit } from '../../../../composition/testing';

export const CONTENT_ORIGIN = 'https://content.test';

/** One news item as the pretend content service stores it (wire names). */
export interface PretendNews {
  id: string;
  title: string;
  summary: string;
  content: string;
  update_at: number;
  like_count: number;
  liked: boolean;
}

/** The pretend content service's state; tests read and change it. */
export interface ContentBackend {
  news: PretendNews[];
  /** Pinned items, answered as top_news when top_flag is true. */
  top: PretendNews[];
  banners: { id: number; title: string; image_url?: string; link_url?: string; content?: string }[];
  /** When set, like calls wait for it before answering. */
  likeGate?: Promise<void>;
  /** When set, like calls fail with this code and message. */
  likeFailure?: { code: number; message: string };
  /** When set, search calls fail with this code and message. */
  searchFailure?: { code: number; message: string };
}

const answer = (data: unknown, code = 0, message = 'success') => ({ status: 200, body: { code, data, message } });

/** `count` news items, newest first, one day apart. */
export function sampleNews(count: number, prefix = '新闻'): PretendNews[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `n-${index + 1}`,
    title: `${prefix} ${index + 1}`,
    summary: `摘要 ${index + 1}`,
    content: `第一段 ${index + 1}\n第二段 ${index + 1}`,
    update_at: 1_763_604_000 - index * 86_400,
    like_count: index,
    liked: false,
  }));
}

/**
 * A test kit listing `content()` whose fetch-mock plays the content service: news search (with
 * top_flag and paging), news detail, picture search and like, over `state`.
 */
export function createContentKit(initial: Partial<ContentBackend> = {}): { kit: TestKit<readonly [ReturnType<typeof content>]>; state: ContentBackend } {
  const state: ContentBackend = { news: sampleNews(12), top: [], banners: [], ...initial };
  const kit = createTestKit({
    features: [content({ origin: CONTENT_ORIGIN })],
    routes: (fetchMock) => {
      fetchMock.route('path:/site/api/v2/news/search', (call) => {
        if (state.searchFailure) return answer(undefined, state.searchFailure.code, state.searchFailure.message);
        const query = new URL(call.url).searchParams;
        const pageIndex = Number(query.get('page_index'));
        const pageSize = Number(query.get('page_size'));
        const top = query.get('top_flag') === 'true';
        return answer({
          top_news: top ? state.top : [],
          page_news: state.news.slice((pageIndex - 1) * pageSize, pageIndex * pageSize),
          count: state.news.length,
          page_index: pageIndex,
          page_size: pageSize,
        });
      });
      fetchMock.route('path:/site/api/v2/news/detail', (call) => {
        const id = new URL(call.url).searchParams.get('id');
        const item = [...state.top, ...state.news].find((news) => news.id === id);
        return item ? answer(item) : answer(undefined, 10004, 'news not found');
      });
      fetchMock.route('path:/site/api/v2/picture/search', () => answer({ advertisements: state.banners, count: state.banners.length, page_index: 1, page_size: 99 }));
      fetchMock.route('path:/site/api/common/like', async (call) => {
        await state.likeGate;
        if (state.likeFailure) return answer(undefined, state.likeFailure.code, state.likeFailure.message);
        const { id, action } = JSON.parse(String(call.options.body)) as { id: string; action: 'like' | 'unlike' };
        const item = [...state.top, ...state.news].find((news) => news.id === id);
        if (!item) return answer(undefined, 10004, 'news not found');
        const liked = action === 'like';
        if (item.liked !== liked) item.like_count += liked ? 1 : -1;
        item.liked = liked;
        return answer({ like_count: item.like_count, forward_count: 0, liked });
      });
    },
  });
  return { kit, state };
}
