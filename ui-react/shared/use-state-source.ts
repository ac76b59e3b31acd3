import { useCallback, useSyncExternalStore } from 'react';
import type { StateSource } from '../../domain/shared/state-source';

/**
 * The one bridge from the domain's rxjs state to React: renders with a {@link StateSource}'s
 * current value and re-renders each time its `state$` observable emits (over
 * `useSyncExternalStore`).
 *
 * @remarks The source's `state` must stay the same object until the state changes (every domain
 * `StateSource` keeps that promise), so React sees a stable snapshot. Server rendering reads the
 * same `state`.
 * @param source - any domain state source: `kit.account`, `kit.reservation`, a login widget,
 *   `kit.account.countdown`, a captcha controller.
 * @returns the current state.
 * @example
 * ```tsx
 * const { remainingSeconds } = useStateSource(kit.account.countdown);
 * ```
 */
export function useStateSource<T>(source: StateSource<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = source.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [source],
  );
  const snapshot = useCallback(() => source.state, [source]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
