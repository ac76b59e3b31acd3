import type { MediaEnvironmentPort } from '../../ports/media-environment.port';

/** The window parts the media environment reads. */
export type MediaWindow = Pick<Window, 'matchMedia' | 'addEventListener' | 'removeEventListener'>;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The page's motion preference (matchMedia), its next click or tap, and the console for warnings.
 * @param window - Defaults to `globalThis.window`.
 */
export class WindowMediaEnvironmentAdapter implements MediaEnvironmentPort {
  readonly #window: MediaWindow;

  constructor(window: MediaWindow = globalThis.window) {
    this.#window = window;
  }

  prefersReducedMotion(): boolean {
    return typeof this.#window.matchMedia === 'function' && this.#window.matchMedia(REDUCED_MOTION).matches;
  }

  onNextClick(handler: () => void): () => void {
    const events = ['click', 'touchend', 'keydown'] as const;
    const stop = () => {
      for (const event of events) this.#window.removeEventListener(event, listener, true);
    };
    const listener = () => {
      stop();
      handler();
    };
    for (const event of events) this.#window.addEventListener(event, listener, true);
    return stop;
  }

  warn(message: string): void {
    console.warn(`campaign-kit media: ${message}`);
  }
}
