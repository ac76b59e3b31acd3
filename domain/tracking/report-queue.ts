import type { Cancel } from '../../ports/clock.port';
import { CampaignKitError } from '../../ports/errors';
import { backoffMs } from '../shared/retry';
import { MAX_STORED_REPORTS, readReports, writeReports, type QueuedReport, type StoredReports } from './report-store';
import { sendReport } from './send-report';
import type { TrackingFailure, TrackingPorts } from './tracking.types';

/** Local messages (the error catalogue has none for these). */
const QUEUE_FULL = 'report dropped: queue full';
const NOT_JSON = 'report dropped: not JSON';

interface Entry extends QueuedReport {
  readonly done?: (delivered: boolean) => void;
  beaconed?: boolean;
}

/**
 * Delivers reports at least once, so that with their event ids the server counts each once:
 * a report is kept (in memory and local storage) until the server confirms it or refuses it for
 * good. Reports go one request at a time, oldest first; after a failure every request waits for
 * the backoff (or the server's Retry-After). While the page is out of view they go by beacon.
 */
export class ReportQueue {
  readonly #ports: Omit<TrackingPorts, 'page'>;
  readonly #publish: (failure: TrackingFailure) => void;
  #entries: Entry[] = [];
  #adopted = false;
  #away = false;
  #sending: Entry | undefined;
  #failures = 0;
  #resume: Cancel | undefined;

  /** @param publish - hears every failed attempt (with `retryInMs` when it will be retried) and every report given up. */
  constructor(ports: Omit<TrackingPorts, 'page'>, publish: (failure: TrackingFailure) => void) {
    this.#ports = ports;
    this.#publish = publish;
  }

  /** Reports dropped unsent because the queue was full, across visits. */
  get dropped(): number {
    return readReports(this.#ports.storage).dropped;
  }

  /** Queues a report; resolves true once the server confirmed it, false when it was refused or dropped. Never rejects. */
  add(queued: QueuedReport): Promise<boolean> {
    try {
      JSON.stringify(queued.body);
    } catch (cause) {
      this.#publish({ event: queued.label, error: new CampaignKitError('INVALID_ARGUMENT', NOT_JSON, { cause }) });
      return Promise.resolve(false);
    }
    return new Promise((done) => {
      this.#entries.push({ ...queued, done });
      let gone: QueuedReport[] = [];
      this.#store((saved) => {
        saved.reports.push(queued);
        gone = saved.reports.splice(0, saved.reports.length - MAX_STORED_REPORTS);
        saved.dropped += gone.length;
      });
      for (const entry of this.#entries.filter((entry) => gone.some((old) => old.id === entry.id))) {
        this.#forget(entry, false);
        this.#publish({ event: entry.label, error: new CampaignKitError('NETWORK', QUEUE_FULL, { data: { dropped: this.dropped } }) });
      }
      this.#pump();
    });
  }

  /** Takes up, once per page, the reports earlier visits left in storage, if `admit` allows; else forgets them. */
  adopt(admit: () => Promise<boolean>): void {
    if (this.#adopted) return;
    this.#adopted = true;
    const leftovers = readReports(this.#ports.storage).reports.filter((stored) => !this.#entries.some((entry) => entry.id === stored.id));
    if (leftovers.length > 0) {
      void admit().then((allowed) => {
        if (allowed) this.#entries.unshift(...leftovers);
        else this.#store((saved) => (saved.reports = saved.reports.filter((stored) => !leftovers.some((left) => left.id === stored.id))));
        this.#pump();
      });
    }
  }

  /** The page left view: every unconfirmed report goes by beacon (once), and no request starts until {@link back}. */
  leave(): void {
    this.#away = true;
    this.#pump();
  }

  /** The page is in view again: what is unconfirmed, beaconed or not, goes by request (the server counts it once). */
  back(): void {
    this.#away = false;
    for (const entry of this.#entries) entry.beaconed = false;
    this.#pump();
  }

  #pump(): void {
    const { beacon } = this.#ports;
    if (this.#away && beacon) {
      for (const entry of this.#entries) entry.beaconed ||= beacon.send(entry.url, JSON.stringify(entry.body));
    } else if (!this.#sending && !this.#resume && this.#entries[0]) {
      void this.#send(this.#entries[0]);
    }
  }

  async #send(entry: Entry): Promise<void> {
    const { http, clock, random } = this.#ports;
    this.#sending = entry;
    const delivery = await sendReport(http, entry, () => clock.now());
    this.#sending = undefined;
    const kept = this.#entries.includes(entry);
    if (!delivery.ok && delivery.retry) {
      const wait = delivery.retryAfterMs ?? backoffMs(++this.#failures, random);
      this.#resume = clock.setTimeout(() => {
        this.#resume = undefined;
        this.#pump();
      }, wait);
      if (kept) {
        // To the back of the line: a report the server keeps failing must not hold up the others.
        this.#entries = [...this.#entries.filter((other) => other !== entry), entry];
        this.#publish({ event: entry.label, error: delivery.error, retryInMs: wait });
      }
    } else {
      // Confirmed or refused, the server answered: there is no outage left to back off from.
      this.#failures = 0;
      if (kept) {
        this.#forget(entry, delivery.ok);
        if (!delivery.ok) this.#publish({ event: entry.label, error: delivery.error });
      }
    }
    this.#pump();
  }

  #forget(entry: Entry, delivered: boolean): void {
    this.#entries = this.#entries.filter((other) => other !== entry);
    this.#store((saved) => (saved.reports = saved.reports.filter((stored) => stored.id !== entry.id)));
    entry.done?.(delivered);
  }

  /** Reads, changes and writes the stored reports (a read-modify-write, so tabs sharing them keep each other's). */
  #store(change: (saved: StoredReports) => void): void {
    const saved = readReports(this.#ports.storage);
    change(saved);
    writeReports(this.#ports.storage, saved);
  }
}
