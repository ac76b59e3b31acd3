export { VideoPlayer, type VideoPlayerProps } from './video-player';
export { YouTubePlayer, type YouTubePlayerProps } from './youtube-player';
export { useSound, type SoundControls } from './use-sound';
export { MusicToggle, type MusicToggleProps } from './music-toggle';
export { useTween, type TweenControls } from './use-tween';
export { FrameSequence, type FrameSequenceProps } from './frame-sequence';
export { Gachakon, type GachakonProps } from './gachakon';
