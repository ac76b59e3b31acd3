import type { YouTubeApiPort, YouTubePlayerConfig, YouTubePlayerHandle, YouTubePlayerState } from '../../ports/media-youtube.port';

/** One player the fake API built, with what the wrapper did to it. */
export interface FakeYouTubePlayer extends YouTubePlayerHandle {
  readonly target: unknown;
  readonly config: YouTubePlayerConfig;
  readonly calls: string[];
  /** The player reports a new state, as the IFrame API's onStateChange does. */
  emit(state: YouTubePlayerState): void;
}

/** The YouTube IFrame API for tests: not ready until `ready = true`; records what it built. */
export class FakeYouTubeApi implements YouTubeApiPort {
  ready = false;
  readonly players: FakeYouTubePlayer[] = [];
  /** How many times the wrapper asked whether the API is ready. */
  checks = 0;

  isReady(): boolean {
    this.checks += 1;
    return this.ready;
  }

  create(target: unknown, config: YouTubePlayerConfig): FakeYouTubePlayer {
    const calls: string[] = [];
    const player: FakeYouTubePlayer = {
      target,
      config,
      calls,
      play: () => calls.push('play'),
      pause: () => calls.push('pause'),
      destroy: () => calls.push('destroy'),
      emit: (state) => config.onStateChange(state),
    };
    this.players.push(player);
    return player;
  }
}
