import { MEDIA_TEXTS } from '../../domain/i18n/media-texts';
import { useTexts } from '../i18n/use-texts';
import { useSound } from './use-sound';

/** Props of {@link MusicToggle}. */
export interface MusicToggleProps {
  /** The music's address. */
  readonly uri: string;
  /** Starts on its own (at once, else at the visitor's first click). Defaults to `false`. */
  readonly autoClick?: boolean;
  /** The class the button has while the music plays. Defaults to `'playing'`. */
  readonly playingClass?: string;
}

/**
 * A background-music button over {@link useSound}: pressed while the music plays, with the
 * playing class. Needs the `media` service's `sound` (the `media()` feature, or `services={{ media }}`).
 * @example
 * ```tsx
 * <MusicToggle uri="/bgm.ogg" />
 * ```
 */
export function MusicToggle({ uri, autoClick = false, playingClass = 'playing' }: MusicToggleProps) {
  const t = useTexts(MEDIA_TEXTS);
  const music = useSound({ uri, autoClick });
  return (
    <button
      type="button"
      className={`ck-music${music.playing ? ` ${playingClass}` : ''}`}
      aria-pressed={music.playing}
      aria-label={t.music}
      title={music.waitingForClick ? t.musicWaiting : t.music}
      onClick={music.toggle}
    >
      <span className="ck-music__icon" aria-hidden="true" />
    </button>
  );
}
