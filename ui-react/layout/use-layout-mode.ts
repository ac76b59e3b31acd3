import { useCallback, useSyncExternalStore } from 'react';

/** At or below this width (px) the `auto` footer uses the mobile layout. */
export const MOBILE_MAX_WIDTH = 750;
const QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** `desktop` or `mobile`: `auto` follows the viewport (server rendering assumes desktop). */
export function useLayoutMode(mode: 'desktop' | 'mobile' | 'auto'): 'desktop' | 'mobile' {
  const subscribe = useCallback((onChange: () => void) => {
    if (typeof matchMedia !== 'function') return () => {};
    const list = matchMedia(QUERY);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  const isMobile = useSyncExternalStore(
    subscribe,
    () => typeof matchMedia === 'function' && matchMedia(QUERY).matches,
    () => false,
  );
  if (mode !== 'auto') return mode;
  return isMobile ? 'mobile' : 'desktop';
}
