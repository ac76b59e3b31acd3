import type { ContentService } from './content.service';
import type { ContentSearchOptions, NewsItem, VideoItem } from './content.types';
import { PagedList } from './paged-list';

/** What a paged list's search is asked with: everything but the page. */
export type ListSearchOptions = Omit<ContentSearchOptions, 'pageIndex'>;

/**
 * The news search as a {@link PagedList}: every page asked with the same placement, top_flag and
 * page_size (default 10); nothing is fetched until `load()`.
 * @example
 * ```ts
 * const news = newsList(kit.content, { topFlag: true, pageSize: 6 });
 * await news.load();
 * ```
 */
export function newsList(content: Pick<ContentService, 'searchNews'>, options: ListSearchOptions = {}): PagedList<NewsItem> {
  return new PagedList(async ({ pageIndex, pageSize }) => {
    const result = await content.searchNews({ ...options, pageIndex, pageSize });
    return { top: result.topNews, items: result.pageNews, count: result.count };
  }, options.pageSize);
}

/** The video search as a {@link PagedList}, as {@link newsList}. */
export function videoList(content: Pick<ContentService, 'searchVideos'>, options: ListSearchOptions = {}): PagedList<VideoItem> {
  return new PagedList(async ({ pageIndex, pageSize }) => {
    const result = await content.searchVideos({ ...options, pageIndex, pageSize });
    return { top: result.topVideo, items: result.pageVideos, count: result.count };
  }, options.pageSize);
}
