import type { PageError, PageHealthPort, ResourceFailure, ResourceLoad, VitalMetric } from '../../ports';
import { observeEntries } from './performance-entries';

/** The parts of a window a {@link WindowPageHealthAdapter} listens to; a browser `Window` is one. */
export interface HealthWindow {
  addEventListener(type: string, listener: (event: Event) => void, capture?: boolean): void;
  removeEventListener(type: string, listener: (event: Event) => void, capture?: boolean): void;
  readonly PerformanceObserver?: typeof PerformanceObserver;
}

/** The `web-vitals` functions the adapter calls: each reports its metric when final. */
export interface VitalsLibrary {
  readonly onLCP: (report: (metric: VitalMetric) => void) => void;
  readonly onINP: (report: (metric: VitalMetric) => void) => void;
  readonly onCLS: (report: (metric: VitalMetric) => void) => void;
  readonly onFCP: (report: (metric: VitalMetric) => void) => void;
  readonly onTTFB: (report: (metric: VitalMetric) => void) => void;
}

/**
 * The {@link PageHealthPort} over a browser window: `error` and `unhandledrejection` events for
 * errors, `error` events caught on their way down to an element for resources that failed, a
 * buffered `resource` PerformanceObserver for resource timings, and the `web-vitals` library
 * (loaded with `import()` on the first {@link onVital}, so a page pays for it only then and not in
 * its first script) for LCP, INP, CLS, FCP and TTFB.
 *
 * @remarks Without a window (server rendering) nothing is ever reported. A handler that throws is
 * kept from the page. Errors of scripts from another origin served without CORS arrive as
 * `Script error.` with no stack: that is all the browser tells.
 */
export class WindowPageHealthAdapter implements PageHealthPort {
  readonly #window: HealthWindow | null | undefined;
  readonly #loadVitals: () => Promise<VitalsLibrary>;

  /**
   * @param window - Defaults to `globalThis.window`, read at construction; `null` for none.
   * @param loadVitals - loads the measuring code. Defaults to `import()` of web-vitals' five functions.
   */
  constructor(window: HealthWindow | null | undefined = globalThis.window, loadVitals: () => Promise<VitalsLibrary> = () => import('./web-vitals-library') as Promise<VitalsLibrary>) {
    this.#window = window;
    this.#loadVitals = loadVitals;
  }

  /** Reports each `error` event on the window (not a resource's) and each `unhandledrejection`. */
  onError(handler: (error: PageError) => void): () => void {
    const stopErrors = this.#listen('error', (event) => {
      const { error, message, filename, lineno, colno } = event as ErrorEvent;
      call(handler, { ...described('error', error, message), file: filename || undefined, line: lineno || undefined, column: colno || undefined });
    });
    const stopRejections = this.#listen('unhandledrejection', (event) => call(handler, described('rejection', (event as PromiseRejectionEvent).reason)));
    return () => {
      stopErrors();
      stopRejections();
    };
  }

  /** Reports each element whose resource failed (its `error` event does not bubble, so it is caught on the way down). */
  onResourceFailure(handler: (failure: ResourceFailure) => void): () => void {
    return this.#listen(
      'error',
      (event) => {
        const target = event.target as Partial<HTMLImageElement & HTMLLinkElement> | null;
        if (typeof target?.tagName === 'string') call(handler, { tag: target.tagName.toLowerCase(), url: target.currentSrc || target.src || target.href || '' });
      },
      true,
    );
  }

  /** Reports every resource timing entry, the buffered ones first. */
  onResourceLoad(handler: (load: ResourceLoad) => void): () => void {
    const stop = observeEntries(this.#window?.PerformanceObserver, 'resource', (list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        call(handler, { url: entry.name, initiator: entry.initiatorType, durationMs: Math.round(entry.duration), transferSize: entry.transferSize ?? 0 });
      }
    });
    return stop ?? (() => {});
  }

  /**
   * Loads `web-vitals` and reports each metric; a failed load (or a library without one of the five) reports nothing more.
   * An engine without Array.prototype.at (Chrome before 92, Safari and iOS before 15.4) reports none:
   * web-vitals calls it in its observers, which would throw there.
   */
  onVital(handler: (metric: VitalMetric) => void): () => void {
    let listening = !!this.#window && 'at' in [];
    if (listening) {
      this.#loadVitals()
        .then((vitals) => {
          const report = ({ name, value, rating, id, navigationType }: VitalMetric) => {
            if (listening) call(handler, { name, value, rating, id, navigationType });
          };
          for (const measure of [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB]) measure(report);
        })
        .catch(() => {});
    }
    return () => {
      listening = false;
    };
  }

  #listen(type: string, listener: (event: Event) => void, capture = false): () => void {
    const window = this.#window;
    window?.addEventListener(type, listener, capture);
    return () => window?.removeEventListener(type, listener, capture);
  }
}

/** An error event's or a rejection's value as a {@link PageError}: an Error's name, message and stack, else the value as text. */
function described(source: PageError['source'], value: unknown, message?: string): PageError {
  if (typeof value === 'object' && value !== null && 'message' in value) {
    const { name, stack } = value as Partial<Error>;
    return { source, message: String(value.message), name: typeof name === 'string' ? name : undefined, stack: typeof stack === 'string' ? stack : undefined };
  }
  return { source, message: message || text(value) };
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Calls a handler; what it throws stays here, so it never reaches the page (nor comes back as an error event). */
function call<T>(handler: (value: T) => void, value: T): void {
  try {
    handler(value);
  } catch {
    // Swallowed on purpose: see above.
  }
}
