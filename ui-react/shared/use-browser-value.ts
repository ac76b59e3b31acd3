import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (the page's address, the visitor's time zone, what the visitor
 * stored): `serverValue` in a server render and while React hydrates that render's markup, so
 * both render the same, then `read()`, with one more render right after hydration. A page
 * rendered in the browser alone (`createRoot`) reads it from its first render.
 * @param read - the browser's value; called on every render, so it must return the same value
 *   (a string, a number, a boolean) until it changes.
 * @param serverValue - what a server render shows.
 */
export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
