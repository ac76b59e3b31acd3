import { CampaignKitError, notInitializedMessage } from '../../ports/errors';

/**
 * Holds a component's init options: throws before init ('initialise first') and on a
 * second init ('components throw if initialised twice').
 */
export class InitGuard<T> {
  #value: T | undefined;

  constructor(readonly component: string) {}

  get initialized(): boolean {
    return this.#value !== undefined;
  }

  /** @throws CampaignKitError `ALREADY_INITIALIZED` on a second call. */
  set(value: T): void {
    if (this.#value !== undefined) {
      throw new CampaignKitError('ALREADY_INITIALIZED', `${this.component} is already initialized`);
    }
    this.#value = value;
  }

  /** @throws CampaignKitError `NOT_INITIALIZED` before `set`. */
  get(): T {
    if (this.#value === undefined) {
      throw new CampaignKitError('NOT_INITIALIZED', notInitializedMessage(this.component));
    }
    return this.#value;
  }
}
