import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
import { isRecord } from './body';
import type { CallLog } from './state/call-log';
import type { ContractStore } from './store';

/**
 * One `METHOD path status ms` line per call, also kept in `calls`, and a fresh `x-tt-logid` header
 * on every answer. GET calls to the `unlogged` paths are neither printed nor kept: the dev page's
 * once-a-second read would drown the calls a person watches for.
 */
export function logCalls(log: (line: string) => void, calls: CallLog, now: () => number, unlogged: ReadonlySet<string> = new Set()): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    c.header('x-tt-logid', makeLogId());
    await next();
    if (c.req.method === 'GET' && unlogged.has(c.req.path)) return;
    const call = { at: now(), method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) };
    calls.record(call);
    log(`${call.method} ${call.path} ${call.status} ${call.ms}ms`);
  };
}

/** Like the real ids: a yyyyMMddHHmmss timestamp followed by random hex. */
function makeLogId(): string {
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  return stamp + randomBytes(10).toString('hex').toUpperCase();
}

/** Answers a call as `/__dev/next-response` asked, once; the dev doors themselves are never forced. */
export function forcedResponses(store: ContractStore): MiddlewareHandler {
  return async (c, next) => {
    const forced = c.req.path.startsWith('/__dev/') ? undefined : store.takeForced(c.req.path, await processIdOf(c.req.raw, store));
    if (!forced) return next();
    if (forced.delayMs) await new Promise((resolve) => setTimeout(resolve, forced.delayMs));
    if (forced.cut) {
      await next();
      const text = await c.res.text();
      const headers = new Headers(c.res.headers);
      headers.delete('content-length');
      c.res = new Response(text.slice(0, Math.floor(text.length / 2)), { status: c.res.status, headers });
      return;
    }
    if (forced.status === undefined && forced.body === undefined) return next();
    const status = forced.status ?? 200;
    return forced.body === undefined
      ? c.body(null, status as StatusCode)
      : c.json(forced.body, status as ContentfulStatusCode);
  };
}

/** The `process_id` of a process call, read from a copy of its body, when a forced answer waits for one. */
async function processIdOf(request: Request, store: ContractStore): Promise<string | undefined> {
  if (!request.url.includes('/process/exec/') || !store.forced.some((forced) => forced.processId !== undefined)) return undefined;
  const body: unknown = await request.clone().json().catch(() => undefined);
  return isRecord(body) && typeof body.process_id === 'string' ? body.process_id : undefined;
}
