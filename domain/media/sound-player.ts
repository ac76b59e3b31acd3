import { BehaviorSubject, type Observable } from 'rxjs';
import type { MediaElementPort } from '../../ports/media-element.port';
import * as MESSAGES from '../../ports/messages';
import { patchState, type StateSource } from '../shared/state-source';
import type { SoundPorts } from './media.types';

/** Options of the sound player: background music. */
export interface SoundOptions {
  /** The sound's address. Without it the player logs that there is no audio path and plays nothing. */
  readonly uri?: string;
  /** Plays again from the start at the end. Defaults to `true` (background music). */
  readonly loop?: boolean;
  /**
   * Starts on its own: at once where the browser allows sound without a gesture, else at the
   * visitor's first click anywhere on the page. Defaults to `false` (starts on `play()` or a click
   * on `control`).
   */
  readonly autoClick?: boolean;
  /** Called when the sound ends (never while looping). */
  readonly complete?: () => void;
  /** The element that plays and pauses the music on click, marked with `playingClass` while playing. Optional. */
  readonly control?: unknown;
  /** The class `control` has while the music plays. Defaults to `'playing'`. */
  readonly playingClass?: string;
}

/** Where the sound player is. */
export interface SoundState {
  readonly playing: boolean;
  /** The browser refused to start the sound; it starts at the visitor's next click. */
  readonly waitingForClick: boolean;
  /** False when there is no audio path (no uri). */
  readonly available: boolean;
}

/**
 * The background-music player: pauses when the page is hidden and resumes when it is
 * shown again if it had been playing; a start the browser refuses (autoplay rules) is tried again
 * at the visitor's next click; `control` has the playing class while playing.
 */
export class SoundPlayer implements StateSource<SoundState> {
  readonly #state: BehaviorSubject<SoundState>;
  /** Delivers the current state on subscribe, then each change. */
  readonly state$: Observable<SoundState>;
  readonly #ports: SoundPorts;
  readonly #audio: MediaElementPort | undefined;
  readonly #cleanups: Array<() => void> = [];
  #waitForClick: (() => void) | undefined;
  #resumeOnShow = false;
  #playingClass: string;
  #control: ReturnType<SoundPorts['elements']['control']> | undefined;

  constructor(ports: SoundPorts, options: SoundOptions = {}) {
    this.#ports = ports;
    this.#playingClass = options.playingClass ?? 'playing';
    const available = typeof options.uri === 'string' && options.uri !== '';
    this.#state = new BehaviorSubject<SoundState>({ playing: false, waitingForClick: false, available });
    this.state$ = this.#state.asObservable();
    if (!available) {
      ports.environment.warn(MESSAGES.soundNoUri);
      return;
    }
    const audio = ports.elements.audio(options.uri as string);
    audio.configure({ loop: options.loop ?? true });
    this.#audio = audio;
    this.#cleanups.push(
      audio.on('playing', () => this.#setPlaying(true)),
      audio.on('pause', () => this.#setPlaying(false)),
      audio.on('ended', () => {
        this.#setPlaying(false);
        options.complete?.();
      }),
      ports.page.onVisibilityChange((visible) => this.#visibility(visible)),
    );
    if (options.control !== undefined) {
      this.#control = ports.elements.control(options.control);
      this.#cleanups.push(this.#control.onClick(() => void this.toggle()));
    }
    if (options.autoClick) void this.play();
  }

  get state(): SoundState {
    return this.#state.value;
  }

  /** Starts the sound; resolves false when the browser refused (it then starts at the next click) or there is no uri. */
  async play(): Promise<boolean> {
    if (!this.#audio) return false;
    this.#stopWaiting();
    if (!this.#ports.page.isVisible()) {
      this.#resumeOnShow = true;
      return false;
    }
    const started = await this.#audio.play();
    if (!started && !this.#waitForClick) {
      patchState(this.#state, { waitingForClick: true });
      this.#waitForClick = this.#ports.environment.onNextClick(() => {
        this.#waitForClick = undefined;
        void this.play();
      });
    }
    return started;
  }

  /** Pauses the sound; it does not come back when the page is shown again. */
  pause(): void {
    this.#stopWaiting();
    this.#resumeOnShow = false;
    this.#audio?.pause();
  }

  /** Pauses when playing, else plays (a click on the control while waiting for a click starts the sound). */
  async toggle(): Promise<boolean> {
    if (this.state.playing) {
      this.pause();
      return false;
    }
    return this.play();
  }

  /** Stops the sound and every listener; the player cannot be used after. */
  destroy(): void {
    this.pause();
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
    this.#control?.setClass(this.#playingClass, false);
    this.#audio?.release();
  }

  #visibility(visible: boolean): void {
    if (!visible && this.state.playing) {
      this.#audio?.pause();
      this.#resumeOnShow = true;
    } else if (visible && this.#resumeOnShow) {
      this.#resumeOnShow = false;
      void this.play();
    }
  }

  #setPlaying(playing: boolean): void {
    patchState(this.#state, { playing });
    this.#control?.setClass(this.#playingClass, playing);
  }

  #stopWaiting(): void {
    this.#waitForClick?.();
    this.#waitForClick = undefined;
    if (this.state.waitingForClick) patchState(this.#state, { waitingForClick: false });
  }
}
