import { Hono } from 'hono';
import { readBody } from '../body';
import { activityAnswer } from '../envelopes';
import type { ContractStore } from '../store';

/** The monitoring collector's path (docs/monitoring.md). */
export const COLLECT_PATH = '/monitor_browser/collect/batch/';

/**
 * The monitoring collector ("a collect path"): batches of events, read as JSON whatever
 * their content type (beacons send text/plain), each event counted once.
 */
export function monitoringRoutes(store: ContractStore, now: () => number): Hono {
  const routes = new Hono();
  routes.post(COLLECT_PATH, async (c) => {
    const via = /^application\/json\b/i.test(c.req.header('content-type') ?? '') ? 'request' : 'beacon';
    const outcome = store.monitor.record(c.req.query(), await readBody(c), via, now());
    if (typeof outcome === 'string') return c.json(activityAnswer(1, outcome), 400);
    return c.json(activityAnswer(0, 'success', outcome));
  });
  return routes;
}

/** `GET /__dev/monitor`: every batch the collector took, oldest first. */
export function monitorDevRoutes(store: ContractStore): Hono {
  const routes = new Hono();
  routes.get('/monitor', (c) => c.json(store.monitor.batches));
  return routes;
}
