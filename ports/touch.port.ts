/** One step of a touch gesture, reduced to what a vertical swipe needs: `y` in px from the viewport top. */
export type VerticalTouch =
  | { readonly phase: 'start'; readonly y: number }
  | { readonly phase: 'move'; readonly y: number }
  | { readonly phase: 'end' };

/**
 * The page's touch input (touchstart / touchmove / touchend and touchcancel), first finger only.
 * Used by the game browser's nav bar.
 */
export interface TouchPort {
  /** Listens to the page's touches; returns the function that stops listening. */
  onVerticalTouch(handler: (touch: VerticalTouch) => void): () => void;
}
