import { describe, expect, it, vi } from 'vitest';
import { WindowClockAdapter, WindowTimerAdapter, type TimerScope } from '../../adapters/browser';
import { FAKE_FRAME_MS, FakeClock } from '../../adapters/fake';
import { clockContract } from './clock.contract';

clockContract('WindowClockAdapter over globalThis with vitest fake timers (no requestAnimationFrame)', () => {
  vi.useFakeTimers();
  return { clock: new WindowClockAdapter(globalThis), advance: (ms) => vi.advanceTimersByTime(ms), dispose: () => vi.useRealTimers() };
});

clockContract('FakeClock', () => {
  const clock = new FakeClock();
  return { clock, advance: (ms) => clock.advance(ms) };
});

describe('WindowClockAdapter', () => {
  function frameScope(): TimerScope & { frames: ((time: number) => void)[]; cancelled: unknown[] } {
    const frames: ((time: number) => void)[] = [];
    const cancelled: unknown[] = [];
    return {
      frames,
      cancelled,
      setTimeout: () => expect.unreachable('frames use requestAnimationFrame where there is one'),
      clearTimeout: () => undefined,
      setInterval: () => 0,
      clearInterval: () => undefined,
      requestAnimationFrame: (callback) => frames.push(callback),
      cancelAnimationFrame: (id) => cancelled.push(id),
    };
  }

  it('uses the scope’s requestAnimationFrame and passes Date.now(), not the frame timestamp', () => {
    const scope = frameScope();
    const times: number[] = [];
    new WindowClockAdapter(scope).requestFrame((time) => times.push(time));
    const before = Date.now();
    scope.frames[0]?.(12.5);
    expect(times).toHaveLength(1);
    expect(times[0]).toBeGreaterThanOrEqual(before);
    expect(times[0]).toBeLessThanOrEqual(Date.now());
  });

  it('cancels a frame through cancelAnimationFrame with its id', () => {
    const scope = frameScope();
    new WindowClockAdapter(scope).requestFrame(() => undefined)();
    expect(scope.cancelled).toEqual([1]);
  });
});

describe('WindowTimerAdapter (the time and one-shot timers of WindowClockAdapter)', () => {
  it('reads Date.now() and fires a timeout once at its time, never after it is cancelled', () => {
    vi.useFakeTimers({ now: 1_000 });
    try {
      const timer = new WindowTimerAdapter(globalThis);
      const fired: number[] = [];
      timer.setTimeout(() => fired.push(timer.now()), 50);
      const cancel = timer.setTimeout(() => fired.push(-1), 50);
      cancel();
      vi.advanceTimersByTime(49);
      expect(fired).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(fired).toEqual([1_050]);
      vi.advanceTimersByTime(1_000);
      expect(fired).toEqual([1_050]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('FakeClock', () => {
  it('starts at 2026-01-01T00:00:00Z by default, or at the given time', () => {
    expect(new Date(new FakeClock().now()).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(new FakeClock(5000).now()).toBe(5000);
  });

  it('fires frames on shared 16 ms boundaries, however late in the frame they were asked', () => {
    const clock = new FakeClock(0);
    const times: number[] = [];
    clock.advance(3);
    clock.requestFrame((time) => times.push(time));
    clock.advance(7);
    clock.requestFrame((time) => times.push(time));
    clock.advance(FAKE_FRAME_MS);
    expect(times).toEqual([16, 16]);
  });

  it('counts pending timeouts, intervals and frames', () => {
    const clock = new FakeClock();
    clock.setTimeout(() => undefined, 10);
    const stop = clock.setInterval(() => undefined, 10);
    clock.requestFrame(() => undefined);
    expect(clock.pending()).toBe(3);
    clock.advance(16);
    expect(clock.pending()).toBe(1);
    stop();
    expect(clock.pending()).toBe(0);
  });

  it('runAll fires every timer, including ones scheduled on the way, and ends at the last one', () => {
    const clock = new FakeClock(0);
    const seen: number[] = [];
    clock.setTimeout(() => {
      seen.push(clock.now());
      clock.setTimeout(() => seen.push(clock.now()), 5000);
    }, 100);
    clock.runAll();
    expect(seen).toEqual([100, 5100]);
    expect(clock.now()).toBe(5100);
    expect(clock.pending()).toBe(0);
  });

  it('runAll refuses to spin forever on an interval nobody stops', () => {
    const clock = new FakeClock();
    clock.setInterval(() => undefined, 1);
    expect(() => clock.runAll()).toThrow(/still pending/);
  });

  it('treats a 0 ms interval as 1 ms instead of looping forever', () => {
    const clock = new FakeClock();
    let count = 0;
    clock.setInterval(() => count++, 0);
    clock.advance(5);
    expect(count).toBe(5);
  });

  it('rejects a negative advance', () => {
    expect(() => new FakeClock().advance(-1)).toThrow(RangeError);
  });

  it('keeps its time consistent when a callback throws', () => {
    const clock = new FakeClock(0);
    clock.setTimeout(() => {
      throw new Error('boom');
    }, 10);
    expect(() => clock.advance(20)).toThrow('boom');
    expect(clock.now()).toBe(10);
    expect(clock.pending()).toBe(0);
  });
});
