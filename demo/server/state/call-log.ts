import { COLLECTION_CAPS, dropOldest } from './limits';

/** One call the server answered, as its log line tells it. */
export interface LoggedCall {
  /** Epoch ms when the answer was ready. */
  readonly at: number;
  readonly method: string;
  /** The path, without the query. */
  readonly path: string;
  readonly status: number;
  /** How long the answer took, in ms. */
  readonly ms: number;
}

/** How many calls the log keeps; older ones are dropped first. */
export const CALL_LOG_SIZE = COLLECTION_CAPS.calls;

/** The latest calls the server answered, for the dev page (the console has them all). */
export class CallLog {
  readonly #calls: LoggedCall[] = [];

  record(call: LoggedCall): void {
    this.#calls.push(call);
    dropOldest(this.#calls, CALL_LOG_SIZE);
  }

  /** The calls kept, oldest first. */
  get calls(): readonly LoggedCall[] {
    return this.#calls;
  }
}
