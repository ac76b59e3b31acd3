import { Hono } from 'hono';
import { isRecord, readBody } from '../body';
import type { ContractConfig, ContractStore, ForcedResponse } from '../store';

const isNumberIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && value >= min && value <= max;

/** A config change from a request body, or what is wrong with it. */
function parseConfig(body: unknown): Partial<ContractConfig> | string {
  if (!isRecord(body)) return 'expected a JSON object';
  const { captchaRate, codeTtlMs } = body;
  if (captchaRate !== undefined && !isNumberIn(captchaRate, 0, 1)) return 'captchaRate must be a number in 0..1';
  if (codeTtlMs !== undefined && !isNumberIn(codeTtlMs, 1, Number.MAX_SAFE_INTEGER)) {
    return 'codeTtlMs must be a positive number of ms';
  }
  return { ...(captchaRate !== undefined && { captchaRate }), ...(codeTtlMs !== undefined && { codeTtlMs }) };
}

function parseForced(body: unknown): ForcedResponse | string {
  if (!isRecord(body)) return 'expected a JSON object';
  const { path, processId, status, delayMs, cut } = body;
  if (path !== undefined && typeof path !== 'string') return 'path must be a string';
  if (processId !== undefined && typeof processId !== 'string') return 'processId must be a string';
  if (cut !== undefined && typeof cut !== 'boolean') return 'cut must be true or false';
  if (cut && (status !== undefined || body.body !== undefined)) return 'a cut answer is the call\'s own: no status or body';
  if (status !== undefined && !(Number.isInteger(status) && isNumberIn(status, 200, 599))) {
    return 'status must be an integer in 200..599';
  }
  if (delayMs !== undefined && !isNumberIn(delayMs, 0, 600_000)) return 'delayMs must be 0..600000';
  return { path, processId, status, delayMs, body: body.body, ...(cut && { cut }) };
}

/** Development doors (`/__dev/...`): the tests and a person at the keyboard use the same ones. */
export function devRoutes(store: ContractStore): Hono {
  const routes = new Hono();

  routes.get('/sms/:mobile', (c) => {
    const sent = store.codes.lastSent(c.req.param('mobile'));
    if (!sent) return c.json({ message: 'no code sent to this mobile' }, 404);
    return c.json({ mobile: sent.mobile, code: sent.code, expiresAt: sent.expiresAt });
  });

  routes.get('/captcha/:mobile', (c) => {
    const answer = store.codes.pendingCaptcha(c.req.param('mobile'));
    if (answer === undefined) return c.json({ message: 'no captcha pending for this mobile' }, 404);
    return c.json({ answer });
  });

  routes.get('/events', (c) => c.json(store.events));

  routes.get('/reports', (c) => c.json(store.reports.reports));

  routes.post('/config', async (c) => {
    const change = parseConfig(await readBody(c));
    if (typeof change === 'string') return c.json({ message: change }, 400);
    Object.assign(store.config, change);
    return c.json(store.config);
  });

  routes.post('/next-response', async (c) => {
    const forced = parseForced(await readBody(c));
    if (typeof forced === 'string') return c.json({ message: forced }, 400);
    return c.json({ queued: store.forceNext(forced) });
  });

  routes.post('/reset', (c) => {
    store.reset();
    return c.json({ reset: true });
  });

  return routes;
}
