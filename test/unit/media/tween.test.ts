import { describe, expect, it, vi } from 'vitest';
import { EASINGS, easingOf } from '../../../domain/media/easing';
import { Tween, TweenGroup } from '../../../domain/media/tween';
import { TWEEN_DURATION_MS, TWEEN_STEPS } from '../../../domain/media/media-timing';
import { isCampaignKitError } from '../../../ports/errors';
import { mediaFakes } from './media-fakes';

describe('Tween', () => {
  it('moves in 100 steps over 1000 ms by default (step = elapsed ms / 10 at each frame), then completes', () => {
    const ports = mediaFakes();
    const start = ports.clock.now();
    const reports: Array<{ elapsed: number; progress: number }> = [];
    const complete = vi.fn();
    const tween = new Tween(ports, { from: 0, to: 200, update: (_value, progress) => reports.push({ elapsed: ports.clock.now() - start, progress }), complete });
    tween.start();
    ports.clock.advance(992);
    expect(tween.step).toBe(99);
    expect(complete).not.toHaveBeenCalled();
    ports.clock.advance(16);
    expect(tween.step).toBe(100);
    expect(TWEEN_STEPS).toBe(100);
    expect(TWEEN_DURATION_MS).toBe(1000);
    expect(complete).toHaveBeenCalledTimes(1);
    for (const { elapsed, progress } of reports) expect(Math.round(progress * 100)).toBe(Math.min(100, Math.floor(elapsed / 10)));
    expect(reports.at(-1)).toEqual({ elapsed: 1008, progress: 1 });
    expect(ports.clock.pending()).toBe(0);
  });

  it('reports the value from `from` to `to` through the easing', () => {
    const ports = mediaFakes();
    const values: number[] = [];
    new Tween(ports, { from: 10, to: 20, duration: 100, easing: 'easeInQuad', update: (value) => values.push(value) }).start();
    ports.clock.advance(112);
    expect(values.at(-1)).toBe(20);
    const half = values.find((_, index) => index === Math.floor(values.length / 2));
    expect(half).toBeLessThan(15);
  });

  it('a step takes duration / 100: a 2000 ms tween is at step 50 after 1000 ms', () => {
    const ports = mediaFakes();
    const tween = new Tween(ports, { duration: 2000 });
    tween.start();
    ports.clock.advance(1008);
    expect(tween.step).toBe(Math.floor(1008 / 20));
  });

  it('loops without completing', () => {
    const ports = mediaFakes();
    const complete = vi.fn();
    const tween = new Tween(ports, { duration: 100, loop: true, complete });
    tween.start();
    ports.clock.advance(350);
    expect(complete).not.toHaveBeenCalled();
    expect(tween.running).toBe(true);
    tween.stop();
    expect(ports.clock.pending()).toBe(0);
  });

  it('starting a tween of a group stops the group\'s others', () => {
    const ports = mediaFakes();
    const group = new TweenGroup();
    const first = new Tween(ports, { group });
    const second = new Tween(ports, { group });
    const outside = new Tween(ports, {});
    first.start();
    outside.start();
    ports.clock.advance(100);
    second.start();
    expect(first.running).toBe(false);
    expect(second.running).toBe(true);
    expect(outside.running).toBe(true);
    group.stopAll();
    outside.stop();
    expect(ports.clock.pending()).toBe(0);
  });

  it('with reduced motion jumps to the end at once and completes', () => {
    const ports = mediaFakes({ reducedMotion: true });
    const update = vi.fn();
    const complete = vi.fn();
    new Tween(ports, { to: 5, update, complete }).start();
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(5, 1);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(ports.clock.pending()).toBe(0);
  });

  it('stop leaves no frame callback', () => {
    const ports = mediaFakes();
    const tween = new Tween(ports, {});
    tween.start();
    ports.clock.advance(50);
    tween.stop();
    expect(ports.clock.pending()).toBe(0);
  });

  it('refuses a bad duration and an unknown easing', () => {
    const ports = mediaFakes();
    const code = (build: () => unknown) => {
      try {
        build();
      } catch (error) {
        return isCampaignKitError(error) ? error.code : 'other';
      }
      return 'none';
    };
    expect(code(() => new Tween(ports, { duration: 0 }))).toBe('INVALID_ARGUMENT');
    expect(code(() => new Tween(ports, { easing: 'bounce' as never }))).toBe('INVALID_ARGUMENT');
  });
});

describe('easings', () => {
  it('start at 0 and end at 1, each of them', () => {
    for (const [name, easing] of Object.entries(EASINGS)) {
      expect([name, easing(0)]).toEqual([name, 0]);
      expect([name, Math.round(easing(1) * 1e9) / 1e9]).toEqual([name, 1]);
    }
    expect(easingOf('easeOutQuad')(0.5)).toBe(0.75);
  });
});
