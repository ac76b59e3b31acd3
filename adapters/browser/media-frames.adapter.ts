import type { FrameImagePort, FrameImagesPort } from '../../ports/media-element.port';
import { elementOf } from './media-element-target';

/**
 * The `<img>` a frame sequence draws into, and image preloading.
 * @param document - makes the preload images. Defaults to `globalThis.document`.
 */
export class HtmlFrameImagesAdapter implements FrameImagesPort {
  readonly #document: Pick<Document, 'createElement'>;

  constructor(document: Pick<Document, 'createElement'> = globalThis.document) {
    this.#document = document;
  }

  /** @throws CampaignKitError `INVALID_ARGUMENT` when `target` is not an `<img>`. */
  image(target: unknown): FrameImagePort {
    const image = elementOf<HTMLImageElement>(target, 'img', 'an <img> element');
    return {
      show(url) {
        if (image.getAttribute('src') !== url) image.src = url;
      },
    };
  }

  preload(url: string): Promise<boolean> {
    const image = this.#document.createElement('img');
    return new Promise((resolve) => {
      image.onload = () => resolve(true);
      image.onerror = () => resolve(false);
      image.src = url;
    });
  }
}
