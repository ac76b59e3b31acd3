import { ContainerModule } from 'inversify';
import { WindowPageHealthAdapter } from '../../adapters/browser/window-page-health.adapter';
import { MonitoringService } from '../../domain/monitoring/monitoring.service';
import type { HttpPort } from '../../ports/http.port';
import { PORTS } from '../../ports/tokens';
import { linkTo } from '../feature';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';
import { consentGateFor } from './consent-gate-for';
import { defineFeature } from './define-feature';
import type { MonitoringOptions } from './monitoring.options';

export type { MonitoringOptions } from './monitoring.options';

/**
 * Page monitoring as `kit.monitor` (docs/monitoring.md): from `kit.start`, the
 * page's uncaught errors and unhandled rejections, resources that failed to load, failed calls of
 * every listed feature (the kit's HttpPort is watched: status, duration, logId, never a body), the
 * page view, resource timings and the web vitals (LCP, INP, CLS, FCP, TTFB, measured by the
 * `web-vitals` library, loaded then), sampled per kind and sent in batches of 20 events or after
 * 1000 ms. With `consent()` listed nothing is sent before the visitor accepts the cookies
 * `gates.monitoring` names (by default every cookie the visitor may turn off; `gates: { monitoring: [] }`
 * opts out), and nothing after a refusal. A kit without `monitoring()` bundles none of it.
 * @example
 * ```ts
 * const kit = createCampaignKit({ aid: 1128, appId: '1000', activityId: 'spring', features: [content(), monitoring()] });
 * void kit.start();
 * kit.monitor.onFailure(({ error }) => console.warn('monitoring', error));
 * ```
 */
export function monitoring(options: MonitoringOptions = {}) {
  const module = new ContainerModule(({ bind, isBound, onActivation }) => {
    // The platform's, or the test kit's fake; the browser's otherwise (inert where there is no window).
    if (!isBound(PORTS.PageHealth)) bind(PORTS.PageHealth).toDynamicValue(() => new WindowPageHealthAdapter()).inSingletonScope();
    bind(SERVICES.Monitor)
      .toDynamicValue((ctx) => {
        const settings = resolve(ctx, SERVICES.Settings);
        const consentGate = consentGateFor(ctx, 'monitoring');
        const service = new MonitoringService(
          {
            http: resolve(ctx, PORTS.Http),
            page: resolve(ctx, PORTS.Page),
            pageHealth: resolve(ctx, PORTS.PageHealth),
            random: resolve(ctx, PORTS.Random),
            clock: resolve(ctx, PORTS.Clock),
            beacon: resolveOptional(ctx, PORTS.Beacon),
          },
          { consentGate },
        );
        service.init({
          appId: settings.appId,
          aid: settings.aid,
          activityId: settings.activityId,
          collectOrigin: options.collectOrigin ?? settings.apiOrigin,
          sampleRates: options.sampleRates,
          batchSize: options.batchSize,
          batchWaitMs: options.batchWaitMs,
          redactParams: options.redactParams,
        });
        return service;
      })
      .inSingletonScope();
    // Every feature resolves the HttpPort through the container: each gets the watched one. The
    // monitor is built on the first call (not here: it needs the HttpPort itself), and its own
    // batches pass through unreported. A monitor that cannot be built (bad options: kit.start() and
    // kit.monitor say so) leaves the calls unwatched rather than failing them.
    onActivation(PORTS.Http, (ctx, http: HttpPort): HttpPort => {
      let watched: HttpPort | undefined;
      const port = (): HttpPort => {
        try {
          return (watched ??= resolve(ctx, SERVICES.Monitor).watchHttp(http));
        } catch {
          return (watched = http);
        }
      };
      return { request: (request) => port().request(request) };
    });
  });
  return defineFeature<'monitoring', { monitor: MonitoringService }>({
    name: 'monitoring',
    modules: [module],
    members: { monitor: (ctx) => ctx.get(SERVICES.Monitor) },
    // kit.destroy() stops the page listeners (a later kit's monitor must not hear the page twice).
    links: [linkTo(SERVICES.Monitor, (service) => () => service.stop())],
    listen(ctx) {
      ctx.get(SERVICES.Monitor).listen();
    },
    start(ctx) {
      ctx.get(SERVICES.Monitor).start();
    },
  });
}
