import { AppGameReservation, checkGameId } from '../../domain/download/game-reservation';
import { ReservationService } from '../../domain/reservation/reservation.service';
import type { ProcessIds } from '../../domain/reservation/reservation.types';
import type { Feature } from '../feature';
import { featureOptions } from './feature-options';

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
export function reservation(options: ReservationOptions = {}): Feature<'reservation', { reservation: ReservationService }> {
  options = featureOptions('reservation', options);
  const appGameId = options.appReservation ? checkGameId(options.appReservation.gameId, 'reservation({ appReservation: { gameId } })') : undefined;
  return {
    name: 'reservation',
    requires: ['account'],
    members: {
      reservation: (ctx) => {
        const { settings, ports } = ctx;
        const appReservation = appGameId === undefined ? undefined : new AppGameReservation({ bridge: ports.bridge, clock: ports.clock, page: ports.page }, appGameId);
        const channelAppId = ctx.find('channelAppId');
        return new ReservationService({ http: ports.http, page: ports.page, login: ctx.get('account'), appReservation }, {
          appId: settings.appId,
          activityId: settings.activityId,
          apiOrigin: settings.apiOrigin,
          processIds: options.processIds,
          shareParams: options.shareParams,
          context: ctx.has('tracking') ? { channelAppId } : undefined,
        });
      },
    },
  };
}
