import { isRecord } from '../body';
import { COLLECTION_CAPS, dropOldest } from './limits';

/** A shark_report body as it arrived, counted once. */
export interface ReportedEvent {
  /** Epoch ms of its first arrival. */
  receivedAt: number;
  /** The JSON body as posted. */
  body: unknown;
}

/** A counted report and how many times it arrived (a retry or a beacon sends one again). */
export interface ReportDeliveries extends ReportedEvent {
  /** `shark_params.params.event_id`, absent for a report that carried none. */
  eventId?: string;
  /** How many times it arrived, 1 or more. */
  deliveries: number;
}

/** The event id a report carries, if any. */
function eventIdOf(body: unknown): string | undefined {
  const params = isRecord(body) && isRecord(body.shark_params) ? body.shark_params.params : undefined;
  return isRecord(params) && typeof params.event_id === 'string' ? params.event_id : undefined;
}

/**
 * The tracking sink: counts each `event_id` once however often it arrives; a report without one
 * is counted each time, as nothing tells two apart. It keeps the newest
 * `COLLECTION_CAPS.reports` (state/limits.ts); an event_id dropped with its report counts again if it comes back.
 */
export class ReportSink {
  readonly #reports: ReportDeliveries[] = [];
  readonly #byId = new Map<string, ReportDeliveries>();

  /** Takes one arrival; true when it was counted, false for an event_id already counted. */
  record(body: unknown, now: number): boolean {
    const eventId = eventIdOf(body);
    const known = eventId === undefined ? undefined : this.#byId.get(eventId);
    if (known) {
      known.deliveries += 1;
      return false;
    }
    const report: ReportDeliveries = { ...(eventId === undefined ? {} : { eventId }), deliveries: 1, receivedAt: now, body };
    this.#reports.push(report);
    if (eventId !== undefined) this.#byId.set(eventId, report);
    for (const dropped of dropOldest(this.#reports, COLLECTION_CAPS.reports)) if (dropped.eventId !== undefined) this.#byId.delete(dropped.eventId);
    return true;
  }

  /** Every counted report, first arrival first. */
  get reports(): readonly ReportDeliveries[] {
    return this.#reports;
  }

  /** Every counted report's body and first arrival, oldest first. */
  get events(): ReportedEvent[] {
    return this.#reports.map(({ receivedAt, body }) => ({ receivedAt, body }));
  }
}
