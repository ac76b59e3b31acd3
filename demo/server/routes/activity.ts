import { Hono } from 'hono';
import { isRecord, readBody } from '../body';
import { activityAnswer } from '../envelopes';
import { runProcess } from '../processes';
import { sessionUser } from '../session';
import type { ContractStore } from '../store';

/** Activity calls: login check, the processes, the tracking sink. */
export function activityRoutes(store: ContractStore): Hono {
  const routes = new Hono();

  routes.get('/act/:app_id/passport/login_check', (c) => {
    const user = sessionUser(c, store);
    if (!user) return c.json(activityAnswer(0, 'success', { has_login: false }));
    return c.json(
      activityAnswer(0, 'success', {
        has_login: true,
        user_id: Number(user.user_id_str),
        user_id_string: user.user_id_str,
      }),
    );
  });

  routes.post('/act/:app_id/process/exec/v2', async (c) => {
    const body = await readBody(c);
    const request = isRecord(body) ? body : {};
    const activity = store.activity(c.req.param('app_id'), request.activity_id);
    if (!activity) return c.json(activityAnswer(10001, 'activity not found'));

    const processId = request.process_id;
    const kind =
      typeof processId === 'string' && Object.hasOwn(activity.processes, processId)
        ? activity.processes[processId]
        : undefined;
    if (!kind) return c.json(activityAnswer(10002, 'unknown process_id'));

    const args = processArgs(request);
    const data = runProcess(kind, store, sessionUser(c, store), args);
    if (data === 'not-login') return c.json(activityAnswer(10000, 'Not Login!'));
    return c.json(activityAnswer(0, 'success', data));
  });

  // Read as JSON whatever the content type: beacons send their JSON as text/plain. A report sent
  // again (a retry, a beacon) answers success too, and is counted once by its event_id.
  routes.post('/act/:app_id/shark_report', async (c) => {
    store.recordEvent(await readBody(c));
    return c.json(activityAnswer(0, 'success'));
  });

  return routes;
}

/** The process's arguments: `extra_args` (an object), else `front_params` (the same as a JSON string), else none (extra_args or front_params). */
function processArgs(request: Record<string, unknown>): Record<string, unknown> {
  if (isRecord(request.extra_args)) return request.extra_args;
  if (typeof request.front_params !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(request.front_params);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
