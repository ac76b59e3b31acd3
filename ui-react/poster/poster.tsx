import { useEffect, useState } from 'react';
import type { PosterDescription } from '../../domain/poster/poster.types';
import { useKitService } from '../shared/kit-services';
import type { PageText } from '../../domain/i18n/texts';
import { useErrorMessage } from '../i18n/use-error-message';
import { usePageText } from '../i18n/use-texts';

/** Props of {@link Poster}. */
export interface PosterProps {
  /** What to draw; a new object redraws. */
  readonly description: PosterDescription;
  /** The picture's text alternative: one string, or one per language. */
  readonly alt: PageText;
  readonly className?: string;
}

/**
 * A poster drawn by `kit.poster` from a JSON description, shown as an `<img>` the
 * visitor can long-press to save; while drawing, a busy placeholder; on failure, the message.
 * @example
 * ```tsx
 * <Poster alt="邀请海报" description={{ width: 600, height: 900, views: [{ type: 'qrcode', text: inviteUrl }] }} />
 * ```
 */
export function Poster({ description, alt, className }: PosterProps) {
  const poster = useKitService('poster', { whenUsed: true });
  const [drawn, setDrawn] = useState<{ url?: string; failure?: { error: unknown } }>({});
  const message = useErrorMessage();
  const text = usePageText();

  useEffect(() => {
    let current = true;
    setDrawn({});
    poster().toDataUrl(description).then(
      (url) => current && setDrawn({ url }),
      (error: unknown) => current && setDrawn({ failure: { error } }),
    );
    return () => {
      current = false;
    };
  }, [poster, description]);

  if (drawn.failure) return <p className="ck-poster__error" role="alert">{message(drawn.failure.error)}</p>;
  if (!drawn.url) return <div className={`ck-poster ck-poster--busy ${className ?? ''}`} aria-busy="true" style={{ aspectRatio: `${description.width} / ${description.height}` }} />;
  return <img className={`ck-poster ${className ?? ''}`} src={drawn.url} alt={text(alt)} width={description.width} height={description.height} />;
}
