import type { VisibilityPort } from '../../ports/page.port';

/** The parts of a document a {@link DocumentVisibilityAdapter} reads; a browser `Document` is one. */
export type VisibilityDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * The {@link VisibilityPort} over a document's `visibilityState` and its 'visibilitychange'
 * event: the page's visibility without the rest of the page (address, cookies, popups), for a
 * page that needs only that (background music).
 *
 * @remarks The page adapters read the visibility through the same two functions below.
 */
export class DocumentVisibilityAdapter implements VisibilityPort {
  readonly #document: VisibilityDocument;

  /** @param document - the page's document. Defaults to `globalThis.document`, read at construction. */
  constructor(document: VisibilityDocument = globalThis.document) {
    this.#document = document;
  }

  /** False while the page is hidden (a background tab, a minimised window). */
  isVisible(): boolean {
    return isDocumentVisible(this.#document);
  }

  /** Calls `handler` with the new visibility on every 'visibilitychange'; returns the unsubscribe. */
  onVisibilityChange(handler: (visible: boolean) => void): () => void {
    return onDocumentVisibilityChange(this.#document, handler);
  }
}

/** False while `document` is hidden. */
export function isDocumentVisible(document: VisibilityDocument): boolean {
  return document.visibilityState !== 'hidden';
}

/** Calls `handler` with `document`'s new visibility on every 'visibilitychange'; returns the unsubscribe. */
export function onDocumentVisibilityChange(document: VisibilityDocument, handler: (visible: boolean) => void): () => void {
  const listener = (): void => handler(isDocumentVisible(document));
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}
