import { useState } from 'react';

/**
 * An object built from `deps` (the services it runs on, say), kept across renders and built
 * anew, during the render, when one of `deps` changes (by `Object.is`): a widget that holds a
 * per-kit object then follows the provider's new kit or services (hot reload replaces the kit)
 * instead of going on with the old one. Unlike `useMemo`, React never drops the object on its own.
 * @param build - builds the object; runs on the first render and after each change of `deps`.
 * @param deps - what the object is built from.
 */
export function useBuiltFrom<T>(build: () => T, deps: readonly unknown[]): T {
  const [held, setHeld] = useState(() => ({ deps, value: build() }));
  if (held.deps.length === deps.length && held.deps.every((dep, index) => Object.is(dep, deps[index]))) return held.value;
  const next = { deps, value: build() };
  // Storing what was built from the previous render's inputs: React renders again at once with it.
  setHeld(next);
  return next.value;
}
