import { ContainerModule } from 'inversify';
import { LocationService } from '../../domain/location/location.service';
import { MailService } from '../../domain/mail/mail.service';
import { ServerService } from '../../domain/servers/server.service';
import type { ServerEnvironment } from '../../domain/servers/server.types';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { SERVICES } from '../tokens';

/** `CampaignKitOptions.servers`: the server-list environment (SPEC §6). */
export interface ServersOptions {
  /** Defaults to `'online'`. */
  readonly environment?: ServerEnvironment;
  /** Host names that count as non-production beside sandbox and localhost. */
  readonly internalHosts?: readonly string[];
}

/** Binds game server and role lookup, the location lookup and email collection. */
export const serversModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Servers)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const servers = new ServerService({ http: resolve(ctx, PORTS.Http), page: resolve(ctx, PORTS.Page) });
      servers.init({ appId: options.appId, apiOrigin: options.apiOrigin, environment: options.servers?.environment, internalHosts: options.servers?.internalHosts });
      return servers;
    })
    .inSingletonScope();
  bind(SERVICES.Location)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const location = new LocationService({ http: resolve(ctx, PORTS.Http) });
      location.init({ appId: options.appId, activityId: options.activityId, apiOrigin: options.apiOrigin });
      return location;
    })
    .inSingletonScope();
  bind(SERVICES.Mail)
    .toDynamicValue((ctx) => new MailService({ http: resolve(ctx, PORTS.Http) }, resolve(ctx, SERVICES.Options).apiOrigin))
    .inSingletonScope();
});
