/** The media events the players follow (the HTML media element's names). */
export type MediaElementEvent = 'playing' | 'pause' | 'ended';

/** How a video element is set up: every field optional, only the given ones change. */
export interface MediaElementSettings {
  readonly src?: string;
  readonly loop?: boolean;
  /** The browser's own controls. */
  readonly controls?: boolean;
  /** CSS object-fit of the picture. */
  readonly objectFit?: 'cover' | 'contain' | 'fill' | 'none' | 'scale-down';
}

/**
 * One audio or video element, as the players drive it. In the browser an HTMLMediaElement, which
 * the adapter marks `playsinline` (in-app webviews play inline only then).
 */
export interface MediaElementPort {
  /** Starts playback; resolves false when the browser refused it (autoplay rules), never rejects. */
  play(): Promise<boolean>;
  pause(): void;
  isPaused(): boolean;
  isMuted(): boolean;
  setMuted(muted: boolean): void;
  configure(settings: MediaElementSettings): void;
  /** Listens to one event; returns the function that stops listening. */
  on(event: MediaElementEvent, handler: () => void): () => void;
  /** The player is done with it: an element the port created itself (`audio(uri)`) is paused and emptied. Listeners are stopped by the functions `on` returned. */
  release(): void;
}

/** A page element a player shows, hides, marks or listens to (overlay, popup, music button). */
export interface ControlElementPort {
  setHidden(hidden: boolean): void;
  setClass(name: string, on: boolean): void;
  /** Listens to clicks (and Enter/Space on a button); returns the function that stops listening. */
  onClick(handler: () => void): () => void;
}

/** The image a frame sequence draws into. */
export interface FrameImagePort {
  /** Shows the image at `url`. */
  show(url: string): void;
}

/**
 * The page's elements, as the players reach them. `target` is the page's own element (an
 * HTMLElement in the browser); the port checks its kind.
 * @throws CampaignKitError `INVALID_ARGUMENT` from `media` or `control` when `target` is not an
 *   element of that kind.
 */
export interface MediaElementsPort {
  /** The page's video or audio element. */
  media(target: unknown): MediaElementPort;
  /** A new audio element for `uri`, not in the page (background music). */
  audio(uri: string): MediaElementPort;
  control(target: unknown): ControlElementPort;
}

/**
 * The images a frame sequence draws into and loads ahead.
 * @throws CampaignKitError `INVALID_ARGUMENT` from `image` when `target` is not an image element.
 */
export interface FrameImagesPort {
  image(target: unknown): FrameImagePort;
  /** Loads an image ahead of use; resolves false when it failed to load, never rejects. */
  preload(url: string): Promise<boolean>;
}
