import type { MediaEnvironmentPort } from '../../ports/media-environment.port';

/**
 * The media environment for tests: set `reducedMotion`, `click()` where the visitor clicks, read
 * `warnings`.
 */
export class FakeMediaEnvironment implements MediaEnvironmentPort {
  reducedMotion = false;
  readonly warnings: string[] = [];
  readonly #waiting = new Set<() => void>();

  constructor(options: { reducedMotion?: boolean } = {}) {
    this.reducedMotion = options.reducedMotion ?? false;
  }

  prefersReducedMotion(): boolean {
    return this.reducedMotion;
  }

  onNextClick(handler: () => void): () => void {
    const once = () => handler();
    this.#waiting.add(once);
    return () => this.#waiting.delete(once);
  }

  warn(message: string): void {
    this.warnings.push(message);
  }

  /** The visitor clicks somewhere on the page: every waiting handler runs once. */
  click(): void {
    const waiting = [...this.#waiting];
    this.#waiting.clear();
    for (const handler of waiting) handler();
  }

  /** How many handlers wait for a click (0 after a clean stop). */
  waitingCount(): number {
    return this.#waiting.size;
  }
}
