import type { ConsentCommandParams, GoogleTagPort } from '../../ports/google-tag.port';

/** The part of a window a {@link DataLayerGoogleTagAdapter} uses: Google's tag queue. */
export interface DataLayerWindow {
  dataLayer?: unknown[];
}

/**
 * The {@link GoogleTagPort} over `window.dataLayer`, as Google's own snippet writes it:
 * `window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments)}`. gtag.js
 * and Google Tag Manager read the queue whenever they load, so the page may load either, before or
 * after the kit; the kit loads neither.
 */
export class DataLayerGoogleTagAdapter implements GoogleTagPort {
  readonly #window: DataLayerWindow;

  /** @param window - Defaults to `globalThis.window`, read at construction. */
  constructor(window: DataLayerWindow = globalThis.window as unknown as DataLayerWindow) {
    this.#window = window;
  }

  consent(action: 'default' | 'update', params: ConsentCommandParams): void {
    const layer = (this.#window.dataLayer ??= []);
    // The tags take a command only as an Arguments object (an array would be read as a plain
    // message), so it is pushed as Google's gtag() pushes it.
    function gtag(..._command: unknown[]): void {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    }
    gtag('consent', action, { ...params });
  }
}
