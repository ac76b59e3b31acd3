import { useEffect, useId, useRef, type ReactNode } from 'react';
import { constantSource, type StateSource } from '../../domain/shared/state-source';
import type { VideoPlayer as VideoPlayerMachine, VideoPlayerOptions, VideoPlayerState } from '../../domain/media/video-player';
import { MEDIA_TEXTS } from '../../domain/i18n/media-texts';
import { useFocusTrap } from '../consent/focus-trap';
import { useTexts } from '../i18n/use-texts';
import { useStateSource } from '../shared/use-state-source';
import { useLatest, useMediaBuilder, useMediaObject } from './use-media-player';

/**
 * Props of {@link VideoPlayer}: the options of `kit.media.video` (see `VideoPlayerOptions`: `uri`,
 * `type`, `loop`, `controls`, `objectFit`, `orientation`, `caption`, `muted`, `autoplay`), without
 * the elements the component renders itself (`target`, `overlay`, `popup`, `closeButton`), and
 * `onComplete` in place of `complete`. The popup type opens an 800 px wide dialog (full width on
 * phones) named by `caption`.
 */
export interface VideoPlayerProps extends Omit<VideoPlayerOptions, 'target' | 'overlay' | 'popup' | 'closeButton' | 'complete'> {
  /** An image shown before playback. */
  readonly poster?: string;
  /** Called when the video ends. */
  readonly onComplete?: () => void;
  /** The popup type's opening button content. Defaults to the play label. */
  readonly children?: ReactNode;
}

const fallbackState: VideoPlayerState = { status: 'paused', muted: true, open: false, blocked: false };
const idle: StateSource<VideoPlayerState> = constantSource(fallbackState);

/**
 * A video player over `kit.media.video`: starts paused and muted, a play button over
 * the picture; playing pauses the page's other players and unmutes after 200 ms; a click on the
 * playing video pauses it; the end calls `onComplete`. The popup type is a dialog hidden until
 * played, 800 px wide on a desktop, closed by Escape or its close button, which gives focus back
 * to the button that opened it. Plays inline in in-app webviews. Needs the `media` service's
 * `video`: the `media()` feature, or `services={{ media }}` with a `MediaService` or `{ video }` built by hand.
 * @throws CampaignKitError `FEATURE_MISSING` without it.
 * @example
 * ```tsx
 * <VideoPlayer type="popup" uri="/trailer.webm" caption="Trailer" />
 * ```
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const buildVideo = useMediaBuilder('video');
  const t = useTexts(MEDIA_TEXTS);
  const { uri, type = 'embed', loop = false, controls = false, objectFit = 'cover', orientation = 'landscape', caption, muted = false, autoplay = false } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onComplete = useLatest(props.onComplete);
  const player = useMediaObject<VideoPlayerMachine>(
    () => buildVideo({ uri, target: videoRef.current, type, loop, controls, objectFit, muted, autoplay, complete: () => onComplete.current?.() }),
    [buildVideo, uri, type, loop, controls, objectFit, muted, autoplay],
  );
  const state = useStateSource(player ?? idle);
  const popup = type === 'popup';
  const captionId = useId();
  // Focus moves to the close button when the popup opens and back to the opener when it closes.
  const trapTab = useFocusTrap(panelRef, popup && state.open);

  useEffect(() => {
    if (!popup || !state.open || !player) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') player.close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [popup, state.open, player]);

  const playing = state.status === 'playing';
  const frame = (
    <div className={`ck-video ck-video--${orientation}`} data-status={state.status} data-muted={state.muted}>
      <video
        ref={videoRef}
        className="ck-video__media"
        playsInline
        muted
        preload="metadata"
        poster={props.poster}
        aria-describedby={caption ? captionId : undefined}
      />
      {!(controls && playing) && (
        <button
          type="button"
          className={`ck-video__toggle${playing ? ' ck-video__toggle--playing' : ''}`}
          aria-label={playing ? t.pauseVideo : t.playVideo}
          onClick={() => player?.click()}
        >
          <span className="ck-video__icon" aria-hidden="true" />
        </button>
      )}
    </div>
  );
  const captionText = caption ? (
    <p id={captionId} className="ck-video__caption">
      {caption}
    </p>
  ) : null;

  if (!popup) {
    return (
      <figure className="ck-video-embed">
        {frame}
        {captionText}
      </figure>
    );
  }

  return (
    <>
      <button type="button" className="ck-video-popup__opener" onClick={() => void player?.play()}>
        {props.children ?? t.playVideo}
      </button>
      <div className="ck-video-popup" hidden={!state.open}>
        <div className="ck-video-popup__backdrop" onClick={() => player?.close()} />
        <div ref={panelRef} className="ck-video-popup__panel" role="dialog" aria-modal="true" aria-label={caption ?? t.video} onKeyDown={trapTab}>
          <button type="button" className="ck-video-popup__close" aria-label={t.closeVideo} onClick={() => player?.close()}>
            <span className="ck-video-popup__cross" aria-hidden="true" />
          </button>
          {frame}
          {captionText}
        </div>
      </div>
    </>
  );
}
