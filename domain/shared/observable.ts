/** Who receives a source's values: a function, or an object with `next` (the shape rxjs passes). */
export type Observer<T> = ((value: T) => void) | { readonly next?: (value: T) => void };

/** A subscription's handle: `unsubscribe()` stops the values; calling it twice is harmless. */
export interface Subscription {
  unsubscribe(): void;
}

/**
 * A push source of values: the domain's state and event streams (`state$`, `loggedIn$`, ...).
 * Subscribing to a state source delivers its current value at once, then each change; an event
 * stream delivers only what happens after subscribing. Sources never complete or error.
 *
 * Pages that use rxjs can adopt any source with `from(source)`: it carries the standard
 * observable interop key (`Symbol.observable`, else `'@@observable'`).
 */
export interface Observable<T> {
  subscribe(observer: Observer<T>): Subscription;
}

const INTEROP_KEY: PropertyKey = (Symbol as { observable?: symbol }).observable ?? '@@observable';

/**
 * An observable over a subscribe function that registers `next` and returns its teardown.
 * A receiver that throws does not stop the others or the sender: its error is rethrown as an
 * unhandled rejection, where the page's error reporting sees it.
 */
export function observable<T>(register: (next: (value: T) => void) => () => void): Observable<T> {
  const source: Observable<T> & Record<PropertyKey, unknown> = {
    subscribe(observer: Observer<T>): Subscription {
      const receive = typeof observer === 'function' ? observer : (value: T) => observer.next?.(value);
      let closed = false;
      const teardown = register((value) => {
        if (closed) return;
        try {
          receive(value);
        } catch (error) {
          void Promise.reject(error);
        }
      });
      return {
        unsubscribe() {
          if (closed) return;
          closed = true;
          teardown();
        },
      };
    },
    [INTEROP_KEY](): Observable<T> {
      return source;
    },
  };
  return source;
}

/** A multicast event stream: `next` delivers a value to everyone subscribed at that moment. */
export class Subject<T> implements Observable<T> {
  readonly #receivers: Array<(value: T) => void> = [];
  readonly #observable = observable<T>((next) => {
    this.#receivers.push(next);
    return () => {
      const index = this.#receivers.indexOf(next);
      if (index >= 0) this.#receivers.splice(index, 1);
    };
  });

  next(value: T): void {
    for (const receive of this.#receivers.slice()) receive(value);
  }

  subscribe(observer: Observer<T>): Subscription {
    return this.#observable.subscribe(observer);
  }

  /** The stream, without `next`: what a service exposes. */
  asObservable(): Observable<T> {
    return this.#observable;
  }
}

/**
 * A source of `project(value)` that delivers only when the projection changes by `equals`
 * (default `Object.is`); the first value always passes.
 */
export function select<T, R>(source: Observable<T>, project: (value: T) => R, equals: (a: R, b: R) => boolean = Object.is): Observable<R> {
  return observable<R>((next) => {
    let last: { value: R } | undefined;
    const subscription = source.subscribe((value) => {
      const projected = project(value);
      if (last && equals(last.value, projected)) return;
      last = { value: projected };
      next(projected);
    });
    return () => subscription.unsubscribe();
  });
}
