import { NavigatorClipboardAdapter } from '../../adapters/browser/navigator-clipboard.adapter';
import { NavigatorWebShareAdapter } from '../../adapters/browser/navigator-web-share.adapter';
import { validateOrigin } from '../../domain/config/validate';
import { validateShareInfo } from '../../domain/share/share-info';
import { ShareService } from '../../domain/share/share.service';
import type { ShareInfo } from '../../domain/share/share.types';
import { linkTo, type Feature } from '../feature';
import { QqShareAdapter, type QqWindow } from '../../adapters/browser/qq-share.adapter';
import type { WeixinWindow } from '../../adapters/weixin/weixin.globals';
import { weixinShareOver } from '../platform/browser-platform';
import { featureOptions } from './feature-options';

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
 * Share helpers as `kit.share`: weixin, QQ, the app share panel, social links, the short link, and
 * `invite()`, which shares the invite link the platform's way (system share sheet, else the link
 * copied). Shares are reported when `tracking` is listed. Inside weixin, `kit.start`
 * sets weixin's friends and Moments cards to the share info and keeps them current; with
 * `reservation()` listed, their link carries the visitor's share code once there is one.
 * @throws CampaignKitError `INVALID_ARGUMENT` for bad share info ('the share helper needs share
 *   info: ...') or a `shortLinkHost` that is not an http(s) origin.
 */
export function share(options: ShareOptions = {}): Feature<'share', { share: ShareService }> {
  options = featureOptions('share', options);
  // Checked here, not first when kit.share is read: the reservation link reads the service inside a
  // subscription, where a throw would reach the page as an uncaught error.
  if (options.shortLinkHost !== undefined) validateOrigin('shortLinkHost', options.shortLinkHost);
  if (options.info !== undefined) validateShareInfo(options.info);
  return {
    name: 'share',
    members: {
      share: (ctx) => {
        const { ports, settings } = ctx;
        // The platform's, else the browser's over the page's window (createCampaignKit leaves them
        // here, see browserPorts): none on the server; in a DOM test the real adapters, where the
        // test installs their fake native sides (FakeWeixinNative).
        const window = globalThis.window as unknown as (WeixinWindow & QqWindow) | undefined;
        return new ShareService(
          {
            http: ports.http,
            page: ports.page,
            bridge: ports.bridge,
            weixin: (ports.weixinShare ?? (window && weixinShareOver(window, ports, settings.scripts?.weixin)))?.(options.weixinTicketUrl, ports.http),
            qq: ports.qqShare ?? (window && new QqShareAdapter(ports.scriptLoader, window, settings.scripts?.qq)),
            // The platform's or the test kit's fakes, else the browser's (inert where there is no navigator).
            webShare: ports.webShare ?? new NavigatorWebShareAdapter(),
            clipboard: ports.clipboard ?? new NavigatorClipboardAdapter(),
            tracking: ctx.find('tracking'),
          },
          { info: options.info, shortLinkHost: options.shortLinkHost ?? settings.apiOrigin },
        );
      },
    },
    links: [
      linkTo('reservation', (reservation, ctx) => {
        // The service sends each changed card once, so every reservation state may pass through.
        const subscription = reservation.state$.subscribe(({ share }) =>
          ctx.get('share').setShareCode(share?.urlParamValue ? { key: share.urlParamKey, value: share.urlParamValue } : undefined),
        );
        return () => subscription.unsubscribe();
      }),
    ],
    start(ctx) {
      ctx.get('share').keepWeixinCards();
    },
  };
}
