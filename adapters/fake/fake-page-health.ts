import type { PageError, PageHealthPort, ResourceFailure, ResourceLoad, VitalMetric } from '../../ports';

/**
 * A {@link PageHealthPort} for tests: a test makes the page throw, reject, fail a resource, load
 * one or measure a vital, and every listener hears it at once.
 * @example
 * ```ts
 * const health = new FakePageHealth();
 * health.throw(new TypeError('x is undefined'));
 * health.failResource('img', 'https://cdn.test/missing.png');
 * ```
 */
export class FakePageHealth implements PageHealthPort {
  readonly #errors = new Set<(error: PageError) => void>();
  readonly #failures = new Set<(failure: ResourceFailure) => void>();
  readonly #loads = new Set<(load: ResourceLoad) => void>();
  readonly #vitals = new Set<(metric: VitalMetric) => void>();
  /** How many times {@link onVital} was called (the browser adapter loads web-vitals on the first). */
  vitalRequests = 0;

  onError(handler: (error: PageError) => void): () => void {
    return listen(this.#errors, handler);
  }

  onResourceFailure(handler: (failure: ResourceFailure) => void): () => void {
    return listen(this.#failures, handler);
  }

  onResourceLoad(handler: (load: ResourceLoad) => void): () => void {
    return listen(this.#loads, handler);
  }

  onVital(handler: (metric: VitalMetric) => void): () => void {
    this.vitalRequests += 1;
    return listen(this.#vitals, handler);
  }

  /** An uncaught error, as the browser reports `throw error` that nothing caught. */
  throw(error: Error, where: Pick<PageError, 'file' | 'line' | 'column'> = {}): void {
    this.emitError({ source: 'error', message: error.message, name: error.name, stack: error.stack, ...where });
  }

  /** A promise rejected with `reason` and no handler. */
  reject(reason: unknown): void {
    const error = reason instanceof Error ? reason : undefined;
    this.emitError({ source: 'rejection', message: error ? error.message : String(reason), name: error?.name, stack: error?.stack });
  }

  /** Any {@link PageError}, as given. */
  emitError(error: PageError): void {
    for (const handler of [...this.#errors]) handler(error);
  }

  /** An element whose resource failed to load. */
  failResource(tag: string, url: string): void {
    for (const handler of [...this.#failures]) handler({ tag, url });
  }

  /** A resource the page loaded. */
  loadResource(load: ResourceLoad): void {
    for (const handler of [...this.#loads]) handler(load);
  }

  /** A web-vital measurement. */
  measure(metric: VitalMetric): void {
    for (const handler of [...this.#vitals]) handler(metric);
  }

  /** How many listeners are there now, of every kind (0 once everything stopped listening). */
  get listeners(): number {
    return this.#errors.size + this.#failures.size + this.#loads.size + this.#vitals.size;
  }
}

function listen<T>(handlers: Set<(value: T) => void>, handler: (value: T) => void): () => void {
  const own = (value: T) => handler(value);
  handlers.add(own);
  return () => {
    handlers.delete(own);
  };
}
