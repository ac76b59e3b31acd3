import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode, StatusCode } from 'hono/utils/http-status';
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
    const forced = c.req.path.startsWith('/__dev/') ? undefined : store.takeForced(c.req.path);
    if (!forced) return next();
    if (forced.delayMs) await new Promise((resolve) => setTimeout(resolve, forced.delayMs));
    if (forced.status === undefined && forced.body === undefined) return next();
    const status = forced.status ?? 200;
    return forced.body === undefined
      ? c.body(null, status as StatusCode)
      : c.json(forced.body, status as ContentfulStatusCode);
  };
}
