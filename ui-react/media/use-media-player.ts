import { useEffect, useRef, useState } from 'react';

/**
 * Builds a media object when the component mounts (and again when `deps` change) and destroys it
 * on unmount, so nothing outlives the component. Returns undefined until it is built.
 */
export function useMediaObject<T extends { destroy(): void }>(build: () => T | undefined, deps: readonly unknown[]): T | undefined {
  const [object, setObject] = useState<T>();
  const buildRef = useRef(build);
  buildRef.current = build;
  useEffect(() => {
    const built = buildRef.current();
    setObject(built);
    return () => {
      built?.destroy();
      setObject(undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return object;
}

/** The latest value of a callback prop, for callbacks the media objects hold from their start. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
