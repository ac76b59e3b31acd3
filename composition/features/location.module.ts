import { ContainerModule } from 'inversify';
import { LocationService } from '../../domain/location/location.service';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { SERVICES } from '../tokens';

/** The location lookup, shared by `location` and `tracking` (the Location fields). */
export const locationModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Location)
    .toDynamicValue((ctx) => {
      const settings = resolve(ctx, SERVICES.Settings);
      const location = new LocationService({ http: resolve(ctx, PORTS.Http) });
      location.init({ appId: settings.appId, activityId: settings.activityId, apiOrigin: settings.apiOrigin });
      return location;
    })
    .inSingletonScope();
});
