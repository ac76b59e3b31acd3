import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { StateSource } from '../../domain/shared/state-source';

/** Options of {@link useStateSource} for a part of the state. */
export interface StateSelection<T, R> {
  /** The part of the state the component renders; it must return the same value until that part changes. */
  readonly select: (state: T) => R;
  /** What a server render (and the hydration of its markup) shows instead; defaults to the selection. */
  readonly server?: () => R;
}

/**
 * The one bridge from the domain's rxjs state to React: renders with a {@link StateSource}'s
 * current value and re-renders each time its `state$` observable emits (over
 * `useSyncExternalStore`).
 *
 * @remarks The source's `state` must stay the same object until the state changes (every domain
 * `StateSource` keeps that promise), so React sees a stable snapshot. Server rendering reads the
 * same `state`, unless `server` says otherwise.
 * @param source - any domain state source: `kit.account`, `kit.reservation`, a login widget,
 *   `kit.account.countdown`, a captcha controller; with a selection, possibly none (the result is then `undefined`).
 * @returns the current state, or the selected part of it.
 * @example
 * ```tsx
 * const { remainingSeconds } = useStateSource(kit.account.countdown);
 * const shown = useStateSource(kit.i18n, { select: (state) => state.shown, server: () => kit.i18n.serverLanguage });
 * ```
 */
export function useStateSource<T>(source: StateSource<T>): T;
export function useStateSource<T, R>(source: StateSource<T> | undefined, selection: StateSelection<T, R>): R | undefined;
export function useStateSource<T, R>(source: StateSource<T> | undefined, selection?: StateSelection<T, R>): T | R | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!source) return () => undefined;
      const subscription = source.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [source],
  );
  const select = selection?.select;
  const server = selection?.server;
  const snapshot = useCallback(() => (source === undefined ? undefined : select ? select(source.state) : source.state), [source, select]);
  const serverSnapshot = useCallback(() => (source !== undefined && server ? server() : snapshot()), [source, server, snapshot]);
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

/** What {@link useEvents} listens to: a domain observable (`reserved$`, `events$`), seen only as something to subscribe to. */
export interface EventStream<E> {
  subscribe(next: (event: E) => void): { unsubscribe(): void };
}

/**
 * Calls `onEvent` (always the latest one given) for each value `events$` emits while the component
 * is mounted: the one way widgets listen to a domain stream that is not state (`reserved$`, a login
 * machine's `events$`). Nothing runs during a server render.
 */
export function useEvents<E>(events$: EventStream<E> | undefined, onEvent: (event: E) => void): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!events$) return;
    const subscription = events$.subscribe((event) => latest.current(event));
    return () => subscription.unsubscribe();
  }, [events$]);
}
