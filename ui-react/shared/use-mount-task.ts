import { useEffect, type DependencyList } from 'react';
import { afterNextPaint } from '../../domain/shared/after-paint';
import type { Cancel, ClockPort } from '../../ports/clock.port';
import { useProvidedKit } from './kit-services';

/** The page's frames and timers, for {@link afterNextPaint}. */
const pageFrames: Pick<ClockPort, 'requestFrame' | 'setTimeout'> = {
  requestFrame(callback): Cancel {
    const id = requestAnimationFrame(callback);
    return () => cancelAnimationFrame(id);
  },
  setTimeout(callback, ms): Cancel {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  },
};

/**
 * Runs `task` after the component mounts, in a browser task of its own after the next paint rather
 * than in React's effect flush, and under a kit (or services with `afterFirstPaint`) only once the
 * page has shown content (`kit.afterFirstPaint`): the requests widgets start on mount (the login check, the milestone
 * count) then never lengthen or hold back the work that shows the page. A mount undone before the
 * task runs (StrictMode's trial mount, a quick unmount) runs nothing. `task` may return its cleanup.
 */
export function useMountTask(task: () => void | (() => void), deps: DependencyList): void {
  const services = useProvidedKit()?.services;
  useEffect(() => {
    let cleanup: void | (() => void);
    let cancelPaint: Cancel = () => {};
    const afterPaint = () => {
      cancelPaint = afterNextPaint(pageFrames, () => {
        cleanup = task();
      });
    };
    let cancelFirstPaint: Cancel = () => {};
    if (services?.afterFirstPaint) cancelFirstPaint = services.afterFirstPaint(afterPaint);
    else afterPaint();
    return () => {
      cancelFirstPaint();
      cancelPaint();
      cleanup?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps, as with useEffect
  }, deps);
}
