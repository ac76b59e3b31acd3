import { ContainerModule } from 'inversify';
import { ReservationService } from '../../domain/reservation/reservation.service';
import { PORTS } from '../../ports/tokens';
import { resolve } from '../resolve';
import { SERVICES } from '../tokens';

/** Binds the reservation kit; it asks the account service who is logged in. */
export const reservationModule = new ContainerModule(({ bind }) => {
  bind(SERVICES.Reservation)
    .toDynamicValue((ctx) => {
      const options = resolve(ctx, SERVICES.Options);
      const reservation = new ReservationService({ http: resolve(ctx, PORTS.Http), page: resolve(ctx, PORTS.Page), login: resolve(ctx, SERVICES.Account) });
      reservation.init({
        appId: options.appId,
        activityId: options.activityId,
        apiOrigin: options.apiOrigin,
        processIds: options.processIds,
        context: options.tracking ? { channelAppId: options.tracking.channelAppId } : undefined,
      });
      return reservation;
    })
    .inSingletonScope();
});
