import { validateZone } from '../../domain/config/validate';
import { TrackingService } from '../../domain/tracking/tracking.service';
import { TRACKING_EVENTS } from '../../domain/tracking/tracking.types';
import { linkTo, type Feature, type KitParts } from '../feature';
import { locationPart } from './location.feature';
import type { TrackingOptions } from './tracking.options';

export type { TrackingOptions } from './tracking.options';

/**
 * Event reporting as `kit.tracking`. `kit.start` reports act_H5_open, sends
 * what earlier visits left unconfirmed and looks up the visitor's location for the events'
 * Location fields; act_H5_close goes each time the page is hidden or closed, with every
 * unconfirmed report, by beacon (docs/tracking.md); with `account()` listed, each
 * login is reported as login_success_act and its user goes into the events; with `consent()`
 * listed, reports wait for the visitor's decision: for the cookies `gates.tracking` names, or by
 * default for every cookie the visitor may turn off (`gates: { tracking: [] }` opts out).
 * @throws CampaignKitError `INVALID_ARGUMENT` 'zone is required, cn or sg' when `zone` is neither.
 */
export function tracking(options: TrackingOptions): Feature<'tracking', { tracking: TrackingService }, Pick<KitParts, 'location' | 'channelAppId'>> {
  validateZone(options?.zone);
  return {
    name: 'tracking',
    members: {
      tracking: (ctx) => {
        const { settings, ports } = ctx;
        return new TrackingService(
          { http: ports.http, page: ports.page, storage: ports.storage, random: ports.random, clock: ports.clock, beacon: ports.beacon },
          {
            appId: settings.appId,
            activityId: settings.activityId,
            apiOrigin: settings.apiOrigin,
            aid: settings.aid,
            zone: options.zone,
            activityType: options.activityType,
            channelAppId: options.channelAppId,
            pageId: options.pageId,
            reportClose: options.reportClose,
            redactParams: options.redactParams,
          },
          { consentGate: ctx.find('consentGate')?.('tracking'), location: ctx.get('location') },
        );
      },
    },
    parts: { location: locationPart, channelAppId: () => options.channelAppId },
    links: [
      linkTo('account', (account, ctx) => {
        const service = ctx.get('tracking');
        const subscriptions = [
          account.state$.subscribe((state) => service.identify({ userId: state.userId, loginType: state.userId ? state.loginMethod : undefined })),
          account.loggedIn$.subscribe(() => void service.track(TRACKING_EVENTS.loginSuccess)),
        ];
        return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
      }),
    ],
    start(ctx) {
      const service = ctx.get('tracking');
      service.lookUpLocation();
      service.sendPending();
      if (options.reportOpen !== false) void service.track(TRACKING_EVENTS.open);
    },
  };
}
