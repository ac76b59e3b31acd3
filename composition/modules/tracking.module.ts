import { ContainerModule } from 'inversify';
import { TrackingService } from '../../domain/tracking/tracking.service';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';
import { consentGateFor } from './consent.module';

/** Binds event reporting; it is initialised only when the options ask for tracking, and then looks up the visitor's location for the SPEC §3 Location fields. */
export const trackingModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Tracking)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const tracking = new TrackingService({
        http: resolve(ctx, PORTS.Http),
        page: resolve(ctx, PORTS.Page),
        storage: resolve(ctx, PORTS.Storage),
        random: resolve(ctx, PORTS.Random),
        clock: resolve(ctx, PORTS.Clock),
      }, { consentGate: consentGateFor(ctx, 'tracking'), location: resolveOptional(ctx, SERVICES.Location) });
      if (options.tracking) {
        tracking.init({
          appId: options.appId,
          activityId: options.activityId,
          apiOrigin: options.apiOrigin,
          aid: options.aid,
          zone: options.tracking.zone,
          activityType: options.tracking.activityType,
          channelAppId: options.tracking.channelAppId,
          pageId: options.tracking.pageId,
        });
      }
      return tracking;
    })
    .inSingletonScope();
});
