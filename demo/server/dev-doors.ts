import { randomBytes } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';

/** The names this machine answers to: the dev doors open only for them (no DNS-rebound host). */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
/** The header, or query parameter, that carries the dev token. */
export const DEV_TOKEN_HEADER = 'x-dev-token';
export const DEV_TOKEN_PARAM = 'dev_token';

/** True for an address only this machine can reach: localhost, 127.0.0.0/8, ::1. */
function isLoopback(address: string): boolean {
  return /^(?:localhost|\[?::1\]?|(?:::ffff:)?127(?:\.\d{1,3}){3})$/i.test(address);
}

/**
 * The origin a server listening on `host` and `port` names itself by: `localhost` for a loopback
 * IPv4 host (`127.0.0.1`, `localhost`), the one name the README and guides use, so that the page and
 * the server share one host name (cookies are per host name, not per address); any other host as
 * it is (an IPv6 one in brackets).
 */
export function originFor(host: string, port: number): string {
  const name = host === '127.0.0.1' || host.toLowerCase() === 'localhost' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * A new dev token when the server listens on `host` other machines can reach (`0.0.0.0`, a LAN
 * address), else undefined: on a loopback host every caller is on this machine.
 */
export function devTokenFor(host: string): string | undefined {
  return isLoopback(host) ? undefined : randomBytes(16).toString('hex');
}

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

/** The connection's remote address; undefined for a request that came in process (`app.request`), not over a socket. */
function callerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** A caller on this machine, or one that sent the dev token. */
async function isTrustedCaller(c: Context, token: string): Promise<boolean> {
  const address = callerAddress(c);
  if (address !== undefined && isLoopback(address)) return true;
  const given = c.req.header(DEV_TOKEN_HEADER) ?? c.req.query(DEV_TOKEN_PARAM);
  return given !== undefined && (await timingSafeEqual(given, token));
}

/**
 * Guards the development doors (`/__dev/...`), which can read SMS codes and change the server:
 * they answer only requests on this machine's names (or the `hosts` the server is bound to) from
 * the demo's own origin. A page on another site is refused whatever it sends: its Origin or
 * Sec-Fetch-Site gives it away, and a `text/plain` body (the one a cross-site form or a no-preflight
 * fetch can send) is refused outright. Tests and scripts calling from Node send neither header.
 * With a `token` (a server other machines can reach), the Host header, which any caller writes,
 * is not enough: the caller must be on this machine (the connection's remote address is a loopback
 * one) or send the token, as the `x-dev-token` header or the `dev_token` query parameter.
 * @param hosts - more host names the doors answer on (the host the demo is bound to). Defaults to none.
 * @param origins - the configured origins of pages served elsewhere (`corsOrigins`), also let through.
 * @param token - the dev token; defaults to none (every caller reaches the server through loopback).
 */
export function devDoorsGuard(hosts: readonly string[] = [], origins: readonly string[] = [], token?: string): MiddlewareHandler {
  const allowed = new Set([...LOOPBACK_HOSTS, ...hosts.map((host) => host.toLowerCase())]);
  const pages = new Set(origins);
  return async (c, next) => {
    const reason = refusal(c.req.raw, allowed, pages);
    if (reason) return c.json({ message: reason }, 403);
    if (token !== undefined && !(await isTrustedCaller(c, token))) {
      return c.json({ message: `the dev doors answer callers on this machine, or with the dev token printed at start (${DEV_TOKEN_HEADER} header or ${DEV_TOKEN_PARAM} parameter)` }, 403);
    }
    await next();
  };
}
