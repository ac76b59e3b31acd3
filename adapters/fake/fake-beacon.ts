import type { BeaconPort } from '../../ports';

/** A beacon a {@link FakeBeacon} took. */
export interface SentBeacon {
  readonly url: string;
  readonly body: string;
}

/**
 * A {@link BeaconPort} for tests: it records what it took, refuses while `accept` is false (as a
 * browser past its 64 KB budget does), and can hand each beacon to a fake server.
 */
export class FakeBeacon implements BeaconPort {
  readonly #sent: SentBeacon[] = [];
  readonly #onSend: ((url: string, body: string) => void) | undefined;
  /** False makes `send` refuse. Defaults to `true`. */
  accept = true;

  /** @param options.onSend - called with each beacon taken, e.g. to deliver it to a fake server. */
  constructor(options: { readonly onSend?: (url: string, body: string) => void } = {}) {
    this.#onSend = options.onSend;
  }

  /** Every beacon taken, oldest first. */
  get sent(): readonly SentBeacon[] {
    return this.#sent;
  }

  /** Records the beacon and returns true, or returns false while `accept` is false. */
  send(url: string, body: string): boolean {
    if (!this.accept) return false;
    this.#sent.push({ url, body });
    this.#onSend?.(url, body);
    return true;
  }
}
