import { describe, expect, it, vi } from 'vitest';
import { FrameSequence } from '../../../domain/media/frame-sequence';
import { FRAME_RATE } from '../../../domain/media/media-timing';
import { isCampaignKitError } from '../../../ports/errors';
import * as MESSAGES from '../../../ports/messages';
import { mediaFakes, settle } from './media-fakes';

const frames = (count: number) => Array.from({ length: count }, (_, index) => `frame-${index}.png`);

describe('FrameSequence', () => {
  it('shows 24 frames a second by default (frame = elapsed s × 24 at each clock frame)', async () => {
    const ports = mediaFakes();
    const sequence = new FrameSequence(ports, { target: 'img', images: frames(100), loop: true });
    await sequence.ready;
    await settle();
    const start = ports.clock.now();
    const seen: Array<{ elapsed: number; frame: number }> = [];
    const subscription = sequence.state$.subscribe(({ frame }) => seen.push({ elapsed: ports.clock.now() - start, frame }));
    ports.clock.advance(1008);
    expect(FRAME_RATE).toBe(24);
    expect(sequence.state.frame).toBe(24);
    for (const { elapsed, frame } of seen.slice(1)) expect(frame).toBe(Math.floor((elapsed * 24) / 1000));
    ports.clock.advance(496);
    expect(sequence.state.frame).toBe(36);
    subscription.unsubscribe();
    sequence.destroy();
    expect(ports.clock.pending()).toBe(0);
  });

  it('preloads every image before it autoplays', async () => {
    const ports = mediaFakes();
    const sequence = new FrameSequence(ports, { target: 'img', images: frames(3) });
    expect(sequence.state.playing).toBe(false);
    await sequence.ready;
    await settle();
    expect(ports.images.preloaded).toEqual(frames(3));
    expect(sequence.state).toMatchObject({ ready: true, playing: true });
  });

  it('without loop stops on the last frame and calls complete once', async () => {
    const ports = mediaFakes();
    const complete = vi.fn();
    const sequence = new FrameSequence(ports, { target: 'img', images: frames(12), complete });
    await sequence.ready;
    await settle();
    ports.clock.advance(2000);
    expect(sequence.state).toMatchObject({ frame: 11, playing: false });
    expect(ports.images.image('img').current).toBe('frame-11.png');
    expect(complete).toHaveBeenCalledTimes(1);
    expect(ports.clock.pending()).toBe(0);
  });

  it('loops back to the first frame', async () => {
    const ports = mediaFakes();
    const sequence = new FrameSequence(ports, { target: 'img', images: frames(24), loop: true, preload: false });
    await settle();
    ports.clock.advance(1056);
    expect(sequence.state.frame).toBe(Math.floor((1056 * 24) / 1000) % 24);
    sequence.stop();
    expect(ports.clock.pending()).toBe(0);
  });

  it('does not autoplay when told not to', async () => {
    const ports = mediaFakes();
    const sequence = new FrameSequence(ports, { target: 'img', images: frames(5), autoplay: false });
    await sequence.ready;
    await settle();
    expect(sequence.state.playing).toBe(false);
    expect(ports.clock.pending()).toBe(0);
  });

  it('with reduced motion shows the last frame at once and completes', async () => {
    const ports = mediaFakes({ reducedMotion: true });
    const complete = vi.fn();
    const sequence = new FrameSequence(ports, { target: 'img', images: frames(10), complete });
    await sequence.ready;
    await settle();
    expect(sequence.state.frame).toBe(9);
    expect(complete).toHaveBeenCalledTimes(1);
    expect(ports.clock.pending()).toBe(0);
  });

  it('needs a target image and a non-empty list of images (with a warning)', () => {
    const ports = mediaFakes();
    const failure = (build: () => unknown) => {
      try {
        build();
      } catch (error) {
        return isCampaignKitError(error) ? `${error.code} ${error.message}` : 'other';
      }
      return 'none';
    };
    expect(failure(() => new FrameSequence(ports, { target: undefined, images: frames(2) }))).toBe(`INVALID_ARGUMENT ${MESSAGES.frameTarget}`);
    expect(failure(() => new FrameSequence(ports, { target: 'img', images: [] }))).toBe(`INVALID_ARGUMENT ${MESSAGES.frameImages}`);
    expect(ports.environment.warnings).toEqual([MESSAGES.frameImages]);
  });

  it('a sequence destroyed while preloading never starts', async () => {
    const ports = mediaFakes();
    const sequence = new FrameSequence(ports, { target: 'img', images: frames(4) });
    sequence.destroy();
    await sequence.ready;
    await settle();
    expect(sequence.state.playing).toBe(false);
    expect(ports.clock.pending()).toBe(0);
  });
});
