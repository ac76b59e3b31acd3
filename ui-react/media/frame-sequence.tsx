import { useRef } from 'react';
import type { FrameSequence as Sequence } from '../../domain/media/frame-sequence';
import { useLatest, useMediaBuilder, useMediaObject } from './use-media-player';

/** Props of {@link FrameSequence}. */
export interface FrameSequenceProps {
  /** The frames' image addresses, in order; not empty. */
  readonly images: readonly string[];
  /** The image's text alternative (empty for decoration). */
  readonly alt: string;
  /** Defaults to `24` frames per second. */
  readonly fps?: number;
  /** Defaults to `false`: stops on the last frame. */
  readonly loop?: boolean;
  /** Loads every frame first. Defaults to `true`. */
  readonly preload?: boolean;
  /** Defaults to `true`. */
  readonly autoplay?: boolean;
  readonly onComplete?: () => void;
  readonly className?: string;
}

/**
 * An image animated frame by frame over `kit.media.frameSequence`: 24 fps by default;
 * without `loop` it stops on the last frame and calls `onComplete`. Reduced motion shows the last
 * frame at once. Stopped on unmount. Needs the `media` service's `frameSequence` (the `media()` feature, or
 * `services={{ media }}`).
 * @throws CampaignKitError `INVALID_ARGUMENT` (when it mounts) for an empty `images` list, with a console warning.
 * @example
 * ```tsx
 * <FrameSequence images={frames} alt="A chest opening" />
 * ```
 */
export function FrameSequence({ images, alt, fps, loop, preload, autoplay, onComplete, className }: FrameSequenceProps) {
  const buildSequence = useMediaBuilder('frameSequence');
  const imageRef = useRef<HTMLImageElement>(null);
  const complete = useLatest(onComplete);
  const key = images.join('\n');
  useMediaObject<Sequence>(
    () => buildSequence({ target: imageRef.current, images, fps, loop, preload, autoplay, complete: () => complete.current?.() }),
    [buildSequence, key, fps, loop, preload, autoplay],
  );
  return <img ref={imageRef} className={`ck-frames${className ? ` ${className}` : ''}`} src={images[0]} alt={alt} />;
}
