// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WindowPageHealthAdapter, type HealthWindow, type VitalsLibrary } from '../../../adapters/browser/window-page-health.adapter';
import { FakePageHealth } from '../../../adapters/fake/fake-page-health';
import type { PageError, PageHealthPort, ResourceFailure, ResourceLoad, VitalMetric } from '../../../ports/page-health.port';

/** A PageHealthPort under test and the hands that make the page misbehave. */
interface HealthHarness {
  readonly port: PageHealthPort;
  throwError(error: Error): void;
  rejectWith(reason: unknown): void;
  failResource(tag: string, url: string): void;
  loadResource(load: ResourceLoad): void;
  measure(metric: VitalMetric): void;
  /** Lets a lazily loaded measuring library arrive. */
  settle(): Promise<void>;
}

const LCP: VitalMetric = { name: 'LCP', value: 1800, rating: 'good', id: 'v1-lcp', navigationType: 'navigate' };

/** The PageHealthPort contract, run against the browser adapter and the fake alike. */
function pageHealthContract(name: string, create: () => HealthHarness) {
  describe(`PageHealthPort contract: ${name}`, () => {
    let harness: HealthHarness;
    beforeEach(() => {
      harness = create();
    });

    it('reports an uncaught error with its name, message and stack, and a rejection as a rejection', () => {
      const heard: PageError[] = [];
      harness.port.onError((error) => heard.push(error));
      const error = new TypeError('x is undefined');
      harness.throwError(error);
      harness.rejectWith(new RangeError('quota'));
      expect(heard).toEqual([
        expect.objectContaining({ source: 'error', message: 'x is undefined', name: 'TypeError', stack: error.stack }),
        expect.objectContaining({ source: 'rejection', message: 'quota', name: 'RangeError' }),
      ]);
    });

    it('reports a failed resource to the resource listeners only', () => {
      const errors: PageError[] = [];
      const failures: ResourceFailure[] = [];
      harness.port.onError((error) => errors.push(error));
      harness.port.onResourceFailure((failure) => failures.push(failure));
      harness.failResource('img', 'https://cdn.test/missing.png');
      expect(failures).toEqual([{ tag: 'img', url: 'https://cdn.test/missing.png' }]);
      expect(errors).toEqual([]);
    });

    it('reports resource timings and vitals', async () => {
      const loads: ResourceLoad[] = [];
      const vitals: VitalMetric[] = [];
      harness.port.onResourceLoad((load) => loads.push(load));
      harness.port.onVital((metric) => vitals.push(metric));
      await harness.settle();
      harness.loadResource({ url: 'https://cdn.test/a.js', initiator: 'script', durationMs: 12, transferSize: 300 });
      harness.measure(LCP);
      expect(loads).toEqual([{ url: 'https://cdn.test/a.js', initiator: 'script', durationMs: 12, transferSize: 300 }]);
      expect(vitals).toEqual([LCP]);
    });

    it('stops reporting once told to, and keeps a throwing listener from the page', async () => {
      const heard: string[] = [];
      const stops = [
        harness.port.onError(() => heard.push('error')),
        harness.port.onResourceFailure(() => heard.push('failure')),
        harness.port.onResourceLoad(() => heard.push('load')),
        harness.port.onVital(() => heard.push('vital')),
      ];
      await harness.settle();
      for (const stop of stops) {
        stop();
        stop();
      }
      harness.throwError(new Error('late'));
      harness.failResource('script', 'https://cdn.test/b.js');
      harness.loadResource({ url: 'https://cdn.test/c.css', initiator: 'link', durationMs: 1, transferSize: 1 });
      harness.measure(LCP);
      expect(heard).toEqual([]);
    });
  });
}

/** A PerformanceObserver stand-in: `emit` delivers entries to every observer of `resource`. */
class ResourceObservers {
  readonly #callbacks = new Set<(list: { getEntries(): unknown[] }) => void>();
  readonly Observer = ((owner) =>
    class {
      readonly #callback: (list: { getEntries(): unknown[] }) => void;
      constructor(callback: (list: { getEntries(): unknown[] }) => void) {
        this.#callback = callback;
      }
      observe(options: { type: string; buffered: boolean }) {
        if (options.type === 'resource' && options.buffered) owner.#callbacks.add(this.#callback);
      }
      disconnect() {
        owner.#callbacks.delete(this.#callback);
      }
    })(this);

  emit(load: ResourceLoad) {
    const entry = { name: load.url, initiatorType: load.initiator, duration: load.durationMs, transferSize: load.transferSize };
    for (const callback of [...this.#callbacks]) callback({ getEntries: () => [entry] });
  }
}

let cleanups: (() => void)[] = [];
afterEach(() => {
  cleanups.forEach((cleanup) => cleanup());
  cleanups = [];
});

pageHealthContract('WindowPageHealthAdapter over a jsdom window', () => {
  const observers = new ResourceObservers();
  const reporters: ((metric: VitalMetric) => void)[] = [];
  const vitals: VitalsLibrary = { onLCP: (report) => reporters.push(report), onINP: () => {}, onCLS: () => {}, onFCP: () => {}, onTTFB: () => {} };
  const health: HealthWindow = {
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    PerformanceObserver: observers.Observer as unknown as typeof PerformanceObserver,
  };
  // jsdom reports an ErrorEvent nobody prevented to its console: keep test output clean.
  const quiet = (event: Event) => event.preventDefault();
  window.addEventListener('error', quiet);
  cleanups.push(() => window.removeEventListener('error', quiet));
  return {
    port: new WindowPageHealthAdapter(health, async () => vitals),
    throwError: (error) => window.dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: 'https://campaign.test/app.js', lineno: 3, colno: 9 })),
    rejectWith: (reason) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason })),
    failResource: (tag, url) => {
      const element = document.createElement(tag);
      element.setAttribute(tag === 'link' ? 'href' : 'src', url);
      document.body.append(element);
      element.dispatchEvent(new Event('error'));
      element.remove();
    },
    loadResource: (load) => observers.emit(load),
    measure: (metric) => reporters.forEach((report) => report(metric)),
    settle: () => new Promise((resolve) => setTimeout(resolve, 0)),
  };
});

pageHealthContract('FakePageHealth', () => {
  const health = new FakePageHealth();
  return {
    port: health,
    throwError: (error) => health.throw(error),
    rejectWith: (reason) => health.reject(reason),
    failResource: (tag, url) => health.failResource(tag, url),
    loadResource: (load) => health.loadResource(load),
    measure: (metric) => health.measure(metric),
    settle: async () => {},
  };
});

describe('WindowPageHealthAdapter', () => {
  it('gives the script address, line and column of an uncaught error, and a rejection reason that is not an Error as text', () => {
    const adapter = new WindowPageHealthAdapter(window, async () => Promise.reject(new Error('unused')));
    const heard: PageError[] = [];
    const stop = adapter.onError((error) => heard.push(error));
    const quiet = (event: Event) => event.preventDefault();
    window.addEventListener('error', quiet);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('boom'), message: 'Uncaught Error: boom', filename: 'https://campaign.test/app.js', lineno: 3, colno: 9 }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: { code: 7 } }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'nope' }));
    window.removeEventListener('error', quiet);
    stop();
    expect(heard).toEqual([
      { source: 'error', message: 'boom', name: 'Error', stack: expect.stringContaining('boom'), file: 'https://campaign.test/app.js', line: 3, column: 9 },
      { source: 'error', message: 'Script error.', file: undefined, line: undefined, column: undefined },
      { source: 'rejection', message: '{"code":7}' },
      { source: 'rejection', message: 'nope' },
    ]);
  });

  it('loads the measuring code only on the first onVital, passes each metric trimmed, and reports nothing when it fails to load', async () => {
    let loads = 0;
    const adapter = new WindowPageHealthAdapter(window, async () => {
      loads += 1;
      const library = (name: VitalMetric['name']) => (report: (metric: VitalMetric) => void) =>
        report({ name, value: 1, rating: 'good', id: `v-${name}`, navigationType: 'navigate', entries: [{}] } as VitalMetric);
      return { onLCP: library('LCP'), onINP: library('INP'), onCLS: library('CLS'), onFCP: library('FCP'), onTTFB: library('TTFB') };
    });
    const heard: VitalMetric[] = [];
    adapter.onResourceFailure(() => {});
    expect(loads).toBe(0);
    adapter.onVital((metric) => heard.push(metric));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(1);
    expect(heard.map((metric) => metric.name)).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    expect(heard[0]).toEqual({ name: 'LCP', value: 1, rating: 'good', id: 'v-LCP', navigationType: 'navigate' });

    const failing = new WindowPageHealthAdapter(window, () => Promise.reject(new Error('chunk failed')));
    const none: VitalMetric[] = [];
    failing.onVital((metric) => none.push(metric));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(none).toEqual([]);
  });

  it('loads the real web-vitals library by default', async () => {
    const adapter = new WindowPageHealthAdapter(window);
    expect(() => adapter.onVital(() => {})).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('loads no web-vitals on an engine without Array.prototype.at (Safari before 15.4), whose observers would throw there', async () => {
    let loads = 0;
    const adapter = new WindowPageHealthAdapter(window, async () => {
      loads += 1;
      return {} as VitalsLibrary;
    });
    const at = Object.getOwnPropertyDescriptor(Array.prototype, 'at')!;
    delete (Array.prototype as { at?: unknown }).at;
    try {
      adapter.onVital(() => {});
    } finally {
      Object.defineProperty(Array.prototype, 'at', at);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(0);
  });

  it('does nothing without a window (server rendering)', async () => {
    let loads = 0;
    const adapter = new WindowPageHealthAdapter(null, async () => {
      loads += 1;
      return {} as VitalsLibrary;
    });
    const stops = [adapter.onError(() => {}), adapter.onResourceFailure(() => {}), adapter.onResourceLoad(() => {}), adapter.onVital(() => {})];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(0);
    stops.forEach((stop) => stop());
  });
});
