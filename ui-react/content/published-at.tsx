import { formatDate } from '../../domain/i18n/formats';
import type { Language } from '../../domain/i18n/language';
import { useBrowserValue } from '../shared/use-browser-value';

/** The visitor's own zone (Intl's default). */
const visitorZone = (): string | undefined => undefined;

/**
 * A content item's date, as a `<time>` in the widget's language and the visitor's time zone;
 * nothing when the server gave none. Rendered on the server, and while that markup hydrates, the
 * date is UTC's, so the server's and the browser's agree, then the visitor's.
 */
export function PublishedAt({ at, language }: { readonly at?: number; readonly language: Language }) {
  const timeZone = useBrowserValue(visitorZone, 'UTC');
  if (at === undefined) return null;
  const date = new Date(at);
  return (
    <time className="ck-content__date" dateTime={date.toISOString()}>
      {formatDate(at, language, timeZone)}
    </time>
  );
}
