/** An uncaught error or an unhandled promise rejection, as the page saw it. */
export interface PageError {
  /** `error`: thrown and not caught; `rejection`: a promise rejected with no handler. */
  readonly source: 'error' | 'rejection';
  /** The error's message (`Script error.` for a script of another origin without CORS). */
  readonly message: string;
  /** The error's name (`TypeError`, ...), when it was an Error. */
  readonly name?: string;
  /** The stack as the engine wrote it, when there is one. */
  readonly stack?: string;
  /** The script's address, line and column (1-based), where the browser gave them. */
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
}

/** An element whose resource did not load (an image, a script, a style sheet, a video or audio). */
export interface ResourceFailure {
  /** The element's tag name in lower case: `img`, `script`, `link`, `video`, `audio`, ... */
  readonly tag: string;
  /** The address it tried to load (`src`, or `href` for a link). */
  readonly url: string;
}

/** A resource the page loaded, with its timing (a Resource Timing entry, trimmed). */
export interface ResourceLoad {
  /** The resource's address. */
  readonly url: string;
  /** What loaded it: `img`, `script`, `link`, `css`, `fetch`, `xmlhttprequest`, ... */
  readonly initiator: string;
  /** From the start of the fetch to the last byte, in ms. */
  readonly durationMs: number;
  /** Bytes over the network (headers included); 0 from the cache, or where the server does not allow it to be read. */
  readonly transferSize: number;
}

/** The five web vitals. */
export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** One web-vital measurement (the `web-vitals` library's metric, trimmed). */
export interface VitalMetric {
  readonly name: VitalName;
  /** Milliseconds, except CLS (a unitless score). */
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  /** Unique per metric and page load (the library's `id`). */
  readonly id: string;
  /** `navigate`, `reload`, `back-forward`, `back-forward-cache`, `prerender` or `restore`. */
  readonly navigationType?: string;
}

/**
 * What goes wrong in the page and how fast it is: uncaught errors, unhandled rejections, resources
 * that failed to load, resource timings and the web vitals. What a page monitor listens to.
 *
 * @remarks Each `on...` returns the function that stops listening; calling it twice is harmless.
 * Handlers are called outside the page's own code: one that throws must not reach the page.
 */
export interface PageHealthPort {
  /** Listens to errors nothing caught and to promise rejections nothing handled. */
  onError(handler: (error: PageError) => void): () => void;
  /** Listens to elements whose resource failed to load. */
  onResourceFailure(handler: (failure: ResourceFailure) => void): () => void;
  /** Listens to the resources the page loads, those loaded before the call included. */
  onResourceLoad(handler: (load: ResourceLoad) => void): () => void;
  /**
   * Measures the web vitals (LCP, INP, CLS, FCP, TTFB): the measuring code loads on the first call,
   * and each metric is reported when it is final (most on the page being hidden), or never where
   * the browser cannot measure it.
   */
  onVital(handler: (metric: VitalMetric) => void): () => void;
}
