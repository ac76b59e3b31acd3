/**
 * The page's paints as the platform reports them, for work that should wait until the page has
 * shown content (start-up requests, widgets' first loads).
 */
export interface PaintPort {
  /**
   * Calls `handler` once the page has shown content: its first contentful paint, as the platform
   * reports it (later, in a task of its own, when it already has). Where the platform reports no
   * paints, it calls back at once. A hidden page paints nothing until shown, so callers that must
   * not wait long set their own time limit. Returns the function that stops waiting.
   */
  onFirstContentfulPaint(handler: () => void): () => void;
}
