import { ContainerModule } from 'inversify';
import { AppGameReservation, checkGameId } from '../../domain/download/game-reservation';
import { ReservationService } from '../../domain/reservation/reservation.service';
import type { ProcessIds } from '../../domain/reservation/reservation.types';
import { PORTS } from '../../ports/tokens';
import { resolve, resolveOptional } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';
import { defineFeature, featureOptions } from './define-feature';

/** Options of {@link reservation}. */
export interface ReservationOptions {
  /** Process ids of the reservation kit. Defaults to `DEFAULT_PROCESS_IDS`. */
  readonly processIds?: Partial<ProcessIds>;
  /**
   * Names of the page's campaign parameters the visitor's share link carries on, e.g.
   * `['channel', 'from_source']`. The link is the page's origin and path, these parameters (when
   * the page has them) and `share_code`: nothing else of the address (no token, open_id, OAuth
   * code or hash). Defaults to none.
   */
  readonly shareParams?: readonly string[];
  /**
   * Inside the short-video app, also reserve the game in the app (the game-reservation
   * bridge call, then its reserve-status polls) after each reservation made on the page.
   * `kit.reservation.reserve()` then resolves once the app has answered, and
   * `kit.reservation.state.appReservation` says how it went; a failure there leaves the
   * activity's reservation standing. Outside the app it does nothing. Off by default.
   */
  readonly appReservation?: AppReservationOptions;
}

/** Options of the app's game reservation (`reservation({ appReservation })`). */
export interface AppReservationOptions {
  /** The game id the app reserves (`game_id` of the bridge calls). */
  readonly gameId: string;
}

/**
 * The reservation kit with invite (share) codes and the milestone counter: `kit.reservation`
 *. Needs `account`: reserving requires a logged-in visitor.
 * @throws CampaignKitError `INVALID_ARGUMENT` when `appReservation` has no game id.
 * @example
 * ```ts
 * createCampaignKit({ ...options, features: [account(), reservation({ appReservation: { gameId: '10086' } })] });
 * ```
 */
export function reservation(options: ReservationOptions = {}) {
  options = featureOptions('reservation', options);
  const appGameId = options.appReservation ? checkGameId(options.appReservation.gameId, 'reservation({ appReservation: { gameId } })') : undefined;
  const module = new ContainerModule(({ bind }) => {
    bind(SERVICES.Reservation)
      .toDynamicValue((ctx) => {
        const settings = resolve(ctx, SERVICES.Settings);
        const tracking = resolveOptional(ctx, FEATURE_OPTIONS.Tracking);
        const page = resolve(ctx, PORTS.Page);
        const appReservation = appGameId === undefined ? undefined : new AppGameReservation({ bridge: resolve(ctx, PORTS.Bridge), clock: resolve(ctx, PORTS.Clock), page }, appGameId);
        const service = new ReservationService({ http: resolve(ctx, PORTS.Http), page, login: resolve(ctx, SERVICES.Account), appReservation });
        service.init({
          appId: settings.appId,
          activityId: settings.activityId,
          apiOrigin: settings.apiOrigin,
          processIds: options.processIds,
          shareParams: options.shareParams,
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
