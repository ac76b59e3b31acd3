import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

/**
 * A piece of state the UI shows: an observable plus its current value, the shape React's
 * `useSyncExternalStore` needs (subscribe + snapshot).
 */
export interface StateSource<T> {
  readonly state$: Observable<T>;
  /** The current value; the same object until the state changes. */
  readonly state: T;
}

/** A StateSource that the owning service updates; consumers only read. */
export class Store<T> implements StateSource<T> {
  readonly #subject: BehaviorSubject<T>;
  readonly state$: Observable<T>;

  constructor(initial: T) {
    this.#subject = new BehaviorSubject(initial);
    this.state$ = this.#subject.pipe(distinctUntilChanged());
  }

  get state(): T {
    return this.#subject.value;
  }

  /** Replaces the state with a patch merged over the current value. */
  patch(patch: Partial<T>): void {
    this.#subject.next({ ...this.#subject.value, ...patch });
  }

  set(value: T): void {
    this.#subject.next(value);
  }
}
