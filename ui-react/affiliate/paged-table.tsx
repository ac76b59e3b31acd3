import { useEffect, useState, type ReactNode } from 'react';
import type { AffiliatePage, PageOptions } from '../../domain/affiliate/affiliate.types';
import { PagedList } from '../../domain/content/paged-list';
import { formatText } from '../../domain/i18n/texts';
import { useErrorMessage } from '../i18n/use-error-message';
import { useStateSource } from '../shared/use-state-source';
import { useAffiliateTexts } from './use-affiliate';

/** A paged list over an affiliate list call (page 1, page_size 10), loading its first page once `enabled`. */
export function usePagedList<T>(load: (options: PageOptions) => Promise<AffiliatePage<T>>, enabled = true, pageSize = 10): PagedList<T> {
  // One list per mounted table: built on the first render, with that render's `load` and `pageSize`.
  const [list] = useState(() => new PagedList<T>(async ({ pageIndex, pageSize: size }) => {
    const page = await load({ page: pageIndex, pageSize: size });
    return { top: [], items: page.items, count: page.total };
  }, pageSize));
  useEffect(() => {
    if (enabled && list.state.status === 'idle') void list.load();
  }, [list, enabled]);
  return list;
}

/** A table of a paged list's items, with its header row, empty and failure notes and paging buttons. */
export function PagedTable<T>({ list, caption, columns, row }: { readonly list: PagedList<T>; readonly caption: string; readonly columns: readonly string[]; readonly row: (item: T) => ReactNode }) {
  const t = useAffiliateTexts();
  const toText = useErrorMessage();
  const state = useStateSource(list);
  return (
    <div className="ck-aff__table-wrap">
      <table className="ck-aff__table" aria-busy={state.status === 'loading'}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{state.items.map(row)}</tbody>
      </table>
      {state.status === 'empty' ? <p>{t.empty}</p> : null}
      {state.status === 'error' ? (
        <p role="alert">
          {toText(state.error)}{' '}
          <button type="button" className="ck-aff__button" onClick={() => void list.reload()}>
            {t.retry}
          </button>
        </p>
      ) : null}
      {state.pageCount > 1 ? (
        <nav className="ck-aff__pages" aria-label={`${caption} ${t.pagination}`}>
          <button type="button" className="ck-aff__button" disabled={!state.hasPrevious} onClick={() => void list.previous()}>
            {t.previousPage}
          </button>
          <span aria-live="polite">{formatText(t.pageStatus, { page: state.pageIndex, pages: state.pageCount })}</span>
          <button type="button" className="ck-aff__button" disabled={!state.hasNext} onClick={() => void list.next()}>
            {t.nextPage}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
