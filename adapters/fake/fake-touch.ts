import type { TouchPort, VerticalTouch } from '../../ports/touch.port';

/**
 * A {@link TouchPort} a test drives by hand (positions in px): `swipe(fromY, toY)` or single
 * steps; it drives the nav bar in tests.
 * @example
 * ```ts
 * const touch = new FakeTouch();
 * touch.swipe(300, 270); // a 30 px swipe up
 * ```
 */
export class FakeTouch implements TouchPort {
  readonly #handlers = new Set<(touch: VerticalTouch) => void>();

  /** How many listeners are attached now. */
  get listeners(): number {
    return this.#handlers.size;
  }

  onVerticalTouch(handler: (touch: VerticalTouch) => void): () => void {
    this.#handlers.add(handler);
    return () => this.#handlers.delete(handler);
  }

  /** A finger lands at `y` px. */
  start(y: number): void {
    this.#send({ phase: 'start', y });
  }

  /** The finger moves to `y` px. */
  move(y: number): void {
    this.#send({ phase: 'move', y });
  }

  /** The finger lifts. */
  end(): void {
    this.#send({ phase: 'end' });
  }

  /** A whole gesture: lands at `fromY`, moves to `toY` in one step, lifts (px). */
  swipe(fromY: number, toY: number): void {
    this.start(fromY);
    this.move(toY);
    this.end();
  }

  #send(touch: VerticalTouch): void {
    for (const handler of [...this.#handlers]) handler(touch);
  }
}
