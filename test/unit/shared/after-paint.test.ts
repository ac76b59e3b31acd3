import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../adapters/fake';
import type { Cancel, ClockPort } from '../../../ports/clock.port';
import { afterNextPaint, PAINT_FALLBACK_MS } from '../../../domain/shared/after-paint';

/** A clock whose frames never come, like a hidden tab's. */
function frameless(clock: FakeClock): Pick<ClockPort, 'requestFrame' | 'setTimeout'> {
  return { requestFrame: (): Cancel => () => {}, setTimeout: (callback, ms) => clock.setTimeout(callback, ms) };
}

describe('afterNextPaint', () => {
  it('runs once, in a task after the next frame, not before the frame', () => {
    const clock = new FakeClock();
    const runs: number[] = [];
    afterNextPaint(clock, () => runs.push(clock.now()));
    clock.advance(15);
    expect(runs).toEqual([]);
    clock.advance(1);
    expect(runs).toEqual([clock.now()]);
    clock.advance(PAINT_FALLBACK_MS * 2);
    expect(runs).toHaveLength(1);
  });

  it(`runs after ${PAINT_FALLBACK_MS} ms when no frame comes (a hidden tab)`, () => {
    const clock = new FakeClock();
    let ran = false;
    afterNextPaint(frameless(clock), () => (ran = true));
    clock.advance(PAINT_FALLBACK_MS - 1);
    expect(ran).toBe(false);
    clock.advance(1);
    expect(ran).toBe(true);
  });

  it('never runs once cancelled, whether before or after the frame', () => {
    const clock = new FakeClock();
    let runs = 0;
    afterNextPaint(clock, () => (runs += 1))();
    const cancelAfterFrame = afterNextPaint(
      { requestFrame: (callback) => clock.requestFrame(callback), setTimeout: (callback, ms) => clock.setTimeout(callback, ms + 5) },
      () => (runs += 1),
    );
    clock.advance(17);
    cancelAfterFrame();
    clock.advance(PAINT_FALLBACK_MS * 2);
    expect(runs).toBe(0);
  });
});
