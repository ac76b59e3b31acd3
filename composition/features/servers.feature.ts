import { ServerService } from '../../domain/servers/server.service';
import type { ServerEnvironment } from '../../domain/servers/server.types';
import type { Feature } from '../feature';
import { featureOptions } from './feature-options';

/** Options of {@link servers}: the server-list environment. */
export interface ServersOptions {
  /** Defaults to `'online'`. */
  readonly environment?: ServerEnvironment;
  /** Host names that count as non-production beside sandbox and localhost. */
  readonly internalHosts?: readonly string[];
}

/** Game server and role lookup with the environment filter, as `kit.servers`. */
export function servers(options?: ServersOptions): Feature<'servers', { servers: ServerService }> {
  const { environment, internalHosts }: ServersOptions = featureOptions('servers', options);
  return {
    name: 'servers',
    members: {
      servers: ({ ports, settings }) => {
        return new ServerService({ http: ports.http, page: ports.page }, { appId: settings.appId, apiOrigin: settings.apiOrigin, environment, internalHosts });
      },
    },
  };
}
