import { describe, expect, it, vi } from 'vitest';
import { shakeGachakon, type ShakeOffset } from '../../../domain/media/gachakon-shake';
import { SHAKE_FALLBACK_MS, SHAKE_ITERATION_MS, SHAKE_ITERATIONS, SHAKE_STRENGTH } from '../../../domain/media/media-timing';
import { mediaFakes } from './media-fakes';

describe('shakeGachakon', () => {
  it('shakes with strength 2 for 4 iterations of 0.6 s, then completes', () => {
    const ports = mediaFakes();
    const offsets: ShakeOffset[] = [];
    const complete = vi.fn();
    shakeGachakon(ports, { update: (offset) => offsets.push(offset), complete });
    ports.clock.advance(SHAKE_ITERATIONS * SHAKE_ITERATION_MS - 16);
    expect(complete).not.toHaveBeenCalled();
    expect(Math.max(...offsets.map((offset) => Math.abs(offset.x)))).toBeLessThanOrEqual(SHAKE_STRENGTH);
    expect(Math.max(...offsets.map((offset) => Math.abs(offset.x)))).toBeGreaterThan(1.9);
    ports.clock.advance(32);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(offsets.at(-1)).toEqual({ x: 0, rotate: 0 });
    expect([SHAKE_STRENGTH, SHAKE_ITERATIONS, SHAKE_ITERATION_MS]).toEqual([2, 4, 600]);
    expect(ports.clock.pending()).toBe(0);
  });

  it('each iteration is one back-and-forth of 600 ms', () => {
    const ports = mediaFakes();
    const offsets: Array<{ at: number; x: number }> = [];
    const start = ports.clock.now();
    shakeGachakon(ports, { update: ({ x }) => offsets.push({ at: ports.clock.now() - start, x }) });
    ports.clock.advance(2400);
    const quarter = offsets.find((offset) => offset.at === 144)?.x ?? NaN;
    const nextQuarter = offsets.find((offset) => offset.at === 144 + 608)?.x ?? NaN;
    expect(quarter).toBeGreaterThan(1.9);
    expect(Math.abs(quarter - nextQuarter)).toBeLessThan(0.2);
  });

  it('ends by its 800 ms fallback when no frame comes (a hidden page)', () => {
    const ports = mediaFakes();
    const complete = vi.fn();
    // A clock whose frames never fire: the timers still run.
    const stalled = { ...ports, clock: { ...ports.clock, now: () => ports.clock.now(), setTimeout: ports.clock.setTimeout.bind(ports.clock), setInterval: ports.clock.setInterval.bind(ports.clock), requestFrame: () => () => {} } };
    shakeGachakon(stalled, { update: () => {}, complete });
    ports.clock.advance(2400 + SHAKE_FALLBACK_MS - 1);
    expect(complete).not.toHaveBeenCalled();
    ports.clock.advance(1);
    expect(SHAKE_FALLBACK_MS).toBe(800);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(ports.clock.pending()).toBe(0);
  });

  it('stop ends it without completing and leaves no timer or frame', () => {
    const ports = mediaFakes();
    const complete = vi.fn();
    const update = vi.fn();
    const shake = shakeGachakon(ports, { update, complete });
    ports.clock.advance(300);
    shake.stop();
    expect(update).toHaveBeenLastCalledWith({ x: 0, rotate: 0 });
    ports.clock.advance(5000);
    expect(complete).not.toHaveBeenCalled();
    expect(ports.clock.pending()).toBe(0);
  });

  it('with reduced motion does not shake and completes at once', () => {
    const ports = mediaFakes({ reducedMotion: true });
    const update = vi.fn();
    const complete = vi.fn();
    shakeGachakon(ports, { update, complete });
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith({ x: 0, rotate: 0 });
    expect(complete).toHaveBeenCalledTimes(1);
    expect(ports.clock.pending()).toBe(0);
  });
});
