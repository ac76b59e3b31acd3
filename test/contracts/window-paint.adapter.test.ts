import { describe, expect, it } from 'vitest';
import { WindowPaintAdapter } from '../../adapters/browser/window-paint.adapter';

/** A PerformanceObserver that knows `paint` entries; `show(name)` delivers one, as the browser does after the frame. */
function paintTiming() {
  const observers = new Set<{ callback: PerformanceObserverCallback; self: PerformanceObserver }>();
  class Observer {
    static readonly supportedEntryTypes = ['paint', 'resource'];
    readonly #callback: PerformanceObserverCallback;
    constructor(callback: PerformanceObserverCallback) {
      this.#callback = callback;
    }
    observe(): void {
      observers.add({ callback: this.#callback, self: this as unknown as PerformanceObserver });
    }
    disconnect(): void {
      for (const observer of observers) if (observer.self === (this as unknown as PerformanceObserver)) observers.delete(observer);
    }
  }
  const show = (name: string) => {
    const list = { getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) } as unknown as PerformanceObserverEntryList;
    for (const { callback, self } of [...observers]) callback(list, self);
  };
  return { Observer: Observer as unknown as typeof PerformanceObserver, show, observing: () => observers.size };
}

describe('WindowPaintAdapter', () => {
  const over = (Observer?: typeof PerformanceObserver) => new WindowPaintAdapter({ PerformanceObserver: Observer });

  it('calls back on the first contentful paint, once, and then stops observing', () => {
    const timing = paintTiming();
    let calls = 0;
    over(timing.Observer).onFirstContentfulPaint(() => (calls += 1));
    timing.show('first-paint');
    expect(calls).toBe(0);
    timing.show('first-contentful-paint');
    timing.show('first-contentful-paint');
    expect(calls).toBe(1);
    expect(timing.observing()).toBe(0);
  });

  it('never calls back once stopped', () => {
    const timing = paintTiming();
    let calls = 0;
    over(timing.Observer).onFirstContentfulPaint(() => (calls += 1))();
    timing.show('first-contentful-paint');
    expect(calls).toBe(0);
  });

  it('calls back at once where the browser has no paint timing', () => {
    let calls = 0;
    over(undefined).onFirstContentfulPaint(() => (calls += 1));
    const resourceOnly = paintTiming().Observer;
    Object.defineProperty(resourceOnly, 'supportedEntryTypes', { value: ['resource'] });
    over(resourceOnly).onFirstContentfulPaint(() => (calls += 1));
    expect(calls).toBe(2);
  });
});
