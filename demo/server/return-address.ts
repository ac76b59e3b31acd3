import type { Context } from 'hono';

/**
 * True when `address` is an absolute address on this server's own origin or on one of `origins`
 * (the configured page origins, `corsOrigins`): the only places the contract server sends a
 * browser back to. Origins are compared exactly (scheme, host and port).
 * @param origins - more origins allowed besides the server's own. Defaults to none.
 */
export function isReturnAddress(c: Context, address: string | undefined, origins: readonly string[] = []): address is string {
  if (address === undefined) return false;
  try {
    const { origin } = new URL(address);
    return origin === new URL(c.req.url).origin || origins.includes(origin);
  } catch {
    return false;
  }
}

/**
 * Where a logout sends the browser: `address` (a path resolves against this server) when
 * {@link isReturnAddress} allows it, else this server's origin root. A foreign address
 * (`https://evil.example/`, `//evil.example`, `javascript:`) is never followed.
 * @param log - receives a line naming a refused address.
 * @returns an absolute address.
 */
export function logoutReturn(c: Context, address: string, origins: readonly string[], log: (line: string) => void): string {
  const own = new URL(c.req.url);
  let resolved: string | undefined;
  try {
    resolved = new URL(address, own).href;
  } catch {
    resolved = undefined;
  }
  if (isReturnAddress(c, resolved, origins)) return resolved;
  log(`[logout] ${address} is not on ${[own.origin, ...origins].join(' or ')}; going to ${own.origin}/`);
  return `${own.origin}/`;
}
