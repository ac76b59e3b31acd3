import { useEffect, useState } from 'react';
import type { PosterDescription } from '../../domain/poster/poster.types';
import { useCampaignKit } from '../campaign-kit-provider';
import { errorMessage } from '../error-message';

/** Props of {@link Poster}. */
export interface PosterProps {
  /** What to draw; a new object redraws. */
  readonly description: PosterDescription;
  /** The picture's text alternative. */
  readonly alt: string;
  readonly className?: string;
}

/**
 * A poster drawn by `kit.poster` from a JSON description (SPEC §1), shown as an `<img>` the
 * visitor can long-press to save; while drawing, a busy placeholder; on failure, the message.
 * @example
 * ```tsx
 * <Poster alt="邀请海报" description={{ width: 600, height: 900, views: [{ type: 'qrcode', text: inviteUrl }] }} />
 * ```
 */
export function Poster({ description, alt, className }: PosterProps) {
  const { poster } = useCampaignKit();
  const [drawn, setDrawn] = useState<{ url?: string; error?: string }>({});

  useEffect(() => {
    let current = true;
    setDrawn({});
    poster.toDataUrl(description).then(
      (url) => current && setDrawn({ url }),
      (error: unknown) => current && setDrawn({ error: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [poster, description]);

  if (drawn.error) return <p className="ck-poster__error" role="alert">{drawn.error}</p>;
  if (!drawn.url) return <div className={`ck-poster ck-poster--busy ${className ?? ''}`} aria-busy="true" style={{ aspectRatio: `${description.width} / ${description.height}` }} />;
  return <img className={`ck-poster ${className ?? ''}`} src={drawn.url} alt={alt} width={description.width} height={description.height} />;
}
