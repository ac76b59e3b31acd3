import { ContainerModule } from 'inversify';
import { validateOrigin } from '../../domain/config/validate';
import { validateShareInfo } from '../../domain/share/share-info';
import { ShareService } from '../../domain/share/share.service';
import type { ShareInfo } from '../../domain/share/share.types';
import { PORTS } from '../../ports/tokens';
import { linkTo } from '../feature';
import { resolve, resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';
import { defineFeature, featureOptions } from './define-feature';
import { WEIXIN_SHARE } from '../platform/bind-ports';

/** Options of {@link share}: the share info and where the share calls go. */
export interface ShareOptions {
  /** The page's share info; helpers may be given their own instead. */
  readonly info?: ShareInfo;
  /** Host of `POST {host}/api/share-link`. Defaults to `apiOrigin`. */
  readonly shortLinkHost?: string;
  /** The weixin ticket address the wx.config signature is read from; without it (or when the JS-SDK fails) the weixin share falls back to the legacy `menu:share:*` events inside weixin, and fails with `BRIDGE` elsewhere. */
  readonly weixinTicketUrl?: string;
}

/**
 * Share helpers as `kit.share`: weixin, QQ, the app share panel, social links and the short link
 *. Shares are reported when `tracking` is listed. Inside weixin, `kit.start`
 * sets weixin's friends and Moments cards to the share info and keeps them current; with
 * `reservation()` listed, their link carries the visitor's share code once there is one.
 * @throws CampaignKitError `INVALID_ARGUMENT` for bad share info ('the share helper needs share
 *   info: ...') or a `shortLinkHost` that is not an http(s) origin.
 */
export function share(options: ShareOptions = {}) {
  options = featureOptions('share', options);
  // Checked here, not first when kit.share is read: the reservation link reads the service inside a
  // subscription, where a throw would reach the page as an uncaught error.
  if (options.shortLinkHost !== undefined) validateOrigin('shortLinkHost', options.shortLinkHost);
  if (options.info !== undefined) validateShareInfo(options.info);
  const module = new ContainerModule(({ bind }) => {
    bind(SERVICES.Share)
      .toDynamicValue((ctx) => {
        const service = new ShareService({
          http: resolve(ctx, PORTS.Http),
          page: resolve(ctx, PORTS.Page),
          bridge: resolve(ctx, PORTS.Bridge),
          weixin: resolveOptional(ctx, WEIXIN_SHARE)?.(options.weixinTicketUrl, resolve(ctx, PORTS.Http)),
          qq: resolveOptional(ctx, PORTS.QqShare),
          tracking: resolveOptional(ctx, SERVICES.Tracking),
        });
        service.init({ info: options.info, shortLinkHost: options.shortLinkHost ?? resolve(ctx, SERVICES.Settings).apiOrigin });
        return service;
      })
      .inSingletonScope();
  });
  return defineFeature<'share', { share: ShareService }>({
    name: 'share',
    modules: [module],
    members: { share: (ctx) => ctx.get(SERVICES.Share) },
    links: [
      linkTo(SERVICES.Reservation, (reservation, ctx) => {
        // The service sends each changed card once, so every reservation state may pass through.
        const subscription = reservation.state$.subscribe(({ share }) =>
          ctx.get(SERVICES.Share).setShareCode(share?.urlParamValue ? { key: share.urlParamKey, value: share.urlParamValue } : undefined),
        );
        return () => subscription.unsubscribe();
      }),
    ],
    start(ctx) {
      ctx.get(SERVICES.Share).keepWeixinCards();
    },
  });
}
