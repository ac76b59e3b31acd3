import type { ControlElementPort, MediaElementEvent, MediaElementPort, MediaElementSettings, MediaElementsPort } from '../../ports/media-element.port';
import { elementOf } from './media-element-target';

/** The document parts the adapter uses: making audio elements. */
export type MediaDocument = Pick<Document, 'createElement'>;

/** An HTMLMediaElement as a {@link MediaElementPort}; marked `playsinline` for in-app webviews. */
class HtmlMediaElement implements MediaElementPort {
  readonly #element: HTMLMediaElement;
  readonly #owned: boolean;

  constructor(element: HTMLMediaElement, owned: boolean) {
    this.#element = element;
    this.#owned = owned;
    element.setAttribute('playsinline', '');
    element.setAttribute('webkit-playsinline', '');
  }

  async play(): Promise<boolean> {
    try {
      await this.#element.play();
      return true;
    } catch {
      // NotAllowedError (autoplay rules) or AbortError (a pause came first): not playing.
      return false;
    }
  }

  pause(): void {
    this.#element.pause();
  }

  isPaused(): boolean {
    return this.#element.paused;
  }

  isMuted(): boolean {
    return this.#element.muted;
  }

  setMuted(muted: boolean): void {
    this.#element.muted = muted;
    // React and the HTML parser set the attribute, not the property: keep both the same.
    this.#element.toggleAttribute('muted', muted);
  }

  configure({ src, loop, controls, objectFit }: MediaElementSettings): void {
    const element = this.#element;
    if (src !== undefined && element.getAttribute('src') !== src) element.src = src;
    if (loop !== undefined) element.loop = loop;
    if (controls !== undefined) element.controls = controls;
    if (objectFit !== undefined) element.style.objectFit = objectFit;
  }

  on(event: MediaElementEvent, handler: () => void): () => void {
    const listener = () => handler();
    this.#element.addEventListener(event, listener);
    return () => this.#element.removeEventListener(event, listener);
  }

  /** The players stop their own listeners; an audio element made here is also paused and emptied. */
  release(): void {
    if (!this.#owned) return;
    this.#element.pause();
    this.#element.removeAttribute('src');
    this.#element.load();
  }
}

/** A page element as a {@link ControlElementPort}. */
class DomControlElement implements ControlElementPort {
  constructor(readonly element: HTMLElement) {}

  setHidden(hidden: boolean): void {
    this.element.hidden = hidden;
  }

  setClass(name: string, on: boolean): void {
    this.element.classList.toggle(name, on);
  }

  onClick(handler: () => void): () => void {
    const listener = () => handler();
    this.element.addEventListener('click', listener);
    return () => this.element.removeEventListener('click', listener);
  }
}

/**
 * The page's media and control elements for the players, and detached audio elements for
 * background music.
 * @param document - makes the audio elements. Defaults to `globalThis.document`.
 */
export class HtmlMediaElementsAdapter implements MediaElementsPort {
  readonly #document: MediaDocument;

  constructor(document: MediaDocument = globalThis.document) {
    this.#document = document;
  }

  /** @throws CampaignKitError `INVALID_ARGUMENT` when `target` is not a video or audio element. */
  media(target: unknown): MediaElementPort {
    return new HtmlMediaElement(elementOf<HTMLMediaElement>(target, 'video, audio', 'a <video> or <audio> element'), false);
  }

  audio(uri: string): MediaElementPort {
    const element = this.#document.createElement('audio');
    element.src = uri;
    return new HtmlMediaElement(element, true);
  }

  /** @throws CampaignKitError `INVALID_ARGUMENT` when `target` is not an element. */
  control(target: unknown): ControlElementPort {
    return new DomControlElement(elementOf<HTMLElement>(target, '', 'an element'));
  }
}
