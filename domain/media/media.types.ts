import type { ClockPort } from '../../ports/clock.port';
import type { FrameImagesPort, MediaElementsPort } from '../../ports/media-element.port';
import type { MediaEnvironmentPort } from '../../ports/media-environment.port';
import type { VisibilityPort } from '../../ports/page.port';
import type { ScriptLoaderPort } from '../../ports/script-loader.port';
import type { YouTubeApiPort } from '../../ports/media-youtube.port';

/** The ports the media features run on. Timing is the clock's frames and timers only. */
export interface MediaPorts {
  readonly clock: ClockPort;
  readonly elements: MediaElementsPort;
  readonly environment: MediaEnvironmentPort;
}

/** The ports the tween and the gachakon shake need: the clock and the motion preference. */
export type AnimationPorts = Pick<MediaPorts, 'clock' | 'environment'>;

/** The ports a frame sequence needs: the clock, the environment and the images. */
export interface FrameSequencePorts extends Omit<MediaPorts, 'elements'> {
  readonly images: FrameImagesPort;
}

/** The ports the sound player needs: elements, environment and the page's visibility (no clock). */
export interface SoundPorts extends Omit<MediaPorts, 'clock'> {
  readonly page: VisibilityPort;
}

/** The ports the YouTube wrapper needs: its script loader, the API's global and the clock. */
export interface YouTubePorts {
  readonly clock: ClockPort;
  readonly scriptLoader: ScriptLoaderPort;
  readonly youtube: YouTubeApiPort;
}

/** A player the registry can pause (video, YouTube). */
export interface Pausable {
  pause(): void;
}
