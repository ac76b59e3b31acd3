import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { VideoPlayer } from '../../../ui-react/media/video-player';
import { expectAxeClean } from '../content/support/axe';
import { renderWithKit } from '../support/render';
import { createMediaKit } from './media-kit';

afterEach(cleanup);

const flush = () => act(async () => {});
const video = (container: HTMLElement, index = 0) => container.querySelectorAll('video')[index] as HTMLVideoElement;

describe('VideoPlayer', () => {
  it('starts paused and muted behind a play button; playing unmutes after 200 ms; a click on the playing video pauses it', async () => {
    const { kit, elements } = createMediaKit();
    const { container } = renderWithKit(kit, <VideoPlayer uri="/clip.webm" caption="Trailer" />);
    await flush();
    const element = elements.mediaFor(video(container));
    expect(element.isMuted()).toBe(true);
    expect(element.settings.objectFit).toBe('cover');
    expect(container.querySelector('.ck-video--landscape')).not.toBeNull();
    expect(video(container).hasAttribute('playsinline')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '播放视频' }));
    await flush();
    expect(element.isPaused()).toBe(false);
    act(() => kit.clock.advance(199));
    expect(element.isMuted()).toBe(true);
    act(() => kit.clock.advance(1));
    expect(element.isMuted()).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '暂停视频' }));
    expect(element.isPaused()).toBe(true);
    expect(screen.getByRole('button', { name: '播放视频' })).toBeTruthy();
  });

  it('playing a second player pauses the first', async () => {
    const { kit, elements } = createMediaKit();
    const { container } = renderWithKit(
      kit,
      <>
        <VideoPlayer uri="/a.webm" />
        <VideoPlayer uri="/b.webm" />
      </>,
    );
    await flush();
    const [first, second] = screen.getAllByRole('button', { name: '播放视频' });
    fireEvent.click(first!);
    await flush();
    fireEvent.click(second!);
    await flush();
    expect(elements.mediaFor(video(container, 0)).isPaused()).toBe(true);
    expect(elements.mediaFor(video(container, 1)).isPaused()).toBe(false);
    expect(screen.getAllByRole('button', { name: '播放视频' })).toHaveLength(1);
  });

  it('calls onComplete at the end and shows the play button again', async () => {
    const { kit, elements } = createMediaKit();
    const onComplete = vi.fn();
    const { container } = renderWithKit(kit, <VideoPlayer uri="/a.webm" onComplete={onComplete} />);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '播放视频' }));
    await flush();
    act(() => elements.mediaFor(video(container)).finish());
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '播放视频' })).toBeTruthy();
  });

  it('the popup type is hidden until played, closes on Escape and on its close button, and gives focus back', async () => {
    const { kit, elements } = createMediaKit();
    const { container } = renderWithKit(kit, <VideoPlayer type="popup" uri="/trailer.webm" caption="预告片" />);
    await flush();
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: '播放视频' });
    opener.focus();
    fireEvent.click(opener);
    await flush();
    const dialog = screen.getByRole('dialog', { name: '预告片' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '关闭视频' }));
    expect(elements.mediaFor(video(container)).isPaused()).toBe(false);
    await expectAxeClean(container);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(elements.mediaFor(video(container)).isPaused()).toBe(true);
    expect(document.activeElement).toBe(opener);

    fireEvent.click(opener);
    await flush();
    fireEvent.click(screen.getByRole('button', { name: '关闭视频' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('speaks English and takes portrait, contain, loop and controls', async () => {
    const { kit, elements } = createMediaKit();
    const { container } = renderWithKit(
      kit,
      <WidgetLanguage language="en">
        <VideoPlayer uri="/a.webm" orientation="portrait" objectFit="contain" loop controls />
      </WidgetLanguage>,
    );
    await flush();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
    expect(container.querySelector('.ck-video--portrait')).not.toBeNull();
    expect(elements.mediaFor(video(container)).settings).toMatchObject({ objectFit: 'contain', loop: true, controls: true });
    await expectAxeClean(container);
  });

  it('leaves no timer or listener after unmount', async () => {
    const { kit, elements } = createMediaKit();
    const { container, unmount } = renderWithKit(kit, <VideoPlayer uri="/a.webm" />);
    await flush();
    const element = elements.mediaFor(video(container));
    fireEvent.click(screen.getByRole('button', { name: '播放视频' }));
    await flush();
    unmount();
    expect(kit.clock.pending()).toBe(0);
    expect(element.listenerCount()).toBe(0);
    expect(kit.media.registry.size).toBe(0);
  });
});
