/**
 * Observes the page's performance entries of one type, the buffered ones first. Returns the
 * function that stops observing, or undefined where the window has no PerformanceObserver or it
 * does not know the type (older webviews).
 */
export function observeEntries(
  Observer: typeof PerformanceObserver | undefined,
  type: string,
  handler: (list: PerformanceObserverEntryList, stop: () => void) => void,
): (() => void) | undefined {
  if (!Observer || (Observer.supportedEntryTypes && !Observer.supportedEntryTypes.includes(type))) return undefined;
  try {
    const observer = new Observer((list) => handler(list, stop));
    const stop = () => observer.disconnect();
    observer.observe({ type, buffered: true });
    return stop;
  } catch {
    return undefined;
  }
}
