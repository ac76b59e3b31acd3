import { describe, expect, it } from 'vitest';
import { FakeClock, FakePage } from '../../../adapters/fake';
import type { Cancel, ClockPort } from '../../../ports/clock.port';
import { afterFirstPaint, afterNextPaint, FIRST_PAINT_WAIT_MS, PAINT_FALLBACK_MS } from '../../../domain/shared/after-paint';

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

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, and runs once', () => {
    const clock = new FakeClock();
    const page = new FakePage({ painted: false });
    let runs = 0;
    afterFirstPaint({ page, paint: page, clock }, () => (runs += 1));
    clock.advance(FIRST_PAINT_WAIT_MS - 1);
    expect(runs).toBe(0);
    page.paint();
    expect(runs).toBe(1);
    clock.advance(FIRST_PAINT_WAIT_MS);
    expect(runs).toBe(1);
  });

  it('runs at once on a page that has painted, on a hidden page (it paints nothing) and where paints are not reported', () => {
    const clock = new FakeClock();
    const ran: string[] = [];
    const painted = new FakePage();
    afterFirstPaint({ page: painted, paint: painted, clock }, () => ran.push('painted'));
    const hidden = new FakePage({ painted: false });
    hidden.setVisible(false);
    afterFirstPaint({ page: hidden, paint: hidden, clock }, () => ran.push('hidden'));
    afterFirstPaint({ page: new FakePage({ painted: false }), clock }, () => ran.push('no paints reported'));
    expect(ran).toEqual(['painted', 'hidden', 'no paints reported']);
  });

  it(`goes on after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported, and a later paint does not run it again`, () => {
    const clock = new FakeClock();
    const page = new FakePage({ painted: false });
    let runs = 0;
    afterFirstPaint({ page, paint: page, clock }, () => (runs += 1));
    clock.advance(FIRST_PAINT_WAIT_MS);
    expect(runs).toBe(1);
    page.paint();
    expect(runs).toBe(1);
  });

  it('never runs once cancelled', () => {
    const clock = new FakeClock();
    const page = new FakePage({ painted: false });
    let runs = 0;
    afterFirstPaint({ page, paint: page, clock }, () => (runs += 1))();
    page.paint();
    clock.advance(FIRST_PAINT_WAIT_MS);
    expect(runs).toBe(0);
  });
});
