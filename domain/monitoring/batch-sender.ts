import type { BeaconPort } from '../../ports/beacon.port';
import type { Cancel, ClockPort } from '../../ports/clock.port';
import type { HttpPort } from '../../ports/http.port';
import type { RandomPort } from '../../ports/random.port';
import { backoffMs, retryAfterMs } from '../tracking/backoff';
import { requestFailure, statusFailure } from './call-failure';
import type { MonitoringFailure } from './monitoring.types';

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
  readonly clock: ClockPort;
  readonly random: RandomPort;
  readonly beacon?: BeaconPort;
}

interface Batch {
  readonly body: BatchBody;
  attempts: number;
  /** Handed to the beacon: counted as sent, never retried. */
  beaconed?: boolean;
}

/** What the sender tells its owner: events sent (a batch confirmed or beaconed), dropped, and each failed attempt. */
export interface SenderListener {
  sent(events: number): void;
  dropped(events: number): void;
  failed(failure: MonitoringFailure): void;
}

/**
 * Sends monitoring batches to the collector: up to {@link MAX_IN_FLIGHT} requests at once; a
 * batch that met a network failure, a timeout, 408, 429 or 5xx is tried again (at most
 * {@link MAX_ATTEMPTS} times in all) after tracking's backoff (or the server's Retry-After), and
 * no request starts in the meantime; any other status gives it up. While the page is out of view
 * every batch not yet confirmed goes by beacon, and none by request. Kept in memory only: a
 * monitor loses what a closing page could not beacon, by design. Never throws.
 */
export class BatchSender {
  readonly #ports: SenderPorts;
  readonly #url: string;
  readonly #listener: SenderListener;
  readonly #flying = new Set<Batch>();
  #queue: Batch[] = [];
  #away = false;
  #resume: Cancel | undefined;
  #failures = 0;

  /** @param url - the collect address, query included. */
  constructor(ports: SenderPorts, url: string, listener: SenderListener) {
    this.#ports = ports;
    this.#url = url;
    this.#listener = listener;
  }

  /** Queues a batch and sends it as soon as the rules allow. */
  add(body: BatchBody): void {
    this.#queue.push({ body, attempts: 0 });
    if (this.#queue.length > MAX_QUEUED_BATCHES) this.#listener.dropped(this.#queue.shift()!.body.list.length);
    this.#pump();
  }

  /** The page left view: what is not confirmed goes by beacon, now and until {@link back}. */
  leave(): void {
    this.#away = true;
    this.#pump();
  }

  /** The page is in view again: batches go by request. */
  back(): void {
    this.#away = false;
    this.#pump();
  }

  #pump(): void {
    const { beacon } = this.#ports;
    if (this.#away) {
      if (!beacon) return;
      for (const batch of [...this.#flying, ...this.#queue]) {
        if (!batch.beaconed && beacon.send(this.#url, JSON.stringify(batch.body))) {
          batch.beaconed = true;
          this.#listener.sent(batch.body.list.length);
        }
      }
      this.#queue = this.#queue.filter((batch) => !batch.beaconed);
      return;
    }
    while (!this.#resume && this.#flying.size < MAX_IN_FLIGHT && this.#queue.length > 0) void this.#send(this.#queue.shift()!);
  }

  async #send(batch: Batch): Promise<void> {
    const { http, clock, random } = this.#ports;
    const events = batch.body.list.length;
    this.#flying.add(batch);
    let error: unknown;
    let retry = true;
    let retryAfter: number | undefined;
    try {
      const { status, headers } = await http.request({ method: 'POST', url: this.#url, body: batch.body });
      if (status < 200 || status > 299) {
        error = statusFailure(status, headers['x-tt-logid']);
        retry = status >= 500 || status === 408 || status === 429;
        retryAfter = retryAfterMs(headers['retry-after'], clock.now());
      }
    } catch (cause) {
      error = requestFailure(cause);
    }
    this.#flying.delete(batch);
    if (batch.beaconed) {
      // The beacon took it while the request was on its way: counted then, and the collector counts its events once.
    } else if (!error) {
      this.#failures = 0;
      this.#listener.sent(events);
    } else if (retry && ++batch.attempts < MAX_ATTEMPTS) {
      const wait = retryAfter ?? backoffMs(++this.#failures, random);
      this.#queue.unshift(batch);
      this.#resume?.();
      this.#resume = clock.setTimeout(() => {
        this.#resume = undefined;
        this.#pump();
      }, wait);
      this.#listener.failed({ error, events, retryInMs: wait });
    } else {
      this.#listener.dropped(events);
      this.#listener.failed({ error, events });
    }
    this.#pump();
  }
}
