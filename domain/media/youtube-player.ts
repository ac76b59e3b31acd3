import { BehaviorSubject, type Observable } from 'rxjs';
import type { Cancel } from '../../ports/clock.port';
import type { YouTubePlayerHandle, YouTubePlayerState } from '../../ports/media-youtube.port';
import type { PinnedScript } from '../../ports/script-loader.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import { patchState, type StateSource } from '../shared/state-source';
import { YOUTUBE_RETRY_MS } from './media-timing';
import type { YouTubePorts } from './media.types';
import type { PlayerRegistry } from './player-registry';

/** The YouTube IFrame API's address when the page pins none. */
export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';

/** Options of the YouTube wrapper. */
export interface YouTubePlayerOptions {
  /** The video's id (the `v` parameter of its address). Required. */
  readonly videoId: string;
  /** The element the player's iframe replaces. Required. */
  readonly target: unknown;
  /** Starts playing (muted, as browsers require) once built. Defaults to `false`. */
  readonly autoplay?: boolean;
  /** Shows the player's controls. Defaults to `true`. */
  readonly controls?: boolean;
  /** Limited UI: related videos from the video's own channel only, no annotations. Defaults to `true`. */
  readonly limitedUi?: boolean;
  /** Called when the video ends. */
  readonly complete?: () => void;
}

/** Where the wrapper is. */
export interface YouTubePlayerStatus {
  /** `loading` until the API built the player; `failed` when its script did not load. */
  readonly status: 'loading' | 'ready' | 'failed';
  readonly playing: boolean;
}

/**
 * A YouTube player: loads the IFrame API through the script loader (the page's pinned
 * address, `scripts.youtube`), then tries to build the player every 100 ms until the API is ready.
 * Playing pauses the page's other players. `destroy()` stops the retries and removes the player.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'the YouTube player needs a videoId'.
 */
export class YouTubePlayer implements StateSource<YouTubePlayerStatus> {
  readonly #state = new BehaviorSubject<YouTubePlayerStatus>({ status: 'loading', playing: false });
  /** Delivers the current state on subscribe, then each change. */
  readonly state$: Observable<YouTubePlayerStatus> = this.#state.asObservable();
  readonly #leave: () => void;
  #handle: YouTubePlayerHandle | undefined;
  #retry: Cancel | undefined;
  #settle!: () => void;
  #destroyed = false;
  /** Settles once the player is built, or its script failed (status `failed`), or on `destroy()`. */
  readonly ready: Promise<void>;

  constructor(ports: YouTubePorts, registry: PlayerRegistry, options: YouTubePlayerOptions, script: PinnedScript = { url: YOUTUBE_API_URL }) {
    const { videoId, target, autoplay = false, controls = true, limitedUi = true } = options;
    if (typeof videoId !== 'string' || videoId === '') throw new CampaignKitError('INVALID_ARGUMENT', MESSAGES.youtubeVideoId);
    this.#leave = registry.join(this);
    const onStateChange = (state: YouTubePlayerState): void => {
      if (state === 'playing') registry.started(this);
      patchState(this.#state, { playing: state === 'playing' });
      if (state === 'ended') options.complete?.();
    };
    this.ready = new Promise((resolve) => {
      this.#settle = resolve;
      // Builds the player now if the API is ready, else tries again in 100 ms.
      const attempt = (): void => {
        if (this.#destroyed) return;
        if (!ports.youtube.isReady()) {
          this.#retry = ports.clock.setTimeout(attempt, YOUTUBE_RETRY_MS);
          return;
        }
        this.#handle = ports.youtube.create(target, { videoId, autoplay, controls, limitedUi, muted: autoplay, onStateChange });
        patchState(this.#state, { status: 'ready' });
        resolve();
      };
      ports.scriptLoader.load(script.url, script).then(attempt, () => {
        if (!this.#destroyed) patchState(this.#state, { status: 'failed' });
        resolve();
      });
    });
  }

  get state(): YouTubePlayerStatus {
    return this.#state.value;
  }

  play(): void {
    this.#handle?.play();
  }

  pause(): void {
    this.#handle?.pause();
  }

  /** Stops the retries and removes the player. */
  destroy(): void {
    this.#destroyed = true;
    this.#retry?.();
    this.#settle();
    this.#leave();
    this.#handle?.destroy();
    this.#handle = undefined;
  }
}
