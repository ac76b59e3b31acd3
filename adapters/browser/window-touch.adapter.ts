import type { TouchPort, VerticalTouch } from '../../ports/touch.port';

/** The parts of a window a {@link WindowTouchAdapter} listens on; a browser `Window` is one. */
export interface TouchWindow {
  addEventListener(type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: Event) => void, options?: EventListenerOptions): void;
}

/** The part of a TouchEvent read: the touches still on the screen. */
type TouchLike = Event & { readonly touches?: ArrayLike<{ readonly clientY: number }> };

/**
 * The {@link TouchPort} over a window's touch events, for the game browser's nav bar:
 * touchstart and touchmove give the first finger's `clientY` in px; touchend and touchcancel end
 * the gesture. Listeners are passive, so scrolling is never held up. Never throws.
 * @example
 * ```ts
 * const stop = new WindowTouchAdapter().onVerticalTouch((touch) => console.log(touch.phase));
 * ```
 */
export class WindowTouchAdapter implements TouchPort {
  readonly #window: TouchWindow | undefined;

  /** @param window - Defaults to `globalThis.window`, read at construction; without one (server rendering) nothing is heard. */
  constructor(window: TouchWindow | undefined = globalThis.window) {
    this.#window = window;
  }

  /** Listens to the window's touches; returns the function that stops listening. */
  onVerticalTouch(handler: (touch: VerticalTouch) => void): () => void {
    const window = this.#window;
    if (!window) return () => {};
    const firstY = (event: Event) => (event as TouchLike).touches?.[0]?.clientY;
    const start = (event: Event) => {
      const y = firstY(event);
      if (y !== undefined) handler({ phase: 'start', y });
    };
    const move = (event: Event) => {
      const y = firstY(event);
      if (y !== undefined) handler({ phase: 'move', y });
    };
    const end = () => handler({ phase: 'end' });
    const listeners: [string, (event: Event) => void][] = [
      ['touchstart', start],
      ['touchmove', move],
      ['touchend', end],
      ['touchcancel', end],
    ];
    for (const [type, listener] of listeners) window.addEventListener(type, listener, { passive: true });
    return () => {
      for (const [type, listener] of listeners) window.removeEventListener(type, listener);
    };
  }
}
