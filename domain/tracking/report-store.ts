import type { StoragePort } from '../../ports/storage.port';

/** A report waiting for the server's confirmation, as it is kept in memory and in local storage. */
export interface QueuedReport {
  /** Unique per report: 32 hex characters, sent as `shark_params.params.event_id` so a report sent twice is counted once. */
  readonly id: string;
  /** The full shark_report address it goes to. */
  readonly url: string;
  /** The event name (or `shark_report`), for the failure listeners. */
  readonly label: string;
  /** The request body. */
  readonly body: Readonly<Record<string, unknown>>;
}

/** What local storage keeps (`campaign-kit:tracking_reports` in a browser), shared by the visits and tabs of one browser. */
export interface StoredReports {
  /** The unconfirmed reports, oldest first. */
  reports: QueuedReport[];
  /** How many reports were dropped unsent because the store was full, across visits. */
  dropped: number;
}

/** How many reports local storage keeps at most; past it the oldest are dropped (and counted). */
export const MAX_STORED_REPORTS = 100;

const KEY = 'tracking_reports';

/**
 * The stored reports. Never throws: what cannot be read (bad JSON, another shape, a failing
 * storage) counts as nothing stored, and entries of another shape are left out.
 */
export function readReports(storage: StoragePort): StoredReports {
  try {
    const { reports, dropped } = storage.get<Partial<StoredReports>>('local', KEY) ?? {};
    return {
      reports: Array.isArray(reports)
        ? reports.filter((stored: Partial<QueuedReport> | null) => typeof stored?.id === 'string' && typeof stored.url === 'string' && typeof stored.label === 'string' && stored.body?.constructor === Object)
        : [],
      dropped: Number.isSafeInteger(dropped) && dropped! > 0 ? dropped! : 0,
    };
  } catch {
    return { reports: [], dropped: 0 };
  }
}

/** Stores `saved`; a storage that refuses it (full, blocked) is left alone: the reports still live in the page's memory. */
export function writeReports(storage: StoragePort, saved: StoredReports): void {
  try {
    storage.set('local', KEY, saved);
  } catch {
    // Nothing to do: see above.
  }
}
