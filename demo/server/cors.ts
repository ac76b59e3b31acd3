import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

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
