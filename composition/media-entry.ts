/**
 * campaign-kit/media: video, YouTube, sound, tweens, frame sequences and the gachakon shake, with
 * the error class, for pages that build them by hand.
 * Importing them from here keeps a bundler from reading the rest of the kit.
 * @module campaign-kit/media
 */

export { CampaignKitError, isCampaignKitError, type CampaignKitErrorCode, type CampaignKitErrorDetails } from '../ports/errors';
export * from './port-types';
export type { StateSource } from '../domain/shared/state-source';
export { MediaService, type MediaServicePorts, type MediaServiceOptions } from '../domain/media/media.service';
export { PlayerRegistry } from '../domain/media/player-registry';
export { VideoPlayer, type VideoPlayerOptions, type VideoPlayerState, type VideoObjectFit } from '../domain/media/video-player';
export { YouTubePlayer, type YouTubePlayerOptions, type YouTubePlayerStatus } from '../domain/media/youtube-player';
export { SoundPlayer, type SoundOptions, type SoundState } from '../domain/media/sound-player';
export { Tween, TweenGroup, type TweenOptions } from '../domain/media/tween';
export { EASINGS, easingOf, type Easing, type EasingName } from '../domain/media/easing';
export { FrameSequence, type FrameSequenceOptions, type FrameSequenceState } from '../domain/media/frame-sequence';
export { shakeGachakon, type Shake, type ShakeOffset, type ShakeOptions } from '../domain/media/gachakon-shake';
export type { MediaPorts, SoundPorts, YouTubePorts, FrameSequencePorts, AnimationPorts, Pausable } from '../domain/media/media.types';
export type * from '../ports/media-element.port';
export type * from '../ports/media-environment.port';
export type * from '../ports/media-youtube.port';
