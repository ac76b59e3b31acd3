import { useEffect, useRef, useState } from 'react';
import type { NewsDetail as NewsDetailData } from '../../domain/content/content.types';
import { plainParagraphs } from '../../domain/content/plain-text';
import { CONTENT_TEXTS } from '../../domain/i18n/content-texts';
import { useKitService } from '../shared/kit-services';
import { errorMessage } from '../i18n/error-message';
import { useWidgetLanguage } from '../i18n/widget-language';
import { useMountTask } from '../shared/use-mount-task';
import { LikeButton } from './like-button';
import { PublishedAt } from './published-at';

/** Props of {@link NewsDetail}. */
export interface NewsDetailProps {
  /** The news item's id, from the list. */
  readonly id: string;
  /** Shows a 返回列表 button that calls it. */
  readonly onBack?: () => void;
  /** Move the keyboard focus to the title once it shows (the detail was opened by the visitor). Defaults to `true`. */
  readonly focusOnLoad?: boolean;
}

/** A loaded item keeps its text as paragraphs, made once when it arrives (not at every render). */
type Loading =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly detail: NewsDetailData; readonly paragraphs: readonly string[] }
  | { readonly status: 'error'; readonly error: unknown };

/**
 * One news item (news detail): its title, date and text, with a like button. The text
 * is shown as paragraphs of plain text, never as HTML, whatever markup the server sent. Loads
 * after mounting; a failure shows with a retry button. Needs the `content` service (the `content()` feature, or `services={{ content }}`).
 * @example
 * ```tsx
 * {openId ? <NewsDetail id={openId} onBack={() => setOpenId(undefined)} /> : <NewsList onOpen={(item) => setOpenId(item.id)} />}
 * ```
 */
export function NewsDetail({ id, onBack, focusOnLoad = true }: NewsDetailProps) {
  const content = useKitService('content');
  const language = useWidgetLanguage();
  const t = CONTENT_TEXTS[language];
  const [loading, setLoading] = useState<Loading>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const title = useRef<HTMLHeadingElement>(null);
  // The calls' language (the page's, unless content() fixed one): a switch loads the item again.
  const contentLanguage = content.language;

  useMountTask(() => {
    let mounted = true;
    setLoading({ status: 'loading' });
    content.newsDetail(id).then(
      (detail) => mounted && setLoading({ status: 'loaded', detail, paragraphs: plainParagraphs(detail.content) }),
      (error: unknown) => mounted && setLoading({ status: 'error', error }),
    );
    return () => {
      mounted = false;
    };
  }, [content, id, attempt, contentLanguage]);

  const loadedId = loading.status === 'loaded' ? loading.detail.id : undefined;
  useEffect(() => {
    if (loadedId !== undefined && focusOnLoad) title.current?.focus();
  }, [loadedId, focusOnLoad]);

  return (
    <article className="ck-news-detail" aria-busy={loading.status === 'loading'}>
      {onBack ? (
        <button type="button" className="ck-content__button ck-news-detail__back" onClick={onBack}>
          {t.backToList}
        </button>
      ) : null}
      {loading.status === 'loading' ? <p className="ck-news__note">{t.loading}</p> : null}
      {loading.status === 'error' ? (
        <div className="ck-news__failure" role="alert">
          <span>{errorMessage(loading.error, language)}</span>
          <button type="button" className="ck-content__button" onClick={() => setAttempt((n) => n + 1)}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {loading.status === 'loaded' ? (
        <>
          <h2 ref={title} className="ck-news-detail__title" tabIndex={-1} data-page-copy="">
            {loading.detail.title}
          </h2>
          <PublishedAt at={loading.detail.publishedAt} language={language} />
          <div className="ck-news-detail__body" data-page-copy="">
            {loading.paragraphs.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <LikeButton id={loading.detail.id || id} initial={loading.detail} />
        </>
      ) : null}
    </article>
  );
}
