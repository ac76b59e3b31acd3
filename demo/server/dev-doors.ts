import type { MiddlewareHandler } from 'hono';

/** The names this machine answers to: the dev doors open only for them (no DNS-rebound host). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** Why a dev-door call was refused, or undefined when it may go through. */
function refusal(request: Request, hosts: ReadonlySet<string>, origins: ReadonlySet<string>): string | undefined {
  const own = new URL(request.url);
  if (!hosts.has(own.hostname)) return `the dev doors answer only on ${[...hosts].join(', ')}, not ${own.hostname}`;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== own.origin && !origins.has(origin)) return `the dev doors answer only the demo's own origin ${own.origin} and the configured origins, not ${origin}`;
  const site = request.headers.get('sec-fetch-site');
  const fromConfigured = origin !== null && origins.has(origin);
  if (site !== null && site !== 'same-origin' && site !== 'none' && !fromConfigured) return `the dev doors answer only same-origin requests, not ${site}`;
  const type = request.headers.get('content-type');
  if (type !== null && !/^application\/json\b/i.test(type)) return `the dev doors take JSON bodies only, not ${type}`;
  return undefined;
}

/**
 * Guards the development doors (`/__dev/...`), which can read SMS codes and change the server:
 * they answer only requests on this machine's names (or the `hosts` the server is bound to) from
 * the demo's own origin. A page on another site is refused whatever it sends: its Origin or
 * Sec-Fetch-Site gives it away, and a `text/plain` body (the one a cross-site form or a no-preflight
 * fetch can send) is refused outright. Tests and scripts calling from Node send neither header.
 * @param hosts - more host names the doors answer on (the host the demo is bound to). Defaults to none.
 * @param origins - the configured origins of pages served elsewhere (`corsOrigins`), also let through.
 */
export function devDoorsGuard(hosts: readonly string[] = [], origins: readonly string[] = []): MiddlewareHandler {
  const allowed = new Set([...LOOPBACK_HOSTS, ...hosts.map((host) => host.toLowerCase())]);
  const pages = new Set(origins);
  return async (c, next) => {
    const reason = refusal(c.req.raw, allowed, pages);
    if (reason) return c.json({ message: reason }, 403);
    await next();
  };
}
