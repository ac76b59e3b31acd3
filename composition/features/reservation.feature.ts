import { ContainerModule } from 'inversify';
import { ReservationService } from '../../domain/reservation/reservation.service';
import type { ProcessIds } from '../../domain/reservation/reservation.types';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';
import { defineFeature } from './define-feature';

/** Options of {@link reservation}. */
export interface ReservationOptions {
  /** Process ids of the reservation kit. Defaults to `DEFAULT_PROCESS_IDS`. */
  readonly processIds?: Partial<ProcessIds>;
}

/**
 * The reservation kit with invite (share) codes and the milestone counter: `kit.reservation`
 * (SPEC §4, §7). Needs `account()`: reserving requires a logged-in visitor.
 */
export function reservation(options: ReservationOptions = {}) {
  const module = new ContainerModule(({ bind }) => {
    bind(SERVICES.Reservation)
      .toDynamicValue((ctx) => {
        const settings = resolve(ctx, SERVICES.Settings);
        const tracking = resolveOptional(ctx, FEATURE_OPTIONS.Tracking);
        const service = new ReservationService({ http: resolve(ctx, PORTS.Http), page: resolve(ctx, PORTS.Page), login: resolve(ctx, SERVICES.Account) });
        service.init({
          appId: settings.appId,
          activityId: settings.activityId,
          apiOrigin: settings.apiOrigin,
          processIds: options.processIds,
          context: tracking ? { channelAppId: tracking.channelAppId } : undefined,
        });
        return service;
      })
      .inSingletonScope();
  });
  return defineFeature<'reservation', { reservation: ReservationService }>({
    name: 'reservation',
    requires: ['account'],
    modules: [module],
    members: { reservation: (ctx) => ctx.get(SERVICES.Reservation) },
  });
}
