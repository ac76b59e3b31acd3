import type { MediaElementsPort } from '../../ports/media-element.port';
import type { MediaEnvironmentPort } from '../../ports/media-environment.port';
import type { YouTubeApiPort } from '../../ports/media-youtube.port';
import type { PinnedScript } from '../../ports/script-loader.port';
import { FrameSequence, type FrameSequenceOptions } from './frame-sequence';
import { shakeGachakon, type Shake, type ShakeOptions } from './gachakon-shake';
import type { FrameSequencePorts, MediaPorts, SoundPorts, YouTubePorts } from './media.types';
import { PlayerRegistry } from './player-registry';
import { SoundPlayer, type SoundOptions } from './sound-player';
import { Tween, type TweenOptions } from './tween';
import { VideoPlayer, type VideoPlayerOptions } from './video-player';
import { YouTubePlayer, type YouTubePlayerOptions } from './youtube-player';

/** The ports of {@link MediaService}: clock, page visibility, elements, images, environment, script loader and the YouTube API. */
export interface MediaServicePorts extends SoundPorts, YouTubePorts, FrameSequencePorts {
  readonly clock: MediaPorts['clock'];
  readonly elements: MediaElementsPort;
  readonly environment: MediaEnvironmentPort;
  readonly youtube: YouTubeApiPort;
}

/** Options of {@link MediaService}. */
export interface MediaServiceOptions {
  /** The YouTube IFrame API as the page pins it. Defaults to `https://www.youtube.com/iframe_api`, without a hash. */
  readonly youtubeScript?: PinnedScript;
}

/**
 * Video, YouTube, sound and animation for one page, as `kit.media`: every player it
 * builds joins one registry, so playing one pauses the others. Each part can also be built by hand
 * from ports (`new VideoPlayer(ports, registry, options)`, `new Tween(ports, options)`, ...).
 * Every builder's errors are its class's.
 */
export class MediaService {
  /** The page's players: playing one pauses the others. */
  readonly registry = new PlayerRegistry();
  readonly #ports: MediaServicePorts;
  readonly #options: MediaServiceOptions;

  constructor(ports: MediaServicePorts, options: MediaServiceOptions = {}) {
    this.#ports = ports;
    this.#options = options;
  }

  /** A video player over the page's `<video>` (see {@link VideoPlayer}). */
  video(options: VideoPlayerOptions): VideoPlayer {
    return new VideoPlayer(this.#ports, this.registry, options);
  }

  /** A YouTube player in the page's element (see {@link YouTubePlayer}). */
  youtube(options: YouTubePlayerOptions): YouTubePlayer {
    return new YouTubePlayer(this.#ports, this.registry, options, this.#options.youtubeScript);
  }

  /** Background music (see {@link SoundPlayer}). */
  sound(options: SoundOptions = {}): SoundPlayer {
    return new SoundPlayer(this.#ports, options);
  }

  /** A tween, not started (see {@link Tween}). */
  tween(options: TweenOptions = {}): Tween {
    return new Tween(this.#ports, options);
  }

  /** A frame sequence in the page's image (see {@link FrameSequence}). */
  frameSequence(options: FrameSequenceOptions): FrameSequence {
    return new FrameSequence(this.#ports, options);
  }

  /** Shakes a gachakon, then calls `complete` (see {@link shakeGachakon}). */
  shake(options: ShakeOptions): Shake {
    return shakeGachakon(this.#ports, options);
  }

  /** True when the visitor asked for reduced motion. */
  prefersReducedMotion(): boolean {
    return this.#ports.environment.prefersReducedMotion();
  }
}
