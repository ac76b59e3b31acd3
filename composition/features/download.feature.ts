import { ContainerModule } from 'inversify';
import { DownloadService } from '../../domain/download/download.service';
import type { DownloadInit } from '../../domain/download/download.types';
import { WeixinMask } from '../../domain/layout/weixin-mask';
import { PORTS } from '../../ports/tokens';
import { linkTo } from '../feature';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';
import { defineFeature, featureOptions } from './define-feature';

/**
 * Silent download in the short-video app, the weixin mask, game reservation through the app and
 * the download helpers, as `kit.download`. With `reservation` listed, the
 * silent-download dialog is offered after a first reservation; with `tracking()`, downloads are reported.
 */
export function download(options: DownloadInit = {}) {
  options = featureOptions('download', options);
  const module = new ContainerModule(({ bind }) => {
    bind(SERVICES.Download)
      .toDynamicValue((ctx) => {
        const page = resolve(ctx, PORTS.Page);
        const service = new DownloadService({
          bridge: resolve(ctx, PORTS.Bridge),
          page,
          clock: resolve(ctx, PORTS.Clock),
          mask: new WeixinMask(page),
          tracking: resolveOptional(ctx, SERVICES.Tracking),
        });
        service.init(options);
        return service;
      })
      .inSingletonScope();
  });
  return defineFeature<'download', { download: DownloadService }>({
    name: 'download',
    modules: [module],
    members: { download: (ctx) => ctx.get(SERVICES.Download) },
    links: [linkTo(SERVICES.Reservation, (reservations, ctx) => {
      const subscription = ctx.get(SERVICES.Download).offerAfter(reservations.reserved$);
      return () => subscription.unsubscribe();
    })],
  });
}
