import { CampaignKitError } from '../../ports/errors';
import type { GameServer, ServerEnvironment } from './server.types';

/** Server_type 1 is an online (production) server. */
export const ONLINE_SERVER_TYPE = 1;

/**
 * True when the page's host is not production: its name contains `sandbox`, is `localhost` or a
 * loopback address, or ends with one of `internalHosts` (the environment rule).
 * @throws CampaignKitError `INVALID_ARGUMENT` when `internalHosts` is not a list of host names.
 */
export function isNonProductionHost(pageUrl: string, internalHosts: readonly string[] = []): boolean {
  if (!Array.isArray(internalHosts) || internalHosts.some((internal) => typeof internal !== 'string')) {
    throw new CampaignKitError('INVALID_ARGUMENT', `internalHosts needs a list of host names like ['intranet.example.com'], got ${Array.isArray(internalHosts) ? 'a list with an entry that is not text' : typeof internalHosts}`);
  }
  const host = new URL(pageUrl).hostname.toLowerCase();
  if (host.includes('sandbox') || host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]') return true;
  return internalHosts.some((internal) => host === internal.toLowerCase() || host.endsWith(`.${internal.toLowerCase()}`));
}

/**
 * Filters servers by environment:
 * - `sandbox`: only test servers (server_type not 1), on non-production hosts;
 * - `online`: only server_type 1;
 * - `all`: everything, on non-production hosts.
 *
 * On a production host, `sandbox` and `all` show only online servers: test servers never reach
 * production visitors.
 */
export function filterServers<T extends GameServer>(servers: readonly T[], environment: ServerEnvironment, nonProductionHost: boolean): T[] {
  const effective = nonProductionHost ? environment : 'online';
  if (effective === 'all') return [...servers];
  if (effective === 'sandbox') return servers.filter((server) => server.serverType !== ONLINE_SERVER_TYPE);
  return servers.filter((server) => server.serverType === ONLINE_SERVER_TYPE);
}
