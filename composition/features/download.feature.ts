import { DownloadService } from '../../domain/download/download.service';
import type { DownloadServiceOptions } from '../../domain/download/download.types';
import { WeixinMask } from '../../domain/layout/weixin-mask';
import { linkTo, type Feature } from '../feature';
import { featureOptions } from './feature-options';

/** What `download()` adds to the kit. */
export interface DownloadMembers {
  /** Silent download in the app, the weixin mask, game reservation through the app and the download helpers. */
  readonly download: DownloadService;
}

/**
 * Silent download in the short-video app, the weixin mask, game reservation through the app and
 * the download helpers, as `kit.download`. With `reservation` listed, the
 * silent-download dialog is offered after a first reservation; with `tracking()`, downloads are reported.
 */
export function download(options: DownloadServiceOptions = {}): Feature<'download', DownloadMembers> {
  options = featureOptions('download', options);
  return {
    name: 'download',
    members: {
      download: (ctx) => {
        const { ports } = ctx;
        return new DownloadService({ bridge: ports.bridge, page: ports.page, clock: ports.clock, mask: new WeixinMask(ports.page), tracking: ctx.find('tracking') }, options);
      },
    },
    links: [
      linkTo('reservation', (reservation, ctx) => {
        const subscription = ctx.get('download').offerAfter(reservation.reserved$);
        return () => subscription.unsubscribe();
      }),
    ],
  };
}
