import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClockPort } from '../../ports';

/** A clock under test and the hand that moves its time. */
export interface ClockHarness {
  readonly clock: ClockPort;
  /** Moves the clock's time forward by `ms` ms, firing what falls due. */
  advance(ms: number): void;
  dispose?(): void;
}

/**
 * The ClockPort contract: time, timeouts, intervals and frames, moved by the harness.
 * @param name - what the suite runs against, for the report.
 * @param create - a fresh clock per test.
 */
export function clockContract(name: string, create: () => ClockHarness): void {
  describe(`ClockPort contract: ${name}`, () => {
    let harness: ClockHarness;
    let clock: ClockPort;
    beforeEach(() => {
      harness = create();
      clock = harness.clock;
    });
    afterEach(() => harness.dispose?.());

    it('moves now() by exactly the advanced ms', () => {
      const start = clock.now();
      harness.advance(1234);
      expect(clock.now() - start).toBe(1234);
    });

    it('fires a timeout once, at its time and not before, seeing now() at that time', () => {
      const start = clock.now();
      const seen: number[] = [];
      clock.setTimeout(() => seen.push(clock.now() - start), 100);
      harness.advance(99);
      expect(seen).toEqual([]);
      harness.advance(1);
      expect(seen).toEqual([100]);
      harness.advance(1000);
      expect(seen).toEqual([100]);
    });

    it('fires a 0 ms timeout on the next advance, even of 0 ms', () => {
      let fired = 0;
      clock.setTimeout(() => fired++, 0);
      expect(fired).toBe(0);
      harness.advance(0);
      expect(fired).toBe(1);
    });

    it('never fires a cancelled timeout, and cancelling twice is harmless', () => {
      let fired = false;
      const cancel = clock.setTimeout(() => (fired = true), 50);
      cancel();
      cancel();
      harness.advance(100);
      expect(fired).toBe(false);
    });

    it('fires timers in time order, equal times in scheduling order, within one advance', () => {
      const order: string[] = [];
      clock.setTimeout(() => order.push('c@30'), 30);
      clock.setTimeout(() => order.push('a@10'), 10);
      clock.setTimeout(() => order.push('b@20'), 20);
      clock.setTimeout(() => order.push('b2@20'), 20);
      harness.advance(30);
      expect(order).toEqual(['a@10', 'b@20', 'b2@20', 'c@30']);
    });

    it('fires timers that callbacks schedule during the advance when they fall due in it', () => {
      const start = clock.now();
      const seen: number[] = [];
      clock.setTimeout(() => {
        seen.push(clock.now() - start);
        clock.setTimeout(() => seen.push(clock.now() - start), 40);
      }, 10);
      harness.advance(49);
      expect(seen).toEqual([10]);
      harness.advance(1);
      expect(seen).toEqual([10, 50]);
    });

    it('repeats an interval every period until it is stopped', () => {
      const start = clock.now();
      const seen: number[] = [];
      const stop = clock.setInterval(() => seen.push(clock.now() - start), 1000);
      harness.advance(3500);
      expect(seen).toEqual([1000, 2000, 3000]);
      stop();
      harness.advance(5000);
      expect(seen).toEqual([1000, 2000, 3000]);
    });

    it('lets an interval stop itself from its own callback', () => {
      let count = 0;
      const stop = clock.setInterval(() => {
        count++;
        if (count === 2) stop();
      }, 10);
      harness.advance(100);
      expect(count).toBe(2);
    });

    it('calls a frame back within 16 ms, with a time on the now() base', () => {
      const times: number[] = [];
      clock.requestFrame((time) => times.push(time));
      harness.advance(16);
      expect(times).toHaveLength(1);
      expect(Math.abs((times[0] ?? Number.NaN) - clock.now())).toBeLessThanOrEqual(16);
    });

    it('runs a frame loop about every 16 ms', () => {
      let frames = 0;
      const loop = (): void => {
        frames++;
        clock.requestFrame(loop);
      };
      clock.requestFrame(loop);
      harness.advance(160);
      expect(frames).toBeGreaterThanOrEqual(9);
      expect(frames).toBeLessThanOrEqual(11);
    });

    it('never calls a cancelled frame back', () => {
      let called = false;
      clock.requestFrame(() => (called = true))();
      harness.advance(100);
      expect(called).toBe(false);
    });
  });
}
