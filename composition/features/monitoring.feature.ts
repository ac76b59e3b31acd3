import { WindowPageHealthAdapter } from '../../adapters/browser/window-page-health.adapter';
import { MonitoringService } from '../../domain/monitoring/monitoring.service';
import type { HttpPort } from '../../ports/http.port';
import { linkTo, type Feature } from '../feature';
import type { MonitoringOptions } from './monitoring.options';

export type { MonitoringOptions } from './monitoring.options';

/**
 * Page monitoring as `kit.monitoring` (docs/monitoring.md): from `kit.start`, the
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
 * kit.monitoring.onFailure(({ error }) => console.warn('monitoring', error));
 * ```
 */
export function monitoring(options: MonitoringOptions = {}): Feature<'monitoring', { monitoring: MonitoringService }> {
  return {
    name: 'monitoring',
    members: {
      monitoring: (ctx) => {
        const { ports, settings } = ctx;
        return new MonitoringService(
          {
            http: ports.http,
            page: ports.page,
            // The platform's, or the test kit's fake; the browser's otherwise (inert where there is no window).
            pageHealth: ports.pageHealth ?? new WindowPageHealthAdapter(),
            random: ports.random,
            clock: ports.clock,
            beacon: ports.beacon,
          },
          {
            appId: settings.appId,
            aid: settings.aid,
            activityId: settings.activityId,
            collectOrigin: options.collectOrigin ?? settings.apiOrigin,
            sampleRates: options.sampleRates,
            batchSize: options.batchSize,
            batchWaitMs: options.batchWaitMs,
            redactParams: options.redactParams,
          },
          { consentGate: ctx.find('consentGate')?.('monitoring') },
        );
      },
    },
    // Every feature reads the HttpPort from the kit's ports: each gets the watched one. The monitor
    // is built on the first call (not here: it needs the HttpPort itself), and its own batches pass
    // through unreported. A monitor that cannot be built (bad options: kit.start() and kit.monitoring
    // say so) leaves the calls unwatched rather than failing them.
    ports({ http }, ctx) {
      let watched: HttpPort | undefined;
      const port = (): HttpPort => {
        try {
          return (watched ??= ctx.get('monitoring').watchHttp(http));
        } catch {
          return (watched = http);
        }
      };
      return { http: { request: (request) => port().request(request) } };
    },
    // kit.destroy() stops the page listeners (a later kit's monitor must not hear the page twice).
    links: [linkTo('monitoring', (service) => () => service.stop())],
    listen(ctx) {
      ctx.get('monitoring').listen();
    },
    start(ctx) {
      ctx.get('monitoring').start();
    },
  };
}
