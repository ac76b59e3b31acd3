/** A YouTube player's state, as the wrapper follows it. */
export type YouTubePlayerState = 'playing' | 'paused' | 'ended';

/** What the wrapper asks the YouTube IFrame API to build. */
export interface YouTubePlayerConfig {
  readonly videoId: string;
  readonly autoplay: boolean;
  /** The player's controls. */
  readonly controls: boolean;
  /** Limited UI: related videos from the video's own channel only, no annotations. */
  readonly limitedUi: boolean;
  readonly muted: boolean;
  readonly onStateChange: (state: YouTubePlayerState) => void;
}

/** One YouTube player the API built. */
export interface YouTubePlayerHandle {
  play(): void;
  pause(): void;
  /** Removes the player's iframe. */
  destroy(): void;
}

/** The YouTube IFrame API's global (`YT`), once its script ran. */
export interface YouTubeApiPort {
  /** True once the API can build players (`YT.Player` is there and loaded). */
  isReady(): boolean;
  /**
   * Builds a player in `target` (an element of the page).
   * @throws CampaignKitError `INVALID_ARGUMENT` when `target` is not an element.
   */
  create(target: unknown, config: YouTubePlayerConfig): YouTubePlayerHandle;
}
