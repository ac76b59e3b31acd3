import { Store, type StateSource } from '../shared/state-source';

/** SPEC §9: a swipe of 20 px shows or hides the nav bar in the game browser. */
export const NAV_BAR_SWIPE_PX = 20;

/** Whether the game browser's nav bar shows. */
export interface NavBarState {
  readonly visible: boolean;
}

/**
 * The game browser's nav bar (SPEC §9): a vertical swipe of at least 20 px hides it (finger
 * moving up, page scrolling down) or shows it (finger moving down). Feed it the touch positions;
 * render `state.visible`.
 * @example
 * ```ts
 * const nav = new NavBarSwipe();
 * window.addEventListener('touchstart', (e) => nav.start(e.touches[0].clientY));
 * window.addEventListener('touchmove', (e) => nav.move(e.touches[0].clientY));
 * ```
 */
export class NavBarSwipe implements StateSource<NavBarState> {
  readonly #store = new Store<NavBarState>({ visible: true });
  readonly #threshold: number;
  #startY: number | undefined;
  readonly state$ = this.#store.state$;

  /** @param thresholdPx - Defaults to `20` px (SPEC §9). */
  constructor(thresholdPx = NAV_BAR_SWIPE_PX) {
    this.#threshold = thresholdPx;
  }

  get state(): NavBarState {
    return this.#store.state;
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
    if (visible !== this.#store.state.visible) this.#store.set({ visible });
    this.#startY = y;
  }

  /** The touch ended. */
  end(): void {
    this.#startY = undefined;
  }
}
