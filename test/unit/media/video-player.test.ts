import { describe, expect, it, vi } from 'vitest';
import { PlayerRegistry } from '../../../domain/media/player-registry';
import { VideoPlayer, type VideoPlayerOptions } from '../../../domain/media/video-player';
import { UNMUTE_DELAY_MS } from '../../../domain/media/media-timing';
import { isCampaignKitError } from '../../../ports/errors';
import * as MESSAGES from '../../../ports/messages';
import { mediaFakes, settle } from './media-fakes';

function setUp(options: Partial<VideoPlayerOptions> = {}, policy: 'allowed' | 'muted-only' | 'blocked' = 'allowed') {
  const ports = mediaFakes({ policy });
  const registry = new PlayerRegistry();
  const player = new VideoPlayer(ports, registry, { uri: 'clip.webm', target: 'video-a', ...options });
  return { ...ports, registry, player, element: ports.elements.mediaFor(options.target ?? 'video-a') };
}

describe('VideoPlayer', () => {
  it('starts paused and muted, with the element set up as the options say (cover, landscape by default)', () => {
    const { player, element } = setUp();
    expect(player.state).toEqual({ status: 'paused', muted: true, open: true, blocked: false });
    expect(element.isPaused()).toBe(true);
    expect(element.isMuted()).toBe(true);
    expect(element.settings).toEqual({ src: 'clip.webm', loop: false, controls: false, objectFit: 'cover' });
  });

  it('plays muted and unmutes exactly 200 ms after playback starts', async () => {
    const { player, element, clock } = setUp();
    await player.play();
    expect(player.state.status).toBe('playing');
    expect(element.isMuted()).toBe(true);
    clock.advance(UNMUTE_DELAY_MS - 1);
    expect(element.isMuted()).toBe(true);
    clock.advance(1);
    expect(UNMUTE_DELAY_MS).toBe(200);
    expect(element.isMuted()).toBe(false);
    expect(player.state.muted).toBe(false);
  });

  it('stays muted when muted was asked for', async () => {
    const { player, element, clock } = setUp({ muted: true });
    await player.play();
    clock.advance(1000);
    expect(element.isMuted()).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('pausing before 200 ms cancels the unmute', async () => {
    const { player, element, clock } = setUp();
    await player.play();
    clock.advance(100);
    player.pause();
    clock.advance(500);
    expect(element.isMuted()).toBe(true);
    expect(clock.pending()).toBe(0);
  });

  it('playing one pauses every other player of the registry', async () => {
    const ports = mediaFakes();
    const registry = new PlayerRegistry();
    const first = new VideoPlayer(ports, registry, { uri: 'a.webm', target: 'a' });
    const second = new VideoPlayer(ports, registry, { uri: 'b.webm', target: 'b' });
    await first.play();
    expect(first.state.status).toBe('playing');
    await second.play();
    expect(second.state.status).toBe('playing');
    expect(first.state.status).toBe('paused');
    expect(ports.elements.mediaFor('a').isPaused()).toBe(true);
  });

  it('a click on a playing video pauses it, a click on a paused one plays it', async () => {
    const { player } = setUp();
    player.click();
    await settle();
    expect(player.state.status).toBe('playing');
    player.click();
    expect(player.state.status).toBe('paused');
  });

  it('the overlay shows while paused and hides while playing; a click on it plays', async () => {
    const { player, elements } = setUp({ overlay: 'overlay' });
    const overlay = elements.control('overlay');
    expect(overlay.hidden).toBe(false);
    overlay.click();
    await settle();
    expect(player.state.status).toBe('playing');
    expect(overlay.hidden).toBe(true);
    player.pause();
    expect(overlay.hidden).toBe(false);
  });

  it('at the end it pauses and calls complete once', async () => {
    const complete = vi.fn();
    const { player, element } = setUp({ complete });
    await player.play();
    element.finish();
    expect(player.state.status).toBe('ended');
    expect(element.isPaused()).toBe(true);
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('the popup type is hidden until played, and closing hides and pauses it', async () => {
    const { player, elements, element } = setUp({ type: 'popup', popup: 'popup', closeButton: 'close' });
    expect(player.state.open).toBe(false);
    expect(elements.control('popup').hidden).toBe(true);
    await player.play();
    expect(player.state.open).toBe(true);
    expect(elements.control('popup').hidden).toBe(false);
    elements.control('close').click();
    expect(player.state.open).toBe(false);
    expect(element.isPaused()).toBe(true);
    expect(elements.control('popup').hidden).toBe(true);
  });

  it('autoplays muted where only muted autoplay is allowed, and stays muted when the browser refuses to unmute', async () => {
    const { player, element, clock } = setUp({ autoplay: true }, 'muted-only');
    await settle();
    expect(player.state.status).toBe('playing');
    clock.advance(UNMUTE_DELAY_MS);
    expect(element.isPaused()).toBe(false);
    expect(element.isMuted()).toBe(true);
    expect(player.state).toMatchObject({ status: 'playing', muted: true });
    await settle();
    expect(clock.pending()).toBe(0);
  });

  it('reports a refused play as blocked', async () => {
    const { player } = setUp({}, 'blocked');
    expect(await player.play()).toBe(false);
    expect(player.state).toMatchObject({ status: 'paused', blocked: true });
  });

  it('leaves no timer, listener or registry entry after destroy', async () => {
    const { player, element, clock, registry, elements } = setUp({ overlay: 'o', type: 'popup', popup: 'p', closeButton: 'c' });
    await player.play();
    player.destroy();
    expect(clock.pending()).toBe(0);
    expect(element.listenerCount()).toBe(0);
    expect(elements.control('o').listenerCount()).toBe(0);
    expect(elements.control('c').listenerCount()).toBe(0);
    expect(registry.size).toBe(0);
    expect(element.released).toBe(true);
  });

  it('refuses a player without a uri', () => {
    const ports = mediaFakes();
    let caught: unknown;
    try {
      new VideoPlayer(ports, new PlayerRegistry(), { uri: '', target: 'v' });
    } catch (error) {
      caught = error;
    }
    expect(isCampaignKitError(caught) && caught.code).toBe('INVALID_ARGUMENT');
    expect((caught as Error).message).toBe(MESSAGES.videoUri);
  });
});
