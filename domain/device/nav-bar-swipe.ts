import { BehaviorSubject, type Observable } from 'rxjs';
import { CampaignKitError } from '../../ports/errors';
import type { TouchPort } from '../../ports/touch.port';
import { setState, type StateSource } from '../shared/state-source';

/** A swipe of 20 px shows or hides the nav bar in the game browser. */
export const NAV_BAR_SWIPE_PX = 20;

/** Whether the game browser's nav bar shows. */
export interface NavBarState {
  readonly visible: boolean;
}

/**
 * The game browser's nav bar: a vertical swipe of at least 20 px hides it (finger
 * moving up, page scrolling down) or shows it (finger moving down). Given a {@link TouchPort},
 * `listen()` feeds it the page's touches; otherwise feed it the positions by hand. Render
 * `state.visible`.
 * @example
 * ```ts
 * const nav = new NavBarSwipe(NAV_BAR_SWIPE_PX, new WindowTouchAdapter());
 * const stop = nav.listen();
 * nav.state$.subscribe(({ visible }) => bar.classList.toggle('hidden', !visible));
 * ```
 */
export class NavBarSwipe implements StateSource<NavBarState> {
  readonly #state = new BehaviorSubject<NavBarState>({ visible: true });
  readonly #threshold: number;
  readonly #touch: TouchPort | undefined;
  #startY: number | undefined;
  readonly state$: Observable<NavBarState> = this.#state.asObservable();

  /**
   * @param thresholdPx - Defaults to `20` px.
   * @param touch - The page's touch input `listen()` follows.
   */
  constructor(thresholdPx = NAV_BAR_SWIPE_PX, touch?: TouchPort) {
    this.#threshold = thresholdPx;
    this.#touch = touch;
  }

  /**
   * Follows the touch port's gestures (start, move, end) until the returned function is called;
   * stopping also ends a gesture in progress.
   * @throws CampaignKitError `INVALID_ARGUMENT` when the nav bar was built without a touch port.
   */
  listen(): () => void {
    if (!this.#touch) throw new CampaignKitError('INVALID_ARGUMENT', 'the nav bar needs a touch port to listen to');
    const stop = this.#touch.onVerticalTouch((touch) => {
      if (touch.phase === 'start') this.start(touch.y);
      else if (touch.phase === 'move') this.move(touch.y);
      else this.end();
    });
    return () => {
      stop();
      this.end();
    };
  }

  get state(): NavBarState {
    return this.#state.value;
  }

  /** A touch began at `y` px. */
  start(y: number): void {
    this.#startY = y;
  }

  /** The touch moved to `y` px; a swipe of the threshold or more toggles the bar and starts a new swipe there. */
  move(y: number): void {
    if (this.#startY === undefined) return;
    const delta = y - this.#startY;
    if (Math.abs(delta) < this.#threshold) return;
    const visible = delta > 0;
    if (visible !== this.#state.value.visible) setState(this.#state, { visible });
    this.#startY = y;
  }

  /** The touch ended. */
  end(): void {
    this.#startY = undefined;
  }
}
