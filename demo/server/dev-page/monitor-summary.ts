import type { MonitorBatch } from '../state/monitor-sink';

/** The error kinds monitoring sends (docs/monitoring.md); the other kinds are measurements. */
const ERROR_TYPES = new Set(['js_error', 'resource_error', 'http']);

/** One error as the dev page lists it: all events of the same kind and description together. */
export interface ErrorGroup {
  /** `js_error`, `resource_error` or `http`. */
  readonly kind: string;
  /** What went wrong: `TypeError: x is undefined`, `img https://...`, `GET https://... 500`. */
  readonly what: string;
  /** How many times the pages saw it: each event's `count` (1 where absent), summed. */
  readonly count: number;
  /** Epoch ms of the last batch that brought it. */
  readonly lastAt: number;
}

/** The monitoring collector's batches, summed up for a person. */
export interface MonitorSummary {
  readonly batches: number;
  /** Events counted (each once, however often its batch arrived). */
  readonly events: number;
  /** Events that arrived again and were not counted. */
  readonly repeated: number;
  /** The errors, the one seen last first. */
  readonly errors: readonly ErrorGroup[];
  /** The latest batches, newest first: when, how, and how many events of each `ev_type`. */
  readonly recent: readonly { receivedAt: number; via: string; events: Readonly<Record<string, number>>; repeated: number }[];
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

function describe(event: Readonly<Record<string, unknown>>): string {
  switch (event.ev_type) {
    case 'js_error':
      return [text(event.name), text(event.message)].filter(Boolean).join(': ');
    case 'resource_error':
      return `${text(event.tag)} ${text(event.resource_url)}`;
    default:
      return `${text(event.method)} ${text(event.request_url)} ${text(event.status)}`;
  }
}

/** A deduplicated error's `count` (the repeats it stands for), else 1. */
function occurrences(event: Readonly<Record<string, unknown>>): number {
  return typeof event.count === 'number' && Number.isInteger(event.count) && event.count > 0 ? event.count : 1;
}

/** Sums up `batches` (oldest first): totals, the errors grouped with their counts, and the last `recentCount` batches. */
export function summariseMonitor(batches: readonly MonitorBatch[], recentCount = 20): MonitorSummary {
  const groups = new Map<string, { kind: string; what: string; count: number; lastAt: number }>();
  for (const batch of batches) {
    for (const event of batch.events) {
      if (!ERROR_TYPES.has(text(event.ev_type))) continue;
      const kind = text(event.ev_type);
      const what = describe(event);
      const key = `${kind}\n${what}`;
      const group = groups.get(key) ?? { kind, what, count: 0, lastAt: batch.receivedAt };
      group.count += occurrences(event);
      group.lastAt = batch.receivedAt;
      groups.set(key, group);
    }
  }
  return {
    batches: batches.length,
    events: batches.reduce((sum, batch) => sum + batch.events.length, 0),
    repeated: batches.reduce((sum, batch) => sum + batch.repeated, 0),
    errors: [...groups.values()].sort((a, b) => b.lastAt - a.lastAt),
    recent: batches
      .slice(-recentCount)
      .reverse()
      .map((batch) => ({ receivedAt: batch.receivedAt, via: batch.via, events: countTypes(batch.events), repeated: batch.repeated })),
  };
}

function countTypes(events: readonly Readonly<Record<string, unknown>>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const event of events) counts[text(event.ev_type)] = (counts[text(event.ev_type)] ?? 0) + 1;
  return counts;
}
