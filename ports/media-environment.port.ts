/** What the media features need from the page besides its elements: motion preference, gestures, warnings. */
export interface MediaEnvironmentPort {
  /** True when the visitor asked for reduced motion (`prefers-reduced-motion: reduce`). */
  prefersReducedMotion(): boolean;
  /**
   * Calls `handler` once, at the visitor's next click or tap anywhere on the page (a user gesture,
   * when browsers allow sound to start). Returns the function that stops waiting.
   */
  onNextClick(handler: () => void): () => void;
  /** Reports a warning to the developer (the browser's console). */
  warn(message: string): void;
}
