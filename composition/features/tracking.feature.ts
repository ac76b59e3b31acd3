import { ContainerModule } from 'inversify';
import { validateZone } from '../../domain/config/validate';
import { TrackingService } from '../../domain/tracking/tracking.service';
import { TRACKING_EVENTS } from '../../domain/tracking/tracking.types';
import { PORTS } from '../../ports/tokens';
import { linkTo } from '../feature';
import { resolve, resolveOptional } from '../resolve';
import { FEATURE_OPTIONS, SERVICES } from '../tokens';
import { consentGateFor } from './consent-gate-for';
import { defineFeature } from './define-feature';
import type { TrackingOptions } from './tracking.options';

export type { TrackingOptions } from './tracking.options';
import { locationModule } from './location.module';

/**
 * Event reporting as `kit.tracking`. `kit.start` reports act_H5_open, sends
 * what earlier visits left unconfirmed and looks up the visitor's location for the events'
 * Location fields; act_H5_close goes each time the page is hidden or closed, with every
 * unconfirmed report, by beacon (docs/tracking.md); with `account()` listed, each
 * sign-in is reported as login_success_act and its user goes into the events; with `consent()`
 * listed, reports wait for the visitor's decision: for the cookies `gates.tracking` names, or by
 * default for every cookie the visitor may turn off (`gates: { tracking: [] }` opts out).
 * @throws CampaignKitError `INVALID_ARGUMENT` 'zone is required, cn or sg' when `zone` is neither.
 */
export function tracking(options: TrackingOptions) {
  validateZone(options?.zone);
  const module = new ContainerModule(({ bind }) => {
    bind(FEATURE_OPTIONS.Tracking).toConstantValue(options);
    bind(SERVICES.Tracking)
      .toDynamicValue((ctx) => {
        const settings = resolve(ctx, SERVICES.Settings);
        const consentGate = consentGateFor(ctx, 'tracking');
        const service = new TrackingService(
          {
            http: resolve(ctx, PORTS.Http),
            page: resolve(ctx, PORTS.Page),
            storage: resolve(ctx, PORTS.Storage),
            random: resolve(ctx, PORTS.Random),
            clock: resolve(ctx, PORTS.Clock),
            beacon: resolveOptional(ctx, PORTS.Beacon),
          },
          { consentGate, location: resolve(ctx, SERVICES.Location) },
        );
        service.init({
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
        });
        return service;
      })
      .inSingletonScope();
  });

  return defineFeature<'tracking', { tracking: TrackingService }>({
    name: 'tracking',
    modules: [locationModule, module],
    members: { tracking: (ctx) => ctx.get(SERVICES.Tracking) },
    links: [
      linkTo(SERVICES.Account, (account, ctx) => {
        const service = ctx.get(SERVICES.Tracking);
        const subscriptions = [
          account.state$.subscribe((state) => service.identify({ userId: state.userId, loginType: state.userId ? state.loginMethod : undefined })),
          account.loggedIn$.subscribe(() => void service.track(TRACKING_EVENTS.loginSuccess)),
        ];
        return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
      }),
    ],
    start(ctx) {
      const service = ctx.get(SERVICES.Tracking);
      service.lookUpLocation();
      service.sendPending();
      if (options.reportOpen !== false) void service.track(TRACKING_EVENTS.open);
    },
  });
}
