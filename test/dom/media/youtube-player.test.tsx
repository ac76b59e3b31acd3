import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { YOUTUBE_API_URL } from '../../../domain/media/youtube-player';
import { YouTubePlayer } from '../../../ui-react/media/youtube-player';
import { renderWithKit } from '../support/render';
import { createMediaKit } from './media-kit';

afterEach(cleanup);

const flush = () => act(async () => {});

describe('YouTubePlayer', () => {
  it('says it is loading, retries every 100 ms until the API is ready, builds the player in its box, and removes it on unmount', async () => {
    const { kit, youtube } = createMediaKit();
    kit.scriptLoader.succeed(YOUTUBE_API_URL);
    const { container, unmount } = renderWithKit(kit, <YouTubePlayer videoId="abc" title="预告片" />);
    await flush();
    expect(screen.getByRole('status').textContent).toBe('视频加载中…');
    act(() => kit.clock.advance(300));
    expect(youtube.checks).toBe(4);
    youtube.ready = true;
    act(() => kit.clock.advance(100));
    await flush();
    expect(screen.queryByRole('status')).toBeNull();
    expect(youtube.players).toHaveLength(1);
    expect(container.querySelector('.ck-youtube__frame')?.contains(youtube.players[0]!.target as Node)).toBe(true);
    expect(youtube.players[0]!.config).toMatchObject({ videoId: 'abc', autoplay: false, controls: true, limitedUi: true });
    unmount();
    expect(youtube.players[0]!.calls).toEqual(['destroy']);
    expect(kit.clock.pending()).toBe(0);
  });

  it('says when the API did not load', async () => {
    const { kit } = createMediaKit();
    kit.scriptLoader.fail(YOUTUBE_API_URL);
    renderWithKit(kit, <YouTubePlayer videoId="abc" title="预告片" />);
    await flush();
    await flush();
    expect(screen.getByRole('status').textContent).toBe('视频加载失败，请稍后重试');
  });

  it('stops retrying when unmounted before the API is ready', async () => {
    const { kit, youtube } = createMediaKit();
    kit.scriptLoader.succeed(YOUTUBE_API_URL);
    const { unmount } = renderWithKit(kit, <YouTubePlayer videoId="abc" title="t" />);
    await flush();
    act(() => kit.clock.advance(150));
    unmount();
    const checks = youtube.checks;
    kit.clock.advance(1000);
    expect(youtube.checks).toBe(checks);
    expect(kit.clock.pending()).toBe(0);
  });
});
