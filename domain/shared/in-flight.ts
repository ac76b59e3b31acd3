/**
 * Shares one request among the callers that ask while it is under way: the first call starts
 * `load`, every call until it settles gets the same promise, and the next call after starts anew.
 * The one mechanism behind "identical requests in flight are shared" (the login check, the
 * reservation status, the milestone count, a reservation clicked twice).
 */
export function shareInFlight<T>(load: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= load().finally(() => {
      running = undefined;
    });
    return running;
  };
}
