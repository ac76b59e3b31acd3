import { useCallback } from 'react';
import { constantSource, type StateSource } from '../../domain/shared/state-source';
import type { SoundOptions, SoundPlayer, SoundState } from '../../domain/media/sound-player';
import { useStateSource } from '../shared/use-state-source';
import { useLatest, useMediaBuilder, useMediaObject } from './use-media-player';

/** What {@link useSound} gives: the state and the controls. */
export interface SoundControls extends SoundState {
  play(): void;
  pause(): void;
  toggle(): void;
}

const silent: StateSource<SoundState> = constantSource({ playing: false, waitingForClick: false, available: false });

/**
 * Background music over `kit.media.sound`: pauses while the page is hidden and resumes
 * when it is shown, and a start the browser refuses waits for the visitor's next click. The player
 * is built on mount (again when `uri`, `loop` or `autoClick` change) and stopped on unmount.
 * Needs the `media` service's `sound` (the `media()` feature, or `services={{ media }}`).
 * @param options - the sound options; `control` and `playingClass` are for pages without React
 *   (a component reads `playing` instead).
 * @example
 * ```tsx
 * const music = useSound({ uri: '/bgm.ogg', autoClick: true });
 * <button aria-pressed={music.playing} onClick={music.toggle}>Music</button>
 * ```
 */
export function useSound(options: Omit<SoundOptions, 'control' | 'playingClass'>): SoundControls {
  const buildSound = useMediaBuilder('sound');
  const complete = useLatest(options.complete);
  const { uri, loop, autoClick } = options;
  const player = useMediaObject<SoundPlayer>(() => buildSound({ uri, loop, autoClick, complete: () => complete.current?.() }), [buildSound, uri, loop, autoClick]);
  const state = useStateSource(player ?? silent);
  return {
    ...state,
    play: useCallback(() => void player?.play(), [player]),
    pause: useCallback(() => player?.pause(), [player]),
    toggle: useCallback(() => void player?.toggle(), [player]),
  };
}
