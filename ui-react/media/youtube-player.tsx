import { useEffect, useRef, useState } from 'react';
import { constantSource, type StateSource } from '../../domain/shared/state-source';
import type { YouTubePlayer as YouTubeWrapper, YouTubePlayerOptions, YouTubePlayerStatus } from '../../domain/media/youtube-player';
import { MEDIA_TEXTS } from '../../domain/i18n/media-texts';
import { useTexts } from '../i18n/use-texts';
import { useStateSource } from '../shared/use-state-source';
import { useLatest, useMediaBuilder } from './use-media-player';

/**
 * Props of {@link YouTubePlayer}: the options of `kit.media.youtube` (see `YouTubePlayerOptions`:
 * `videoId`, `autoplay`, `controls`, `limitedUi`), without `target` (the component renders the
 * player's element), with `onComplete` in place of `complete` and the iframe's `title`.
 */
export interface YouTubePlayerProps extends Omit<YouTubePlayerOptions, 'target' | 'complete'> {
  /** The iframe's title. */
  readonly title: string;
  /** Called when the video ends. */
  readonly onComplete?: () => void;
}

const loading: StateSource<YouTubePlayerStatus> = constantSource({ status: 'loading', playing: false });

/**
 * A YouTube player over `kit.media.youtube`: loads the IFrame API from the page's pinned
 * address, builds the player once the API is ready (retrying every 100 ms), pauses the page's other
 * players when it plays, and removes the player on unmount. Needs the `media` service's `youtube`:
 * the `media()` feature, or `services={{ media }}` with a `MediaService` or `{ youtube }` built by hand.
 * @throws CampaignKitError `FEATURE_MISSING` without it.
 * @example
 * ```tsx
 * <YouTubePlayer videoId="M7lc1UVf-VE" title="Trailer" />
 * ```
 */
export function YouTubePlayer({ videoId, title, autoplay = false, controls = true, limitedUi = true, onComplete }: YouTubePlayerProps) {
  const buildYouTube = useMediaBuilder('youtube');
  const t = useTexts(MEDIA_TEXTS);
  const boxRef = useRef<HTMLDivElement>(null);
  const complete = useLatest(onComplete);
  const [player, setPlayer] = useState<YouTubeWrapper>();
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // The API replaces its target with an iframe: give it an element React does not own.
    const host = box.ownerDocument.createElement('div');
    box.append(host);
    const built = buildYouTube({ videoId, target: host, autoplay, controls, limitedUi, complete: () => complete.current?.() });
    setPlayer(built);
    return () => {
      built.destroy();
      box.replaceChildren();
      setPlayer(undefined);
    };
  }, [buildYouTube, videoId, autoplay, controls, limitedUi, complete]);
  const { status } = useStateSource(player ?? loading);
  return (
    <div className="ck-youtube" title={title} data-status={status}>
      <div ref={boxRef} className="ck-youtube__frame" />
      {status !== 'ready' && (
        <p className="ck-youtube__status" role="status">
          {status === 'failed' ? t.videoFailed : t.videoLoading}
        </p>
      )}
    </div>
  );
}
