import { isRecord } from '../body';
import { COLLECTION_CAPS, dropOldest } from './limits';

/** How a batch arrived: by request (`application/json`) or by beacon (`text/plain`, as `sendBeacon` and keepalive fetches send it). */
export type BatchVia = 'request' | 'beacon';

/** One monitoring batch as the collector took it. */
export interface MonitorBatch {
  /** Epoch ms of its arrival. */
  readonly receivedAt: number;
  readonly via: BatchVia;
  /** The collect address's query (`aid`, `app_id`). */
  readonly query: Readonly<Record<string, string>>;
  /** The batch's `common` fields (aid, app_id, activity_id, view_id, user_agent, sdk). */
  readonly common: Readonly<Record<string, unknown>>;
  /** Its events counted now, in order. */
  readonly events: readonly Record<string, unknown>[];
  /** Its events counted already, from an earlier arrival (a retried batch, a beacon sent while its request was on its way). */
  readonly repeated: number;
}

/** What is wrong with a collect call, or undefined when it is well formed. */
function problem(query: Readonly<Record<string, string>>, body: unknown): string | undefined {
  if (!query.app_id) return 'app_id is required';
  if (!isRecord(body) || !isRecord(body.common) || !Array.isArray(body.list)) return 'expected a JSON body { common, list }';
  if (typeof body.common.view_id !== 'string' || body.common.view_id === '') return 'common.view_id is required';
  if (body.list.length === 0) return 'list is empty';
  if (!body.list.every((event) => isRecord(event) && typeof event.ev_type === 'string' && Number.isInteger(event.seq))) return 'every event needs ev_type and seq';
  return undefined;
}

/**
 * The monitoring collector's store: every batch that arrived, each event counted once by its page
 * load (`common.view_id`) and number (`seq`) however often it arrives. It keeps the newest
 * `COLLECTION_CAPS.monitorBatches` (state/limits.ts); the events of a dropped batch count again if they come back.
 */
export class MonitorSink {
  readonly #batches: MonitorBatch[] = [];
  readonly #seen = new Set<string>();

  /**
   * Takes one collect call.
   * @returns the counts, or what is wrong with the call (nothing is kept then).
   */
  record(query: Readonly<Record<string, string>>, body: unknown, via: BatchVia, now: number): { accepted: number; repeated: number } | string {
    const wrong = problem(query, body);
    if (wrong) return wrong;
    const { common, list } = body as { common: Record<string, unknown>; list: Record<string, unknown>[] };
    const events = list.filter((event) => {
      const key = `${String(common.view_id)}:${String(event.seq)}`;
      if (this.#seen.has(key)) return false;
      this.#seen.add(key);
      return true;
    });
    this.#batches.push({ receivedAt: now, via, query, common, events, repeated: list.length - events.length });
    for (const dropped of dropOldest(this.#batches, COLLECTION_CAPS.monitorBatches)) {
      for (const event of dropped.events) this.#seen.delete(`${String(dropped.common.view_id)}:${String(event.seq)}`);
    }
    return { accepted: events.length, repeated: list.length - events.length };
  }

  /** Every batch taken, oldest first. */
  get batches(): readonly MonitorBatch[] {
    return this.#batches;
  }
}
