/**
 * Wraps a loader (a dynamic `import()` and what is built from it) so it runs once: later calls
 * share the first call's promise; a failed load is tried again on the next call.
 * @example
 * ```ts
 * const qr = loadOnce(() => import('./qr-login'));
 * ```
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/**
 * An object's methods, each returning a promise, callable before the object is loaded: the first
 * call loads it. A method that returns a value (not a promise) returns a promise of it here.
 */
export type Deferred<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};

/**
 * The named methods of an object that is loaded on the first call of any of them: a group of
 * `kit.account` (`mobile`, `password`, ...) whose code is imported only when the page uses it.
 * @example
 * ```ts
 * readonly mobile = deferMethods(loadOnce(async () => new (await import('./mobile-binding')).MobileBinding(deps)), ['bind', 'unbind']);
 * ```
 */
export function deferMethods<T, K extends keyof T>(load: () => Promise<T>, names: readonly K[]): Deferred<Pick<T, K>> {
  const methods: Record<PropertyKey, unknown> = {};
  for (const name of names) {
    methods[name] = async (...args: unknown[]) => {
      const target = await load();
      return (target[name] as (...args: unknown[]) => unknown).apply(target, args);
    };
  }
  return methods as Deferred<Pick<T, K>>;
}
