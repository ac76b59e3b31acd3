import { BehaviorSubject, type Observable } from 'rxjs';
import type { Cancel } from '../../ports/clock.port';
import type { ControlElementPort, MediaElementPort } from '../../ports/media-element.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import { patchState, type StateSource } from '../shared/state-source';
import { UNMUTE_DELAY_MS } from './media-timing';
import type { MediaPorts } from './media.types';
import type { PlayerRegistry } from './player-registry';

/** How the picture fills the player (CSS object-fit). */
export type VideoObjectFit = 'cover' | 'contain' | 'fill' | 'none' | 'scale-down';

/** Options of a video player. */
export interface VideoPlayerOptions {
  /** The video's address. Required. */
  readonly uri: string;
  /** The page's `<video>` element. Required. */
  readonly target: unknown;
  /** `embed` plays in the page; `popup` is hidden until played and hidden again on close. Defaults to `'embed'`. */
  readonly type?: 'embed' | 'popup';
  /** Plays again from the start at the end (no completion then). Defaults to `false`. */
  readonly loop?: boolean;
  /** Shows the browser's own controls. Defaults to `false`. */
  readonly controls?: boolean;
  /** Defaults to `'cover'`. */
  readonly objectFit?: VideoObjectFit;
  /** The player's shape: 16:9 landscape or 9:16 portrait. Defaults to `'landscape'`. */
  readonly orientation?: 'landscape' | 'portrait';
  /** Text shown with the video. Defaults to none. */
  readonly caption?: string;
  /** Stays muted after playback starts instead of unmuting after 200 ms. Defaults to `false`. */
  readonly muted?: boolean;
  /** Starts playing (muted) at once; embed type only. Defaults to `false`. */
  readonly autoplay?: boolean;
  /** Called when the video ends (it is paused then). */
  readonly complete?: () => void;
  /** An element shown while the video is not playing (the play button); a click on it plays. Optional. */
  readonly overlay?: unknown;
  /** The popup type's container, hidden until played. Optional. */
  readonly popup?: unknown;
  /** The popup type's close button. Optional. */
  readonly closeButton?: unknown;
}

/** Where a video player is. */
export interface VideoPlayerState {
  readonly status: 'paused' | 'playing' | 'ended';
  readonly muted: boolean;
  /** Whether the player shows: always for embed, once played (until closed) for popup. */
  readonly open: boolean;
  /** The browser refused the last play() (autoplay rules); the overlay is there to try again. */
  readonly blocked: boolean;
}

/**
 * A video player's state machine: starts paused and muted; playing pauses every other
 * player in the registry, plays muted, then unmutes after 200 ms unless `muted`; a click on a
 * playing video pauses it; at the end it pauses and calls `complete`; the popup type is hidden
 * until played and hidden (and paused) again on close.
 *
 * @remarks Where the browser refuses to unmute without a user gesture (it pauses the video, as
 * Chromium does for autoplay), the player stays muted and plays on.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'the video player needs a uri' or, from the port,
 *   when `target` is not a media element.
 */
export class VideoPlayer implements StateSource<VideoPlayerState> {
  readonly #state: BehaviorSubject<VideoPlayerState>;
  /** Delivers the current state on subscribe, then each change. */
  readonly state$: Observable<VideoPlayerState>;
  readonly #element: MediaElementPort;
  readonly #options: VideoPlayerOptions;
  readonly #ports: MediaPorts;
  readonly #cleanups: Array<() => void> = [];
  #unmute: Cancel | undefined;
  /** The browser refused to unmute since the last play(): do not try again until the next one. */
  #unmuteRefused = false;
  #overlay: ControlElementPort | undefined;
  #popup: ControlElementPort | undefined;

  constructor(ports: MediaPorts, registry: PlayerRegistry, options: VideoPlayerOptions) {
    if (typeof options.uri !== 'string' || options.uri === '') throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.videoUri);
    this.#ports = ports;
    this.#options = options;
    this.#element = ports.elements.media(options.target);
    this.#element.configure({ src: options.uri, loop: options.loop ?? false, controls: options.controls ?? false, objectFit: options.objectFit ?? 'cover' });
    this.#element.setMuted(true);
    this.#element.pause();
    this.#state = new BehaviorSubject<VideoPlayerState>({ status: 'paused', muted: true, open: this.type === 'embed', blocked: false });
    this.state$ = this.#state.asObservable();
    this.#cleanups.push(
      registry.join(this),
      this.#element.on('playing', () => this.#playing(registry)),
      this.#element.on('pause', () => this.#paused()),
      this.#element.on('ended', () => this.#ended()),
    );
    this.#wire(options);
    this.#render();
    if (options.autoplay && this.type === 'embed') void this.play();
  }

  get state(): VideoPlayerState {
    return this.#state.value;
  }

  /** `embed` or `popup`. */
  get type(): 'embed' | 'popup' {
    return this.#options.type ?? 'embed';
  }

  /** Opens the popup (if any) and plays muted; resolves false when the browser refused. */
  async play(): Promise<boolean> {
    patchState(this.#state, { open: true });
    this.#render();
    this.#unmuteRefused = false;
    this.#element.setMuted(true);
    patchState(this.#state, { muted: true });
    const started = await this.#element.play();
    patchState(this.#state, { blocked: !started });
    return started;
  }

  pause(): void {
    this.#cancelUnmute();
    this.#element.pause();
    this.#paused();
  }

  /** What a click on the video does: pauses a playing video, plays a paused one. */
  click(): void {
    if (this.state.status === 'playing') this.pause();
    else void this.play();
  }

  /** Hides the popup type again and pauses. */
  close(): void {
    this.pause();
    if (this.type === 'popup') patchState(this.#state, { open: false });
    this.#render();
  }

  /** Stops everything: timers, listeners, the registry. The player cannot be used after. */
  destroy(): void {
    this.#cancelUnmute();
    this.#element.pause();
    for (const cleanup of this.#cleanups.splice(0)) cleanup();
    this.#element.release();
  }

  #playing(registry: PlayerRegistry): void {
    registry.started(this);
    patchState(this.#state, { status: 'playing', blocked: false });
    this.#render();
    if (this.#options.muted || this.#unmute || this.#unmuteRefused) return;
    this.#unmute = this.#ports.clock.setTimeout(() => {
      this.#unmute = undefined;
      this.#unmuteNow();
    }, UNMUTE_DELAY_MS);
  }

  #unmuteNow(): void {
    this.#element.setMuted(false);
    if (this.#element.isPaused()) {
      // The browser paused the video rather than let it play aloud without a gesture.
      this.#unmuteRefused = true;
      this.#element.setMuted(true);
      void this.#element.play();
      return;
    }
    patchState(this.#state, { muted: false });
  }

  #paused(): void {
    this.#cancelUnmute();
    if (this.state.status === 'playing') patchState(this.#state, { status: 'paused' });
    this.#render();
  }

  #ended(): void {
    this.#cancelUnmute();
    this.#element.pause();
    patchState(this.#state, { status: 'ended' });
    this.#render();
    this.#options.complete?.();
  }

  #cancelUnmute(): void {
    this.#unmute?.();
    this.#unmute = undefined;
  }

  #wire(options: VideoPlayerOptions): void {
    const { elements } = this.#ports;
    if (options.overlay !== undefined) {
      this.#overlay = elements.control(options.overlay);
      this.#cleanups.push(this.#overlay.onClick(() => void this.play()));
    }
    if (options.popup !== undefined) this.#popup = elements.control(options.popup);
    if (options.closeButton !== undefined) this.#cleanups.push(elements.control(options.closeButton).onClick(() => this.close()));
  }

  /** Shows the page's own overlay and popup elements, when given, as the state says. */
  #render(): void {
    this.#overlay?.setHidden(this.state.status === 'playing');
    this.#popup?.setHidden(!this.state.open);
  }
}
