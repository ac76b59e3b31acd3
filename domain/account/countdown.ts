import { BehaviorSubject, type Observable } from 'rxjs';
import type { Cancel, ClockPort } from '../../ports/clock.port';
import { setState, type StateSource } from '../shared/state-source';

/** The resend countdown's state: whole seconds left, 0 when unlocked. */
export interface CountdownState {
  readonly remainingSeconds: number;
}

/** The code countdown defaults to 60 s. */
export const DEFAULT_COUNTDOWN_SECONDS = 60;

/**
 * Locks code sending for a number of seconds, then unlocks (Mobile login).
 * Counts from the clock's time, so a late tick never stretches the lock.
 */
export class Countdown implements StateSource<CountdownState> {
  readonly #state = new BehaviorSubject<CountdownState>({ remainingSeconds: 0 });
  readonly state$: Observable<CountdownState> = this.#state.asObservable();
  #endsAt = 0;
  #cancel: Cancel | undefined;

  constructor(
    readonly clock: ClockPort,
    readonly seconds: number = DEFAULT_COUNTDOWN_SECONDS,
  ) {}

  get state(): CountdownState {
    return this.#state.value;
  }

  get locked(): boolean {
    return this.#state.value.remainingSeconds > 0;
  }

  /** Starts (or restarts) the lock, for `seconds` s (defaults to the constructor's). */
  start(seconds: number = this.seconds): void {
    this.#cancel?.();
    this.#endsAt = this.clock.now() + seconds * 1000;
    this.#tick();
    this.#cancel = this.clock.setInterval(() => this.#tick(), 1000);
  }

  /** Unlocks at once. */
  stop(): void {
    this.#cancel?.();
    this.#cancel = undefined;
    setState(this.#state, { remainingSeconds: 0 });
  }

  #tick(): void {
    const remaining = Math.max(0, Math.ceil((this.#endsAt - this.clock.now()) / 1000));
    if (remaining === 0) this.stop();
    else setState(this.#state, { remainingSeconds: remaining });
  }
}
