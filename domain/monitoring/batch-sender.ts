import type { BeaconPort } from '../../ports/beacon.port';
import type { Cancel } from '../../ports/clock.port';
import type { CampaignKitError } from '../../ports/errors';
import type { HttpPort } from '../../ports/http.port';
import type { RandomPort } from '../../ports/random.port';
import { backoffMs, mayPassLater, retryAfterMs } from '../shared/retry';
import { callFailure } from './call-failure';
import type { MonitoringClock, MonitoringFailure } from './monitoring.types';

/** Batches waiting to go, at most (1000 events); past it the oldest is dropped. */
export const MAX_QUEUED_BATCHES = 50;
/** Requests in flight at once, at most (a browser opens 6 connections per origin: the page keeps the rest). */
export const MAX_IN_FLIGHT = 4;
/** Tries per batch: after the third failure it is given up. */
export const MAX_ATTEMPTS = 3;

/** A batch's body, as sent. */
export type BatchBody = {
  readonly common: Readonly<Record<string, unknown>>;
  readonly list: readonly unknown[];
};

/** The ports the sender works on. */
export interface SenderPorts {
  readonly http: HttpPort;
  readonly clock: MonitoringClock;
  readonly random: RandomPort;
  readonly beacon?: BeaconPort;
}

/** The counts the sender keeps: events sent (in a batch confirmed or beaconed) and dropped, batches sent. */
export interface SenderCounts {
  sent: number;
  batches: number;
  dropped: number;
}

interface Batch {
  readonly body: BatchBody;
  attempts: number;
  /** Handed to the beacon: counted as sent, never retried. */
  beaconed?: boolean;
}

/**
 * Sends monitoring batches to the collector: up to {@link MAX_IN_FLIGHT} requests at once; a
 * batch that met a failure that may pass later (network, timeout, 408, 429, 5xx) is tried again
 * (at most {@link MAX_ATTEMPTS} times in all) after the backoff (or the server's Retry-After), and
 * no request starts in the meantime; any other status gives it up. While the page is away (hidden
 * or left) every batch not yet confirmed goes by beacon, and none by request: the one way out for
 * both a full batch and what is left as the page goes. Kept in memory only: a monitor loses what a
 * closing page could not beacon, by design. Never throws.
 */
export class BatchSender {
  readonly #ports: SenderPorts;
  readonly #url: string;
  readonly #counts: SenderCounts;
  readonly #failed: (failure: MonitoringFailure) => void;
  readonly #flying = new Set<Batch>();
  #queue: Batch[] = [];
  #away = false;
  #resume: Cancel | undefined;
  #failures = 0;

  /**
   * @param url - the collect address, query included.
   * @param counts - updated as batches go or are dropped.
   * @param failed - told of each failed attempt.
   */
  constructor(ports: SenderPorts, url: string, counts: SenderCounts, failed: (failure: MonitoringFailure) => void) {
    this.#ports = ports;
    this.#url = url;
    this.#counts = counts;
    this.#failed = failed;
  }

  /** Queues a batch and sends it as soon as the rules allow. */
  add(body: BatchBody): void {
    this.#queue.push({ body, attempts: 0 });
    if (this.#queue.length > MAX_QUEUED_BATCHES) this.#counts.dropped += this.#queue.shift()!.body.list.length;
    this.#pump();
  }

  /** Away (the page hidden or left): what is not confirmed goes by beacon, now and until the page is back. */
  setAway(away: boolean): void {
    this.#away = away;
    this.#pump();
  }

  #pump(): void {
    const { beacon } = this.#ports;
    if (!this.#away) {
      while (!this.#resume && this.#flying.size < MAX_IN_FLIGHT && this.#queue.length > 0) void this.#send(this.#queue.shift()!);
    } else if (beacon) {
      for (const batch of [...this.#flying, ...this.#queue]) {
        if (!batch.beaconed && beacon.send(this.#url, JSON.stringify(batch.body))) {
          batch.beaconed = true;
          this.#sent(batch);
        }
      }
      this.#queue = this.#queue.filter((batch) => !batch.beaconed);
    }
  }

  #sent({ body }: Batch): void {
    this.#counts.sent += body.list.length;
    this.#counts.batches += 1;
  }

  async #send(batch: Batch): Promise<void> {
    const { http, clock, random } = this.#ports;
    this.#flying.add(batch);
    let error: CampaignKitError | undefined;
    let retryAfter: number | undefined;
    try {
      const { status, headers } = await http.request({ method: 'POST', url: this.#url, body: batch.body });
      if (status < 200 || status > 299) {
        error = callFailure(status, undefined, headers['x-tt-logid']);
        retryAfter = retryAfterMs(headers['retry-after'], clock.now());
      }
    } catch (cause) {
      error = callFailure(0, cause);
    }
    this.#flying.delete(batch);
    const events = batch.body.list.length;
    if (batch.beaconed) {
      // The beacon took it while the request was on its way: counted then, and the collector counts its events once.
    } else if (!error) {
      this.#failures = 0;
      this.#sent(batch);
    } else if (mayPassLater(error) && ++batch.attempts < MAX_ATTEMPTS) {
      const wait = retryAfter ?? backoffMs(++this.#failures, random);
      this.#queue.unshift(batch);
      this.#resume?.();
      this.#resume = clock.setTimeout(() => {
        this.#resume = undefined;
        this.#pump();
      }, wait);
      this.#failed({ error, events, retryInMs: wait });
    } else {
      this.#counts.dropped += events;
      this.#failed({ error, events });
    }
    this.#pump();
  }
}
