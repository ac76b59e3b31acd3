import { useRef, type PointerEvent } from 'react';

/** A horizontal move of at least this many px between press and release counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * Pointer handlers that call `onSwipe('next')` for a swipe to the left and `onSwipe('previous')`
 * for one to the right (touch, pen or mouse); a mostly vertical move is a scroll, not a swipe.
 */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
  const start = useRef<{ x: number; y: number } | undefined>(undefined);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = undefined;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      onSwipe(dx < 0 ? 'next' : 'previous');
    },
    onPointerCancel() {
      start.current = undefined;
    },
  };
}
