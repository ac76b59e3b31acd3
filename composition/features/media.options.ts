import type { FrameImagesPort, MediaElementsPort } from '../../ports/media-element.port';
import type { MediaEnvironmentPort } from '../../ports/media-environment.port';
import type { YouTubeApiPort } from '../../ports/media-youtube.port';

/**
 * Options of `media()`: the media ports, when the page (or a test) brings its own. Each defaults
 * to the browser's: the page's elements, matchMedia and clicks, and the YouTube IFrame API's `YT`
 * global. The YouTube API's address is the page's `scripts.youtube` pin (see ThirdPartyScripts).
 */
export interface MediaOptions {
  /** Defaults to an `HtmlMediaElementsAdapter` on the page's document. */
  readonly elements?: MediaElementsPort;
  /** Defaults to an `HtmlFrameImagesAdapter` on the page's document. */
  readonly images?: FrameImagesPort;
  /** Defaults to a `WindowMediaEnvironmentAdapter` on the page's window. */
  readonly environment?: MediaEnvironmentPort;
  /** Defaults to a `GlobalYouTubeAdapter` reading `window.YT`. */
  readonly youtube?: YouTubeApiPort;
}
