import { useEffect, type DependencyList } from 'react';

/**
 * Runs `task` after the component mounts, in a browser task of its own rather than in React's
 * effect flush: the requests widgets start on mount (the login check, the milestone count) then
 * never lengthen the task that shows the page. A mount undone before the task runs (StrictMode's
 * trial mount, a quick unmount) runs nothing. `task` may return its cleanup.
 */
export function useMountTask(task: () => void | (() => void), deps: DependencyList): void {
  useEffect(() => {
    let cleanup: void | (() => void);
    const timer = setTimeout(() => {
      cleanup = task();
    }, 0);
    return () => {
      clearTimeout(timer);
      cleanup?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as with useEffect
  }, deps);
}
