import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WidgetLanguage } from '../../../ui-react/i18n/widget-language';
import { MusicToggle } from '../../../ui-react/media/music-toggle';
import { expectAxeClean } from '../content/support/axe';
import { renderWithKit } from '../support/render';
import { createMediaKit } from './media-kit';

afterEach(cleanup);

const flush = () => act(async () => {});

describe('MusicToggle (useSound)', () => {
  it('plays and pauses on click, pressed and with the playing class while playing', async () => {
    const { kit } = createMediaKit();
    const { container } = renderWithKit(kit, <MusicToggle uri="/bgm.ogg" />);
    await flush();
    const toggle = screen.getByRole('button', { name: '背景音乐' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    await flush();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.classList.contains('playing')).toBe(true);
    await expectAxeClean(container);
    fireEvent.click(toggle);
    await flush();
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.classList.contains('playing')).toBe(false);
  });

  it('pauses while the page is hidden and resumes when shown', async () => {
    const { kit } = createMediaKit();
    renderWithKit(kit, <MusicToggle uri="/bgm.ogg" />);
    await flush();
    const toggle = screen.getByRole('button', { name: '背景音乐' });
    fireEvent.click(toggle);
    await flush();
    act(() => kit.page.setVisible(false));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    act(() => kit.page.setVisible(true));
    await flush();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('with autoClick, a start the browser refuses waits for the first click, and says so', async () => {
    const { kit, elements, environment } = createMediaKit({ policy: 'blocked' });
    renderWithKit(
      kit,
      <WidgetLanguage language="en">
        <MusicToggle uri="/bgm.ogg" autoClick playingClass="on" />
      </WidgetLanguage>,
    );
    await flush();
    const toggle = screen.getByRole('button', { name: 'Background music' });
    expect(toggle.getAttribute('title')).toBe('Click anywhere on the page to play the music');
    elements.activate();
    act(() => environment.click());
    await flush();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.classList.contains('on')).toBe(true);
  });

  it('stops the music and its listeners on unmount', async () => {
    const { kit, elements, environment } = createMediaKit({ policy: 'blocked' });
    const { unmount } = renderWithKit(kit, <MusicToggle uri="/bgm.ogg" autoClick />);
    await flush();
    unmount();
    expect(elements.audios[0]?.listenerCount()).toBe(0);
    expect(elements.audios[0]?.released).toBe(true);
    expect(environment.waitingCount()).toBe(0);
  });
});
