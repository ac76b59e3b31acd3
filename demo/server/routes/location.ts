import { Hono } from 'hono';
import { activityAnswer } from '../envelopes';
import type { PlatformState } from '../state/platform-state';
import type { ContractStore } from '../store';

/** The location lookup: GET /act/{app_id}/location/geonameids?activity_id&type=1. */
export function locationRoutes(store: ContractStore, platform: PlatformState): Hono {
  const routes = new Hono();
  routes.get('/act/:app_id/location/geonameids', (c) => {
    if (!store.activity(c.req.param('app_id'), c.req.query('activity_id'))) return c.json(activityAnswer(10001, 'activity not found'));
    if (c.req.query('type') !== '1') return c.json(activityAnswer(1, 'type must be 1'));
    return c.json(activityAnswer(0, 'success', platform.seed.location));
  });
  return routes;
}
