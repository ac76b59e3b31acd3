import { Observable, type BehaviorSubject } from 'rxjs';

/**
 * A piece of state the UI shows: an rxjs observable plus its current value, the shape React's
 * `useSyncExternalStore` needs (subscribe + snapshot).
 *
 * @remarks
 * Each service keeps its state in a private rxjs `BehaviorSubject` and exposes it read-only
 * (`asObservable()`), so `state$` takes rxjs operators (`state$.pipe(map(...))`). A subscriber that
 * throws stops neither the other subscribers nor the service: rxjs reports the error
 * asynchronously (`config.onUnhandledError`, else rethrown from a timer). Sources never complete
 * or error.
 */
export interface StateSource<T> {
  /** Delivers the current value on subscribe, then each change. */
  readonly state$: Observable<T>;
  /** The current value; the same object until the state changes. */
  readonly state: T;
}

/**
 * Replaces a state subject's value with `next`; the current value itself delivers nothing, so
 * subscribers and React's snapshot stay put.
 */
export function setState<T>(subject: BehaviorSubject<T>, next: NoInfer<T>): void {
  if (!Object.is(next, subject.value)) subject.next(next);
}

/** Merges `patch` over a state subject's current value and delivers the result, a new object. */
export function patchState<T>(subject: BehaviorSubject<T>, patch: Partial<NoInfer<T>>): void {
  subject.next({ ...subject.value, ...patch });
}

/** A state that never changes, for a widget with nothing to follow yet (no player built). */
export function constantSource<T>(state: T): StateSource<T> {
  return { state, state$: new Observable<T>((subscriber) => subscriber.next(state)) };
}
