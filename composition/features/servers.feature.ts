import { ContainerModule } from 'inversify';
import { ServerService } from '../../domain/servers/server.service';
import type { ServerEnvironment } from '../../domain/servers/server.types';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { SERVICES } from '../tokens';
import { defineFeature, featureOptions } from './define-feature';

/** Options of {@link servers}: the server-list environment. */
export interface ServersOptions {
  /** Defaults to `'online'`. */
  readonly environment?: ServerEnvironment;
  /** Host names that count as non-production beside sandbox and localhost. */
  readonly internalHosts?: readonly string[];
}

/** Game server and role lookup with the environment filter, as `kit.servers`. */
export function servers(options?: ServersOptions) {
  const { environment, internalHosts }: ServersOptions = featureOptions('servers', options);
  const module = new ContainerModule(({ bind }) => {
    bind(SERVICES.Servers)
      .toDynamicValue((ctx) => {
        const settings = resolve(ctx, SERVICES.Settings);
        const service = new ServerService({ http: resolve(ctx, PORTS.Http), page: resolve(ctx, PORTS.Page) });
        service.init({ appId: settings.appId, apiOrigin: settings.apiOrigin, environment, internalHosts });
        return service;
      })
      .inSingletonScope();
  });
  return defineFeature<'servers', { servers: ServerService }>({
    name: 'servers',
    modules: [module],
    members: { servers: (ctx) => ctx.get(SERVICES.Servers) },
  });
}
