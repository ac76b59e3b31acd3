import { observable, type Observable } from './observable';

/**
 * A piece of state the UI shows: an observable plus its current value, the shape React's
 * `useSyncExternalStore` needs (subscribe + snapshot).
 */
export interface StateSource<T> {
  /** Delivers the current value on subscribe, then each change. */
  readonly state$: Observable<T>;
  /** The current value; the same object until the state changes. */
  readonly state: T;
}

/** A StateSource that the owning service updates; consumers only read. */
export class Store<T> implements StateSource<T> {
  #value: T;
  readonly #receivers = new Set<(value: T) => void>();
  readonly state$: Observable<T> = observable((next) => {
    this.#receivers.add(next);
    next(this.#value);
    return () => this.#receivers.delete(next);
  });

  constructor(initial: T) {
    this.#value = initial;
  }

  get state(): T {
    return this.#value;
  }

  /** Replaces the state with a patch merged over the current value. */
  patch(patch: Partial<T>): void {
    this.set({ ...this.#value, ...patch });
  }

  /** Replaces the state; the same object again changes nothing and delivers nothing. */
  set(value: T): void {
    if (Object.is(value, this.#value)) return;
    this.#value = value;
    for (const receive of [...this.#receivers]) receive(value);
  }
}
