import type { Language } from '../../domain/i18n/language';

/** A content item's date, as a `<time>` in the widget's language; nothing when the server gave none. */
export function PublishedAt({ at, language }: { readonly at?: number; readonly language: Language }) {
  if (at === undefined) return null;
  const date = new Date(at);
  return (
    <time className="ck-content__date" dateTime={date.toISOString()}>
      {new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)}
    </time>
  );
}
