import { BehaviorSubject, type Observable } from 'rxjs';
import { patchState, type StateSource } from '../shared/state-source';

/** Where a {@link PagedList} is: nothing asked yet, a page on its way, a page shown, no items at all, or a failure. */
export type PagedListStatus = 'idle' | 'loading' | 'loaded' | 'empty' | 'error';

/** One page as a {@link PagedList}'s loader answers it. */
export interface ListPage<T> {
  /** Pinned items (news top_news, video top_video); empty when none were asked for. */
  readonly top: readonly T[];
  readonly items: readonly T[];
  /** How many items there are over all pages (pinned ones not counted). */
  readonly count: number;
}

/** What a {@link PagedList} shows. */
export interface PagedListState<T> {
  readonly status: PagedListStatus;
  /** The pinned items of the last page loaded. */
  readonly top: readonly T[];
  /** The items of the page shown; kept while the next page loads or after it failed. */
  readonly items: readonly T[];
  /** The page shown (or being loaded), 1-based. */
  readonly pageIndex: number;
  readonly pageSize: number;
  readonly count: number;
  /** At least 1. */
  readonly pageCount: number;
  readonly hasPrevious: boolean;
  /** A page after this one exists (as of the last page loaded; false after a failure). */
  readonly hasNext: boolean;
  /** The last load's failure while `status` is `error` (a CampaignKitError from the content service). */
  readonly error?: unknown;
}

/** Loads one page: `pageIndex` is 1-based, `pageSize` items a page. */
export type PageLoader<T> = (page: { pageIndex: number; pageSize: number }) => Promise<ListPage<T>>;

/**
 * A paged list as state, usable without React (news and video paging): `load(n)`,
 * `next()`, `previous()` and `reload()` fetch a page; `state` says loading, loaded, empty or
 * error, with the page, its items and whether there is a next page. A load never rejects: its
 * failure is the state. When loads overlap, the last one asked wins.
 * @example
 * ```ts
 * const list = newsList(kit.content, { topFlag: true });
 * list.state$.subscribe(({ status, items, pageIndex, pageCount }) => render(status, items, pageIndex, pageCount));
 * await list.load();
 * await list.next();
 * ```
 */
export class PagedList<T> implements StateSource<PagedListState<T>> {
  readonly #state: BehaviorSubject<PagedListState<T>>;
  readonly #load: PageLoader<T>;
  #latest = 0;
  readonly state$: Observable<PagedListState<T>>;

  /**
   * @param load - fetches one page.
   * @param pageSize - items a page. Defaults to `10`.
   */
  constructor(load: PageLoader<T>, pageSize = 10) {
    this.#load = load;
    this.#state = new BehaviorSubject<PagedListState<T>>({ status: 'idle', top: [], items: [], pageIndex: 1, pageSize, count: 0, pageCount: 1, hasPrevious: false, hasNext: false });
    this.state$ = this.#state.asObservable();
  }

  get state(): PagedListState<T> {
    return this.#state.value;
  }

  /** Loads page `pageIndex` (1-based; defaults to 1). Resolves when the state shows it or the failure. */
  async load(pageIndex = 1): Promise<void> {
    const ticket = ++this.#latest;
    const { pageSize } = this.state;
    patchState(this.#state, { status: 'loading', pageIndex, hasPrevious: pageIndex > 1, error: undefined });
    try {
      const page = await this.#load({ pageIndex, pageSize });
      if (ticket !== this.#latest) return;
      const pageCount = Math.max(1, Math.ceil(page.count / pageSize));
      const empty = page.items.length === 0 && page.top.length === 0;
      patchState(this.#state, { status: empty ? 'empty' : 'loaded', top: page.top, items: page.items, count: page.count, pageCount, hasNext: pageIndex < pageCount });
    } catch (error) {
      if (ticket !== this.#latest) return;
      patchState(this.#state, { status: 'error', error, hasNext: false });
    }
  }

  /** Loads the next page; does nothing on the last page, after a failure or while a page loads. */
  next(): Promise<void> {
    const { status, hasNext, pageIndex } = this.state;
    return status !== 'loading' && hasNext ? this.load(pageIndex + 1) : Promise.resolve();
  }

  /** Loads the previous page; does nothing on the first or while a page loads. */
  previous(): Promise<void> {
    const { status, pageIndex } = this.state;
    return status !== 'loading' && pageIndex > 1 ? this.load(pageIndex - 1) : Promise.resolve();
  }

  /** Loads the current page again (after a failure, say). */
  reload(): Promise<void> {
    return this.load(this.state.pageIndex);
  }
}
