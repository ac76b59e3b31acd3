import type { AreaTexts } from './texts';

/** The media widgets' texts: video and YouTube players, the music toggle, the gachakon. */
export interface MediaTexts {
  /** The play button over a paused video. */
  readonly playVideo: string;
  /** The same button while the video plays. */
  readonly pauseVideo: string;
  /** The popup player's name when it has no caption. */
  readonly video: string;
  /** Closes the popup player. */
  readonly closeVideo: string;
  /** The YouTube player while its script loads. */
  readonly videoLoading: string;
  /** The YouTube player when its script did not load. */
  readonly videoFailed: string;
  /** The background-music toggle's name (its pressed state says on or off). */
  readonly music: string;
  /** Said while the browser waits for a click before sound may start. */
  readonly musicWaiting: string;
  /** The gachakon's button. */
  readonly draw: string;
  /** Said while the gachakon shakes. */
  readonly drawing: string;
  /** Said before the revealed reward. */
  readonly revealed: string;
  /** Draws again once a reward is shown. */
  readonly drawAgain: string;
}

/** The media widgets' texts in zh-CN and en (ja, ko and zh-TW: `locales/`). */
export const MEDIA_TEXTS: AreaTexts<MediaTexts> = {
  area: 'media',
  'zh-CN': {
    playVideo: '播放视频',
    pauseVideo: '暂停视频',
    video: '视频',
    closeVideo: '关闭视频',
    videoLoading: '视频加载中…',
    videoFailed: '视频加载失败，请稍后重试',
    music: '背景音乐',
    musicWaiting: '点击页面任意位置播放背景音乐',
    draw: '扭一扭',
    drawing: '扭蛋中…',
    revealed: '恭喜获得',
    drawAgain: '再扭一次',
  },
  en: {
    playVideo: 'Play video',
    pauseVideo: 'Pause video',
    video: 'Video',
    closeVideo: 'Close video',
    videoLoading: 'Loading the video…',
    videoFailed: 'The video did not load. Please try again later',
    music: 'Background music',
    musicWaiting: 'Click anywhere on the page to play the music',
    draw: 'Draw',
    drawing: 'Drawing…',
    revealed: 'You got',
    drawAgain: 'Draw again',
  },
};
