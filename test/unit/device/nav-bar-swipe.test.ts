import { describe, expect, it } from 'vitest';
import { NavBarSwipe } from '../../../domain/device/nav-bar-swipe';

describe('NavBarSwipe (SPEC §9: 20 px swipe in the game browser)', () => {
  it('hides on a 20 px swipe up and shows on a 20 px swipe down, not on less', () => {
    const nav = new NavBarSwipe();
    const seen: boolean[] = [];
    nav.state$.subscribe((state) => seen.push(state.visible));
    nav.start(300);
    nav.move(281);
    expect(nav.state.visible).toBe(true);
    nav.move(280);
    expect(nav.state.visible).toBe(false);
    nav.end();
    nav.start(100);
    nav.move(119);
    expect(nav.state.visible).toBe(false);
    nav.move(120);
    expect(nav.state.visible).toBe(true);
    expect(seen).toEqual([true, false, true]);
  });

  it('ignores moves without a touch start', () => {
    const nav = new NavBarSwipe();
    nav.move(0);
    nav.move(500);
    expect(nav.state.visible).toBe(true);
  });
});
