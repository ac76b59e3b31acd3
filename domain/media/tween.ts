import type { Cancel } from '../../ports/clock.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import { easingOf, type Easing, type EasingName } from './easing';
import { runFrames } from './frame-loop';
import { TWEEN_DURATION_MS, TWEEN_STEPS } from './media-timing';
import type { AnimationPorts } from './media.types';

/** Options of a tween. */
export interface TweenOptions {
  /** Defaults to `0`. */
  readonly from?: number;
  /** Defaults to `1`. */
  readonly to?: number;
  /** The whole run, in ms. Defaults to `1000` ms. */
  readonly duration?: number;
  /** An easing name (`'easeOutCubic'`) or function. Defaults to `'linear'`. */
  readonly easing?: EasingName | Easing;
  /** Starts again from `from` after each run, without completing. Defaults to `false`. */
  readonly loop?: boolean;
  /** Called at each new step with the value and the progress (0.01 to 1). */
  readonly update?: (value: number, progress: number) => void;
  /** Called once the value reached `to` (never while looping). */
  readonly complete?: () => void;
  /** Starting this tween stops the group's others. Optional. */
  readonly group?: TweenGroup;
}

/** Tweens of which one runs at a time: starting one stops the others. */
export class TweenGroup {
  readonly #members = new Set<Tween>();

  /** @internal A member started. */
  started(tween: Tween): void {
    for (const other of [...this.#members]) if (other !== tween) other.stop();
    this.#members.add(tween);
  }

  /** @internal A member stopped. */
  stopped(tween: Tween): void {
    this.#members.delete(tween);
  }

  /** Stops every running member. */
  stopAll(): void {
    for (const tween of [...this.#members]) tween.stop();
  }
}

/**
 * A value moving from `from` to `to` in 100 equal steps of time over `duration`, on the
 * clock's frames: each frame reports the step reached, if it is new. With reduced motion a run
 * jumps to `to` at once and completes.
 * @throws CampaignKitError `INVALID_ARGUMENT` for a duration that is not a positive number or an unknown easing.
 */
export class Tween {
  readonly #ports: AnimationPorts;
  readonly #options: TweenOptions;
  readonly #easing: Easing;
  readonly #duration: number;
  #stopFrames: Cancel | undefined;
  #step = 0;

  constructor(ports: AnimationPorts, options: TweenOptions = {}) {
    const duration = options.duration ?? TWEEN_DURATION_MS;
    if (!(typeof duration === 'number' && duration > 0 && Number.isFinite(duration))) {
      throw new CampaignKitError('INVALID_ARGUMENT', `${MESSAGES.tweenDuration}${String(duration)}`);
    }
    this.#ports = ports;
    this.#options = options;
    this.#duration = duration;
    this.#easing = easingOf(options.easing);
  }

  /** True between `start()` and the end (or `stop()`). */
  get running(): boolean {
    return this.#stopFrames !== undefined;
  }

  /** The last step reported, 0 to 100. */
  get step(): number {
    return this.#step;
  }

  /** Runs from `from` (again, if running); stops the group's other tweens. */
  start(): void {
    this.#cancel();
    this.#options.group?.started(this);
    this.#step = 0;
    if (this.#ports.environment.prefersReducedMotion()) {
      this.#report(TWEEN_STEPS);
      this.#finish();
      return;
    }
    const stepMs = this.#duration / TWEEN_STEPS;
    this.#stopFrames = runFrames(this.#ports.clock, (elapsed) => {
      const step = Math.min(TWEEN_STEPS, Math.floor(elapsed / stepMs + 1e-9));
      if (step > this.#step) this.#report(step);
      if (step < TWEEN_STEPS) return true;
      if (this.#options.loop) {
        this.start();
        return false;
      }
      this.#stopFrames = undefined;
      this.#finish();
      return false;
    });
  }

  /** Stops where it is, without completing. */
  stop(): void {
    this.#cancel();
    this.#options.group?.stopped(this);
  }

  #report(step: number): void {
    this.#step = step;
    const { from = 0, to = 1 } = this.#options;
    const progress = step / TWEEN_STEPS;
    this.#options.update?.(from + (to - from) * this.#easing(progress), progress);
  }

  #finish(): void {
    this.#options.group?.stopped(this);
    this.#options.complete?.();
  }

  #cancel(): void {
    this.#stopFrames?.();
    this.#stopFrames = undefined;
  }
}
