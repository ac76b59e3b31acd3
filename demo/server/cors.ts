import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/**
 * The line logged for a call from a page origin that CORS does not answer: the origin, and the flag
 * that lets its pages in. Its browser keeps the answer from the page (the page sees a network
 * error), while the call itself is answered and logged as usual.
 */
export function refusedOriginLine(origin: string, method: string, path: string, preflight: boolean): string {
  const call = `${preflight ? 'preflight for ' : ''}${method} ${path}`;
  if (origin === 'null') return `[cors] ${call} from a page whose origin is null (a file: page or a sandboxed frame), which CORS cannot let in: serve the page over http(s) and start the server with --origin <its origin>`;
  return `[cors] ${call} from ${origin}, which is not an allowed page origin: its browser keeps the answer from the page. Start the server with --origin ${origin} (corsOrigins: ['${origin}'] from code)`;
}

/** Logs {@link refusedOriginLine} for every call (preflights too) whose `Origin` is neither this server's nor one of `origins`. */
export function logRefusedOrigins(origins: readonly string[], log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && origin !== new URL(c.req.url).origin && !origins.includes(origin)) {
      const asked = c.req.method === 'OPTIONS' ? c.req.header('access-control-request-method') : undefined;
      log(refusedOriginLine(origin, asked ?? c.req.method, c.req.path, asked !== undefined));
    }
    await next();
  };
}

/**
 * CORS for the configured page origins only: credentialed requests (the passport's cookies), the
 * request's own headers allowed (the CSRF header among them), `x-tt-logid` readable by the page.
 * Any other origin gets no CORS headers, so its browser keeps the answers from it.
 */
export function corsFor(origins: readonly string[]): MiddlewareHandler {
  if (origins.length === 0) return async (_c, next) => next();
  for (const origin of origins) {
    if (new URL(origin).origin !== origin) throw new Error(`corsOrigins: ${origin} is not an origin (scheme, host and port, no path)`);
  }
  return cors({
    origin: (origin) => (origins.includes(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['x-tt-logid'],
    maxAge: 600,
  });
}
