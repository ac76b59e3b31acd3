import { describe, expect, it } from 'vitest';
import { NAV_BAR_SWIPE_PX, NavBarSwipe } from '../../../domain/device/nav-bar-swipe';
import { FakeTouch } from '../../../adapters/fake/fake-touch';
import { WindowTouchAdapter } from '../../../adapters/browser/window-touch.adapter';
import type { VerticalTouch } from '../../../ports/touch.port';

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

describe('NavBarSwipe.listen (SPEC §9) over a touch port', () => {
  it("follows the port's swipes: 20 px up hides, 20 px down shows, 19 px does nothing", () => {
    const touch = new FakeTouch();
    const nav = new NavBarSwipe(NAV_BAR_SWIPE_PX, touch);
    nav.listen();
    touch.swipe(400, 381);
    expect(nav.state.visible).toBe(true);
    touch.swipe(400, 380);
    expect(nav.state.visible).toBe(false);
    touch.swipe(200, 219);
    expect(nav.state.visible).toBe(false);
    touch.swipe(200, 220);
    expect(nav.state.visible).toBe(true);
  });

  it('keeps one gesture from start to end: small moves add up to a swipe', () => {
    const touch = new FakeTouch();
    const nav = new NavBarSwipe(NAV_BAR_SWIPE_PX, touch);
    nav.listen();
    touch.start(500);
    touch.move(490);
    touch.move(481);
    expect(nav.state.visible).toBe(true);
    touch.move(478);
    expect(nav.state.visible).toBe(false);
    touch.end();
    touch.move(600);
    expect(nav.state.visible).toBe(false);
  });

  it('stops following once stopped, detaching from the port and ending the gesture', () => {
    const touch = new FakeTouch();
    const nav = new NavBarSwipe(NAV_BAR_SWIPE_PX, touch);
    const stop = nav.listen();
    expect(touch.listeners).toBe(1);
    touch.start(300);
    stop();
    expect(touch.listeners).toBe(0);
    nav.move(200);
    touch.swipe(300, 200);
    expect(nav.state.visible).toBe(true);
  });

  it('refuses to listen without a touch port', () => {
    expect(() => new NavBarSwipe().listen()).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'the nav bar needs a touch port to listen to' }));
  });
});

describe('WindowTouchAdapter', () => {
  const touchEvent = (type: string, ys: number[]) => Object.assign(new Event(type), { touches: ys.map((clientY) => ({ clientY })) });

  it("reads the first finger's clientY from touchstart and touchmove, and ends on touchend and touchcancel", () => {
    const target = new EventTarget();
    const seen: VerticalTouch[] = [];
    const stop = new WindowTouchAdapter(target).onVerticalTouch((touch) => seen.push(touch));
    target.dispatchEvent(touchEvent('touchstart', [300, 50]));
    target.dispatchEvent(touchEvent('touchmove', [270]));
    target.dispatchEvent(touchEvent('touchmove', []));
    target.dispatchEvent(touchEvent('touchend', []));
    target.dispatchEvent(touchEvent('touchcancel', []));
    stop();
    target.dispatchEvent(touchEvent('touchstart', [10]));
    expect(seen).toEqual([{ phase: 'start', y: 300 }, { phase: 'move', y: 270 }, { phase: 'end' }, { phase: 'end' }]);
  });

  it('drives a nav bar from real events', () => {
    const target = new EventTarget();
    const nav = new NavBarSwipe(NAV_BAR_SWIPE_PX, new WindowTouchAdapter(target));
    nav.listen();
    target.dispatchEvent(touchEvent('touchstart', [300]));
    target.dispatchEvent(touchEvent('touchmove', [279]));
    expect(nav.state.visible).toBe(false);
  });

  it('hears nothing, and fails nothing, without a window', () => {
    const seen: VerticalTouch[] = [];
    const stop = new WindowTouchAdapter(undefined).onVerticalTouch((touch) => seen.push(touch));
    expect(() => stop()).not.toThrow();
    expect(seen).toEqual([]);
  });
});
