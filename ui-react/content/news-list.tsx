import { useEffect, useId, useMemo, useRef } from 'react';
import { newsList, type ListSearchOptions } from '../../domain/content/content-lists';
import { safeHttpUrl } from '../../domain/consent/link-markup';
import type { NewsItem } from '../../domain/content/content.types';
import type { PagedList } from '../../domain/content/paged-list';
import { CONTENT_TEXTS } from '../../domain/i18n/content-texts';
import { missingService, useKitService } from '../shared/kit-services';
import { errorMessage } from '../i18n/error-message';
import { useTexts } from '../i18n/use-texts';
import { useWidgetLanguage } from '../i18n/widget-language';
import { useMountTask } from '../shared/use-mount-task';
import { useStateSource } from '../shared/use-state-source';
import { formatText } from '../../domain/i18n/texts';
import { PublishedAt } from './published-at';

/** Props of {@link NewsList}. */
export interface NewsListProps {
  /** The list to show. Defaults to a news list of `kit.content` with `search`, made once. */
  readonly list?: PagedList<NewsItem>;
  /** What the default list searches with (placement, topFlag, pageSize); read once. */
  readonly search?: ListSearchOptions;
  /**
   * Opens an item (to show its detail in the page). Without it, an item with an http(s)
   * `linkUrl` is a link there and the others are plain titles.
   */
  readonly onOpen?: (item: NewsItem) => void;
  /** The id of an item whose title takes the keyboard focus once shown: the item the visitor just came back from. */
  readonly focusItem?: string;
}

/**
 * The news list (news search) with paging: pinned items first on page 1, then the page's
 * items with their dates, previous and next page buttons, and the page number. Loads page 1
 * after mounting unless the list was loaded already; shows 暂无资讯 when there is no news and the
 * failure, with a retry button, when a page fails. Titles are text, never HTML. Needs the `content` service
 * (`content()`, or `services={{ content }}`) unless `list` is given.
 * @example
 * ```tsx
 * <NewsList search={{ topFlag: true, pageSize: 5 }} onOpen={(item) => setOpenId(item.id)} />
 * ```
 */
export function NewsList({ list: given, search, onOpen, focusItem }: NewsListProps) {
  const content = useKitService('content', { optional: true });
  if (!given && !content) throw missingService('content');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `search` is read once, as documented
  const list = useMemo(() => given ?? newsList(content!, search), [given, content]);
  const state = useStateSource(list);
  const t = useTexts(CONTENT_TEXTS);
  const language = useWidgetLanguage();
  const headingId = useId();
  const itemsRef = useRef<HTMLUListElement>(null);

  useMountTask(() => {
    if (list.state.status === 'idle') void list.load();
  }, [list]);

  // The calls' language (the page's, unless content() fixed one): a switch reloads the page shown.
  const contentLanguage = content?.language;
  const shownIn = useRef(contentLanguage);
  useEffect(() => {
    if (shownIn.current === contentLanguage) return;
    shownIn.current = contentLanguage;
    if (list.state.status !== 'idle') void list.reload();
  }, [list, contentLanguage]);

  const shownIds = state.items.map((item) => item.id).join('\n');
  useEffect(() => {
    if (focusItem === undefined) return;
    const titles = itemsRef.current?.querySelectorAll<HTMLElement>('[data-item-id]') ?? [];
    [...titles].find((title) => title.dataset.itemId === focusItem)?.focus();
  }, [focusItem, shownIds]);

  const items = [...(state.pageIndex === 1 ? state.top.map((item) => ({ item, pinned: true })) : []), ...state.items.map((item) => ({ item, pinned: false }))];
  const busy = state.status === 'loading' || state.status === 'idle';
  const goPrevious = () => void list.previous();
  const goNext = () => void list.next();

  return (
    <section className="ck-news" aria-labelledby={headingId}>
      <h2 id={headingId} className="ck-news__heading">
        {t.newsList}
      </h2>
      <ul ref={itemsRef} className="ck-news__items" aria-busy={busy}>
        {items.map(({ item, pinned }) => (
          <li key={`${pinned ? 'top' : 'page'}-${item.id}`} className="ck-news__item">
            {pinned ? <span className="ck-news__pinned">{t.pinned}</span> : null}
            <NewsTitle item={item} onOpen={onOpen} />
            <PublishedAt at={item.publishedAt} language={language} />
            {item.summary ? (
              <p className="ck-news__summary" data-page-copy="">
                {item.summary}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {busy && items.length === 0 ? <p className="ck-news__note">{t.loading}</p> : null}
      {state.status === 'empty' ? <p className="ck-news__note">{t.newsEmpty}</p> : null}
      {state.status === 'error' ? (
        <div className="ck-news__failure" role="alert">
          <span>{errorMessage(state.error, language)}</span>
          <button type="button" className="ck-content__button" onClick={() => void list.reload()}>
            {t.retry}
          </button>
        </div>
      ) : null}
      <nav className="ck-news__pages" aria-label={t.pagination}>
        <button type="button" className="ck-content__button" aria-disabled={!state.hasPrevious} onClick={goPrevious}>
          {t.previousPage}
        </button>
        <span className="ck-news__page" aria-live="polite">
          {formatText(t.pageStatus, { page: state.pageIndex, pages: state.pageCount })}
        </span>
        <button type="button" className="ck-content__button" aria-disabled={!state.hasNext} onClick={goNext}>
          {t.nextPage}
        </button>
      </nav>
    </section>
  );
}

function NewsTitle({ item, onOpen }: { readonly item: NewsItem; readonly onOpen?: (item: NewsItem) => void }) {
  if (onOpen) {
    return (
      <button type="button" className="ck-news__title ck-news__title--button" data-item-id={item.id} onClick={() => onOpen(item)}>
        <span data-page-copy="">{item.title}</span>
      </button>
    );
  }
  const href = item.linkUrl === undefined ? undefined : safeHttpUrl(item.linkUrl);
  if (href) {
    return (
      <a className="ck-news__title" href={href} data-item-id={item.id}>
        <span data-page-copy="">{item.title}</span>
      </a>
    );
  }
  return (
    <span className="ck-news__title" data-page-copy="">
      {item.title}
    </span>
  );
}
