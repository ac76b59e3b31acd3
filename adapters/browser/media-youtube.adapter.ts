import type { YouTubeApiPort, YouTubePlayerConfig, YouTubePlayerHandle, YouTubePlayerState } from '../../ports/media-youtube.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/** The parts of the IFrame API's `YT.Player` the wrapper uses: a player built by `new YT.Player(target, options)`. */
export interface YtPlayer {
  playVideo(): void;
  pauseVideo(): void;
  mute(): void;
  destroy(): void;
}

/** The YouTube IFrame API's global, as its script defines it. */
export interface YouTubeGlobal {
  readonly YT?: {
    readonly loaded?: number;
    readonly Player?: new (target: HTMLElement, options: Record<string, unknown>) => YtPlayer;
  };
}

/** The YT.PlayerState values the wrapper follows, by value: ENDED 0, PLAYING 1, PAUSED 2. */
const STATES: readonly YouTubePlayerState[] = ['ended', 'playing', 'paused'];

/**
 * The YouTube IFrame API's `YT` global as a {@link YouTubeApiPort}.
 * @param window - where the API's script puts `YT`. Defaults to `globalThis.window`.
 */
export class GlobalYouTubeAdapter implements YouTubeApiPort {
  readonly #window: YouTubeGlobal;

  constructor(window: YouTubeGlobal = globalThis.window as YouTubeGlobal) {
    this.#window = window;
  }

  isReady(): boolean {
    const yt = this.#window.YT;
    return typeof yt?.Player === 'function' && yt.loaded === 1;
  }

  /** @throws CampaignKitError `INVALID_ARGUMENT` 'the media player needs a page element: an element' when `target` is not an element. */
  create(target: unknown, config: YouTubePlayerConfig): YouTubePlayerHandle {
    if ((target as Node | null)?.nodeType !== 1) throw new CampaignKitError('INVALID_ARGUMENT', `${MESSAGES.mediaTarget}an element`);
    const Player = this.#window.YT?.Player as NonNullable<NonNullable<YouTubeGlobal['YT']>['Player']>;
    const player = new Player(target as HTMLElement, {
      videoId: config.videoId,
      width: '100%',
      height: '100%',
      playerVars: {
        autoplay: Number(config.autoplay),
        controls: Number(config.controls),
        playsinline: 1,
        ...(config.limitedUi && { rel: 0, iv_load_policy: 3 }),
      },
      events: {
        onReady: () => {
          if (config.muted) player.mute();
          if (config.autoplay) player.playVideo();
        },
        onStateChange: ({ data }: { data: number }) => {
          const state = STATES[data];
          if (state) config.onStateChange(state);
        },
      },
    });
    return { play: () => player.playVideo(), pause: () => player.pauseVideo(), destroy: () => player.destroy() };
  }
}
