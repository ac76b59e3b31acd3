import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

// A layout effect in the browser (the attribute is right before paint and before any passive effect
// looks for focusable elements); a plain effect on the server, where React 18 warns about layout effects.
const useBeforePaint = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Makes an element `inert` (no focus, no clicks, hidden from assistive technology) while `inert`
 * is true. The attribute is set on the element directly rather than passed as a React prop:
 * React 18 does not know `inert` and warns for a boolean value, while React 19 treats it as a
 * boolean and warns for the string form, so no prop value works quietly in both.
 * @returns the ref callback to put on the element.
 */
export function useInert<T extends HTMLElement>(inert: boolean): (element: T | null) => void {
  const element = useRef<T | null>(null);
  const latest = useRef(inert);
  latest.current = inert;
  useBeforePaint(() => {
    element.current?.toggleAttribute('inert', inert);
  }, [inert]);
  return useCallback((node: T | null) => {
    element.current = node;
    node?.toggleAttribute('inert', latest.current);
  }, []);
}
