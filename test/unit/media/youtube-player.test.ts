import { describe, expect, it, vi } from 'vitest';
import { PlayerRegistry } from '../../../domain/media/player-registry';
import { VideoPlayer } from '../../../domain/media/video-player';
import { YOUTUBE_API_URL, YouTubePlayer } from '../../../domain/media/youtube-player';
import { YOUTUBE_RETRY_MS } from '../../../domain/media/media-timing';
import { mediaFakes, settle } from './media-fakes';

describe('YouTubePlayer', () => {
  it('loads the IFrame API through the script loader, then retries creation every 100 ms until the API is ready', async () => {
    const ports = mediaFakes();
    ports.scriptLoader.succeed(YOUTUBE_API_URL);
    const player = new YouTubePlayer(ports, new PlayerRegistry(), { videoId: 'abc', target: 'box' });
    await settle();
    expect(ports.scriptLoader.loads.map((load) => load.url)).toEqual([YOUTUBE_API_URL]);
    expect(ports.youtube.checks).toBe(1);
    ports.clock.advance(YOUTUBE_RETRY_MS - 1);
    expect(ports.youtube.checks).toBe(1);
    ports.clock.advance(1);
    expect(ports.youtube.checks).toBe(2);
    ports.clock.advance(YOUTUBE_RETRY_MS * 3);
    expect(ports.youtube.checks).toBe(5);
    expect(YOUTUBE_RETRY_MS).toBe(100);
    expect(player.state.status).toBe('loading');
    ports.youtube.ready = true;
    ports.clock.advance(YOUTUBE_RETRY_MS);
    await player.ready;
    expect(player.state.status).toBe('ready');
    expect(ports.youtube.players).toHaveLength(1);
    expect(ports.clock.pending()).toBe(0);
  });

  it('builds with the autoplay, controls and limited-UI options (defaults: no autoplay, controls, limited UI)', async () => {
    const ports = mediaFakes();
    ports.scriptLoader.succeed(YOUTUBE_API_URL);
    ports.youtube.ready = true;
    const defaults = new YouTubePlayer(ports, new PlayerRegistry(), { videoId: 'a', target: 'one' });
    const chosen = new YouTubePlayer(ports, new PlayerRegistry(), { videoId: 'b', target: 'two', autoplay: true, controls: false, limitedUi: false });
    await Promise.all([defaults.ready, chosen.ready]);
    expect(ports.youtube.players.map(({ config: { videoId, autoplay, controls, limitedUi, muted } }) => ({ videoId, autoplay, controls, limitedUi, muted }))).toEqual([
      { videoId: 'a', autoplay: false, controls: true, limitedUi: true, muted: false },
      { videoId: 'b', autoplay: true, controls: false, limitedUi: false, muted: true },
    ]);
  });

  it('loads the page\'s pinned address with its integrity hash', async () => {
    const ports = mediaFakes();
    const pinned = { url: 'https://cdn.example.com/iframe_api.js', integrity: 'sha384-abc' };
    ports.scriptLoader.succeed(pinned.url);
    ports.youtube.ready = true;
    await new YouTubePlayer(ports, new PlayerRegistry(), { videoId: 'a', target: 't' }, pinned).ready;
    expect(ports.scriptLoader.loads[0]?.url).toBe(pinned.url);
  });

  it('playing pauses the other players; the end calls complete', async () => {
    const ports = mediaFakes();
    ports.scriptLoader.succeed(YOUTUBE_API_URL);
    ports.youtube.ready = true;
    const registry = new PlayerRegistry();
    const video = new VideoPlayer(ports, registry, { uri: 'a.webm', target: 'v' });
    const complete = vi.fn();
    const youtube = new YouTubePlayer(ports, registry, { videoId: 'a', target: 't', complete });
    await youtube.ready;
    await video.play();
    ports.youtube.players[0]?.emit('playing');
    expect(video.state.status).toBe('paused');
    expect(youtube.state.playing).toBe(true);
    await video.play();
    expect(ports.youtube.players[0]?.calls).toContain('pause');
    ports.youtube.players[0]?.emit('ended');
    expect(complete).toHaveBeenCalledTimes(1);
  });

  it('is failed when the script does not load', async () => {
    const ports = mediaFakes();
    ports.scriptLoader.fail(YOUTUBE_API_URL);
    const player = new YouTubePlayer(ports, new PlayerRegistry(), { videoId: 'a', target: 't' });
    await player.ready;
    expect(player.state.status).toBe('failed');
  });

  it('unmounting stops the retries and removes the player', async () => {
    const ports = mediaFakes();
    ports.scriptLoader.succeed(YOUTUBE_API_URL);
    const registry = new PlayerRegistry();
    const waiting = new YouTubePlayer(ports, registry, { videoId: 'a', target: 't' });
    await settle();
    ports.clock.advance(250);
    waiting.destroy();
    await waiting.ready;
    expect(ports.clock.pending()).toBe(0);
    const checks = ports.youtube.checks;
    ports.clock.advance(1000);
    expect(ports.youtube.checks).toBe(checks);
    ports.youtube.ready = true;
    const built = new YouTubePlayer(ports, registry, { videoId: 'b', target: 'u' });
    await built.ready;
    built.destroy();
    expect(ports.youtube.players[0]?.calls).toEqual(['destroy']);
    expect(registry.size).toBe(0);
  });
});
