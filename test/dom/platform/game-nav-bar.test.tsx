import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { version } from 'react';
import { createTestKit } from '../../../composition/testing';
import { GameNavBar } from '../../../ui-react/nav-bar/game-nav-bar';
import { renderWithKit } from '../support/render';

afterEach(cleanup);

// A hidden bar has no accessible name (aria-hidden), so the tests find it by its class.
const bar = () => document.querySelector<HTMLElement>('nav.ck-nav-bar')!;
const hidden = () => bar().classList.contains('ck-nav-bar--hidden');

describe('GameNavBar (SPEC §9: shown or hidden on a 20 px swipe)', () => {
  it('shows at first, slides away on a 20 px swipe up and comes back on a 20 px swipe down', () => {
    const kit = createTestKit();
    renderWithKit(kit, <GameNavBar>星河预约</GameNavBar>);
    expect(screen.getByRole('navigation', { name: '导航栏' }).textContent).toBe('星河预约');
    expect(hidden()).toBe(false);

    act(() => kit.touch.swipe(400, 381));
    expect(hidden()).toBe(false);
    act(() => kit.touch.swipe(400, 380));
    expect(hidden()).toBe(true);
    expect(bar().getAttribute('aria-hidden')).toBe('true');
    expect(bar().hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('navigation')).toBeNull();

    act(() => kit.touch.swipe(100, 120));
    expect(hidden()).toBe(false);
    expect(bar().hasAttribute('aria-hidden')).toBe(false);
    expect(bar().hasAttribute('inert')).toBe(false);
  });

  it('ignores swipes while inactive (outside the game browser)', () => {
    const kit = createTestKit();
    renderWithKit(kit, <GameNavBar active={false}>星河预约</GameNavBar>);
    expect(kit.touch.listeners).toBe(0);
    act(() => kit.touch.swipe(400, 300));
    expect(hidden()).toBe(false);
  });

  it('stops listening to touches when it goes away', () => {
    const kit = createTestKit();
    const { unmount } = renderWithKit(kit, <GameNavBar label="游戏导航">星河预约</GameNavBar>);
    expect(screen.getByRole('navigation', { name: '游戏导航' })).toBeTruthy();
    expect(kit.touch.listeners).toBe(1);
    unmount();
    expect(kit.touch.listeners).toBe(0);
  });

  it(`hides with the inert attribute and no React warning (React ${version})`, () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const kit = createTestKit();
      renderWithKit(
        kit,
        <GameNavBar>
          <a href="#top">top</a>
        </GameNavBar>,
      );
      act(() => kit.touch.swipe(400, 380));
      expect(bar().hasAttribute('inert')).toBe(true);
      act(() => kit.touch.swipe(100, 120));
      expect(bar().hasAttribute('inert')).toBe(false);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
